// Card effects by card id, from the duel's ruleset (see ../ruleset.ts). The state only ever
// holds which effect is running, its step and its choices (a Frame), never a function.
import { rulesetOf } from '../ruleset';
import type { DuelState } from '../types';
import type { CardScript, EffectDef } from './types';

export function scriptOf(state: DuelState, uid: number): CardScript | undefined {
  const inst = state.cards[uid];
  return inst && inst.id > 0 ? rulesetOf(state).scripts.get(inst.id) : undefined;
}

export function effectOf(state: DuelState, uid: number, effect: string): EffectDef | undefined {
  return scriptOf(state, uid)?.effects.find((e) => e.id === effect);
}

// One-entry cache, like cardDef's: whether any card of this duel has a script at all.
let cachedCards: DuelState['cards'] | null = null;
let cachedRuleset = '';
let cachedAny = false;

/** False for duels of scriptless cards (e.g. Normal monsters only): effect work can be skipped. */
export function duelHasScripts(state: DuelState): boolean {
  if (state.cards !== cachedCards || state.cardData !== cachedRuleset) {
    cachedCards = state.cards;
    cachedRuleset = state.cardData;
    const scripts = rulesetOf(state).scripts;
    cachedAny = state.cards.some((c) => c.id > 0 && scripts.has(c.id));
  }
  return cachedAny;
}
