// Card effects by card id, from the duel's ruleset (see ../ruleset.ts). The state only ever
// holds which effect is running, its step and its choices (a Frame), never a function.
import { rulesetEpoch, rulesetOf } from '../ruleset';
import type { DuelState } from '../types';
import type { CardScript, ContinuousDef, EffectDef } from './types';

// One-entry cache, like cardDef's: the script of each uid of the duel last asked about, and
// whether any card of it has a script at all. scriptOf runs several times per card per action.
let cachedCards: DuelState['cards'] | null = null;
let cachedRuleset = '';
let cachedEpoch = -1;
let cachedScripts: (CardScript | undefined)[] = [];
let cachedAny = false;
// Which continuous rules (`continuous` keys) some card of the duel has: a field scan for a rule no
// card of the duel carries is skipped (most duels hold few of them; the scans ran per action).
let cachedRules: ReadonlySet<string> = new Set();

function scriptsOf(state: DuelState): (CardScript | undefined)[] {
  if (
    state.cards !== cachedCards ||
    state.cardData !== cachedRuleset ||
    cachedEpoch !== rulesetEpoch() ||
    cachedScripts.length !== state.cards.length
  ) {
    // The ruleset only when a card needs it: inline and hidden cards have no script.
    const scripts = state.cards.some((c) => c.id > 0) ? rulesetOf(state).scripts : null;
    cachedScripts = state.cards.map((c) => (c.id > 0 ? scripts?.get(c.id) : undefined));
    cachedAny = cachedScripts.some((s) => s !== undefined);
    const rules = new Set<string>();
    for (const s of cachedScripts) {
      if (!s?.continuous) continue;
      for (const [k, v] of Object.entries(s.continuous)) if (v !== undefined && v !== false) rules.add(k);
    }
    cachedRules = rules;
    cachedCards = state.cards;
    cachedRuleset = state.cardData;
    cachedEpoch = rulesetEpoch();
  }
  return cachedScripts;
}

/** The script of every uid of the duel (undefined for a card without one). */
export function scriptsOfDuel(state: DuelState): readonly (CardScript | undefined)[] {
  return scriptsOf(state);
}

export function scriptOf(state: DuelState, uid: number): CardScript | undefined {
  return scriptsOf(state)[uid];
}

export function effectOf(state: DuelState, uid: number, effect: string): EffectDef | undefined {
  return scriptOf(state, uid)?.effects.find((e) => e.id === effect);
}

/** Whether some card of the duel has this continuous rule (false: no face-up card can apply it). */
export function duelHasRule(state: DuelState, rule: keyof ContinuousDef): boolean {
  scriptsOf(state);
  return cachedRules.has(rule);
}

/** False for duels of scriptless cards (e.g. Normal monsters only): effect work can be skipped. */
export function duelHasScripts(state: DuelState): boolean {
  scriptsOf(state);
  return cachedAny;
}
