// Card scripts by card id. Scripts live in src/cards/scripts, one file per card; the map
// is built on first use so the import cycle (scripts use the effect vocabulary) is harmless.
import { CARD_SCRIPTS } from '../../cards/scripts';
import type { DuelState } from '../types';
import type { CardScript, EffectDef } from './types';

let byId: Map<number, CardScript> | null = null;

export function scriptById(id: number): CardScript | undefined {
  if (!byId) {
    byId = new Map();
    for (const s of CARD_SCRIPTS) {
      if (byId.has(s.id)) throw new Error(`two scripts for card ${s.id}`);
      byId.set(s.id, s);
    }
  }
  return byId.get(id);
}

export function scriptOf(state: DuelState, uid: number): CardScript | undefined {
  const inst = state.cards[uid];
  return inst && inst.id > 0 ? scriptById(inst.id) : undefined;
}

export function effectOf(state: DuelState, uid: number, effect: string): EffectDef | undefined {
  return scriptOf(state, uid)?.effects.find((e) => e.id === effect);
}

// One-entry cache, like cardDef's: whether any card of this duel has a script at all.
let cachedCards: DuelState['cards'] | null = null;
let cachedAny = false;

/** False for duels of scriptless cards (e.g. Normal monsters only): effect work can be skipped. */
export function duelHasScripts(state: DuelState): boolean {
  if (state.cards !== cachedCards) {
    cachedCards = state.cards;
    cachedAny = state.cards.some((c) => c.id > 0 && scriptById(c.id) !== undefined);
  }
  return cachedAny;
}
