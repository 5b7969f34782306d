// What the game can play, derived instead of stored: the catalog's facts (catalog.json) and
// the card documents that exist (src/cards/docs). Node builds the pool from it at load
// (builtinCards.ts), the browser build emits the same list as a data file
// (src/cli/web/playablePool.ts), and `npm run -s cards:playable` prints its ids.
import type { CardDef } from '../engine/types';

/** A catalog entry: the pool's facts plus the set (id / 1000) and the reprint ids. */
export type CatalogCard = CardDef & { set: number; aliases?: number[]; noEffect?: true };

/**
 * The facts a duel reads: the entry without the catalog's own fields. `noEffect` (a Fusion or
 * Ritual monster printed without effects) stays: the filter `effectMonster` reads it.
 */
export function factsOf(c: CatalogCard): CardDef {
  const { set: _set, aliases: _aliases, ...facts } = c;
  return facts;
}

/**
 * The playable cards, in the catalog's order (by id):
 * - every card with a document (its effects exist);
 * - every Normal Monster (no effect: its facts are the whole card);
 * - a Fusion monster with no effect whose materials are all named cards that are themselves
 *   playable: the Fusion Summon of a document ("Fusion") can make it, since the engine meets
 *   named materials only (src/engine/effects/primitives/fusionSummon.ts), and its materials can be
 *   in a deck. One with a generic material ("1 Level 6 or higher monster") could never be
 *   summoned here, so it waits.
 * Ritual monsters are left out even without an effect: no document can Ritual Summon yet (the
 * vocabulary has no such word), so one would be a dead card.
 */
export function playableCards(catalog: readonly CatalogCard[], documented: ReadonlySet<number>): CardDef[] {
  const byId = new Map(catalog.map((c) => [c.id, c]));
  for (const id of documented) if (!byId.has(id)) throw new Error(`playable cards: a document names ${id}, which the catalog does not have`);
  const base = new Set(catalog.filter((c) => documented.has(c.id) || c.monsterKind === 'normal').map((c) => c.id));
  const fusible = (c: CatalogCard): boolean =>
    c.monsterKind === 'fusion' && c.noEffect === true && (c.fusionMaterials ?? []).every((m) => typeof m === 'number' && base.has(m));
  return catalog.filter((c) => base.has(c.id) || fusible(c)).map(factsOf);
}

/** The ids of the documents in set files (each a list of `{ id, … }`). */
export function documentedIds(setFiles: readonly unknown[]): Set<number> {
  const out = new Set<number>();
  for (const d of setFiles.flat() as { id: number }[]) out.add(d.id);
  return out;
}
