// The built-in card pool: printed facts of real Rush Duel cards, validated on load.
// In Node they are here from the start; in the browser the pool starts empty and the app
// registers the fetched card data before the first duel (see builtinCards.ts).
import { BUILTIN_CARDS } from '#builtin-cards';
import { cardDefProblem, type CardDef } from '../engine/play';
import type { CatalogCard } from './playable';

export type { CatalogCard } from './playable';

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

// ---- The catalog: every Rush card the project knows by its printed facts (catalog.json,
// written by src/cli/cards/importFacts.ts): the playable ones above (src/cards/playable.ts) and
// all the others, which the deck builder lists marked "not playable yet". In the browser the
// catalog is data fetched when the deck builder opens (src/store/catalogData.ts); Node tools
// register it from catalogBuiltin.ts. A card of the pool is always read from the pool. (Kept in
// this module so the first screen's JS gains no chunk of its own: src/cli/web/budget.ts.)

const catalog = new Map<number, CatalogCard>();
const reprints = new Map<number, number>();
const listeners = new Set<() => void>();

/** Adds the catalog's cards (checked like the pool's); calling it again with the same data is harmless. */
export function registerCatalog(defs: readonly CatalogCard[]): void {
  for (const c of defs) {
    const problem = cardDefProblem(c);
    if (problem) throw new Error(`card catalog: ${problem}`);
    catalog.set(c.id, Object.freeze(c));
    for (const r of c.aliases ?? []) reprints.set(r, c.id);
  }
  for (const l of listeners) l();
}

/** Called when the catalog has arrived; returns the unsubscribe. */
export function onCatalog(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const catalogSize = (): number => catalog.size;

/** True when the card's effects exist: it may be played in a duel. */
export const isPlayable = (id: number): boolean => CARD_POOL.has(id);

/** The facts of any known card, playable or not (the pool's entry for a playable one). */
export function cardFacts(id: number): CardDef | undefined {
  return CARD_POOL.get(id) ?? catalog.get(id);
}

/** A known card that is not playable yet. */
export const unplayable = (id: number): boolean => !CARD_POOL.has(id) && catalog.has(id);

/** The first printing of a reprint id (the id itself otherwise). */
export const firstPrintingOf = (id: number): number => reprints.get(id) ?? id;

/** Every known card: the pool's, then the catalog's others. */
export function knownCards(): CardDef[] {
  const out: CardDef[] = [...CARD_POOL.values()];
  for (const c of catalog.values()) if (!CARD_POOL.has(c.id)) out.push(c);
  return out;
}

/**
 * The shape of a Rush card id (nine digits, 160...): a saved deck keeps such an id even
 * before the catalog has loaded; the deck check names it once it is known.
 */
export const rushShapedId = (id: number): boolean => Number.isInteger(id) && id >= 160_000_000 && id < 161_000_000;
