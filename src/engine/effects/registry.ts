// Card scripts by card id. Scripts live in src/cards/scripts, one file per card, and
// register themselves here when that folder is imported (legal.ts does, so every duel
// has them). The registry imports no script: scripts import the effect vocabulary, which
// imports this file, and a cycle would leave the vocabulary half-loaded for them.
import type { DuelState } from '../types';
import type { CardScript, EffectDef } from './types';

const byId = new Map<number, CardScript>();

export function registerScripts(scripts: readonly CardScript[]): void {
  for (const s of scripts) {
    const known = byId.get(s.id);
    if (known && known !== s) throw new Error(`two scripts for card ${s.id}`);
    byId.set(s.id, s);
  }
  cachedCards = null;
}

export function scriptById(id: number): CardScript | undefined {
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
