// Every Rush card the project knows by its printed facts (catalog.json, written by
// src/cli/cards/importFacts.ts): the playable ones (pool.json, their effects exist) and all the
// others, which the deck builder lists marked "not playable yet". In the browser the catalog is
// data fetched when the deck builder opens (src/store/catalogData.ts); Node tools register it
// from catalogBuiltin.ts. A card of the pool is always read from the pool.
import type { CardDef } from '../engine/types';
import { cardDefProblem } from '../engine/facts';
import { CARD_POOL } from './pool';

/** A catalog entry: the pool's facts plus the set (id / 1000) and the reprint ids. */
export type CatalogCard = CardDef & { set: number; aliases?: number[] };

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
