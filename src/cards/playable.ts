// What the game can play, derived instead of stored: the catalog's facts (catalog.json) and
// the card documents that exist (src/cards/docs). Node builds the pool from it at load
// (builtinCards.ts), the browser build emits the same list as a data file
// (src/cli/web/playablePool.ts), and `npm run -s cards:playable` prints its ids.
import type { CardDef } from '../engine';

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
 * - a Fusion monster with no effect whose named materials are all playable: the Fusion Summon
 *   of a document ("Fusion") can make it, and its materials can be in a deck. A generic material
 *   ("1 Level 6 or higher EARTH or DARK monster") is met by the pool's cards that pass its filter
 *   (src/engine/effects/primitives/fusionSummon.ts reads both kinds).
 * - a Ritual monster with no effect that a document's `ritualSummon` names (`monster.ids`): that
 *   Ritual Spell, playable by its document, can summon it. One only a generic Ritual Spell could
 *   summon ("a Level 7 Pyro monster") waits, as a generic Fusion material does.
 */
export function playableCards(catalog: readonly CatalogCard[], documented: ReadonlySet<number>, ritualNamed: ReadonlySet<number> = new Set()): CardDef[] {
  const byId = new Map(catalog.map((c) => [c.id, c]));
  for (const id of documented) if (!byId.has(id)) throw new Error(`playable cards: a document names ${id}, which the catalog does not have`);
  const base = new Set(catalog.filter((c) => documented.has(c.id) || c.monsterKind === 'normal').map((c) => c.id));
  // A named material must be playable; a generic one ("1 Beast Normal Monster") is met by the
  // playable cards that pass its filter, as the Fusion Summon reads it (fusionSummon.ts).
  const fusible = (c: CatalogCard): boolean =>
    c.monsterKind === 'fusion' && c.noEffect === true && (c.fusionMaterials ?? []).every((m) => typeof m !== 'number' || base.has(m));
  const ritual = (c: CatalogCard): boolean => c.monsterKind === 'ritual' && c.noEffect === true && ritualNamed.has(c.id);
  return catalog.filter((c) => base.has(c.id) || fusible(c) || ritual(c)).map(factsOf);
}

/** The ids of the documents in set files (each a list of `{ id, … }`). */
export function documentedIds(setFiles: readonly unknown[]): Set<number> {
  const out = new Set<number>();
  for (const d of setFiles.flat() as { id: number }[]) out.add(d.id);
  return out;
}

/** The Ritual monsters the documents' `ritualSummon` steps name by id (`monster.ids`). */
export function ritualNamedIds(setFiles: readonly unknown[]): Set<number> {
  const out = new Set<number>();
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) for (const y of x) walk(y);
    else if (typeof x === 'object' && x !== null) {
      const o = x as { do?: unknown; monster?: { ids?: unknown } };
      if (o.do === 'ritualSummon' && Array.isArray(o.monster?.ids)) for (const id of o.monster.ids) if (typeof id === 'number') out.add(id);
      for (const y of Object.values(o)) walk(y);
    }
  };
  walk(setFiles);
  return out;
}
