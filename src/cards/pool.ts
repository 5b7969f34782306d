// The built-in card pool: printed facts of real Rush Duel cards, validated on load.
// In Node they are here from the start; in the browser the pool starts empty and the app
// registers the fetched card data before the first duel (see builtinCards.ts).
import { BUILTIN_CARDS } from '#builtin-cards';
import type { CardDef } from '../engine/types';
import { cardDefProblem } from '../engine/facts';

function loadPool(raw: readonly CardDef[], map = new Map<number, CardDef>()): Map<number, CardDef> {
  for (const c of raw) {
    const problem = cardDefProblem(c);
    if (problem) throw new Error(`card pool: ${problem}`);
    if (map.has(c.id)) throw new Error(`card pool: id ${c.id} appears twice`);
    map.set(c.id, Object.freeze(c));
  }
  for (const c of map.values()) {
    const m = c.maximum;
    if (m && m.role === 'center' && (!map.has(m.left) || !map.has(m.right))) {
      throw new Error(`card pool: ${c.name} names a MAXIMUM piece that is not in the pool`);
    }
  }
  return map;
}

const pool = loadPool(BUILTIN_CARDS);
export const CARD_POOL: ReadonlyMap<number, CardDef> = pool;

/**
 * Adds cards to the pool, checked like the built-in ones: for card sets that arrive as
 * data later, and for tests of mechanisms no built-in card uses yet (Equip, Ritual).
 * A card already known with the same facts is accepted again; a different one is an error.
 */
export function registerCards(defs: readonly CardDef[]): void {
  const fresh = defs.filter((d) => {
    const known = pool.get(d.id);
    if (known && JSON.stringify(known) !== JSON.stringify(d)) throw new Error(`card pool: id ${d.id} is already another card`);
    return !known;
  });
  loadPool(fresh, pool);
}

/** The printed facts of a card the game has, by id. */
export function poolCard(id: number): CardDef | undefined {
  return pool.get(id);
}
