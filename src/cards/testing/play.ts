// Test helpers of the Beginner deck: play scenario actions on a board and keep the engine
// state (lingering effects, exact ATK) for checks the scenario output does not show.
// No test-framework import: failures throw plain Errors.
//
// Import this before src/engine/effects/primitives in a test: primitives -> moves -> registry -> card
// scripts -> primitives is an import cycle, and under vitest's module transform a script that
// calls a primitive at load time (e.g. `gyToDeck(1, ...)`) would find it undefined if
// primitives was the first engine module loaded.
import { legalActions, monsterAtk, monsterDef, readBoard, type Attribute, type DuelEvent, type DuelState, type VanillaSpec } from '../../engine';
import { locateMonster } from '../../engine/testkit';
import { builtinRuleset } from '../ruleset';
import { englishText, refusalEnglish } from '../../i18n/engineText';
import { playActions } from './playActions';

export interface Played {
  state: DuelState;
  /** Events of the accepted actions. */
  events: DuelEvent[];
  uid: (ref: string) => number;
  /** The refusal of the first refused action (the state is the one before it), else null. */
  error: string | null;
  failedAt: number | null;
}

/**
 * Plays scenario actions (docs/scenario.md) on a board; stops at the first refusal. `setup` may
 * add to the board what the scenario format cannot say (an effect already applied this turn).
 */
export function play(b: unknown, actions: Record<string, unknown>[], seed = 1, setup?: (s: DuelState, uid: (ref: string) => number) => DuelState): Played {
  const { state: read, refs } = readBoard(b, seed, builtinRuleset());
  const uid = (ref: string): number => {
    const u = refs.get(ref);
    if (u === undefined) throw new Error(`test board has no ref "${ref}"`);
    return u;
  };
  const p = playActions(setup ? setup(read, uid) : read, refs, actions);
  const f = p.failure;
  const error = f === null ? null : 'engine' in f ? englishText(f.engine, f.state) : refusalEnglish(f.refusal);
  return { state: p.state, events: p.events, uid, error, failedAt: p.failedAt };
}

/** Like play, but every action must be accepted. */
export function playOk(b: unknown, actions: Record<string, unknown>[], seed = 1, setup?: (s: DuelState, uid: (ref: string) => number) => DuelState): Played {
  const p = play(b, actions, seed, setup);
  if (p.error !== null) throw new Error(`action #${String(p.failedAt)} ${JSON.stringify(actions[p.failedAt ?? 0])} was refused: ${p.error}`);
  return p;
}

/** Is an activation of this card (any effect) among the legal actions now? */
export function offered(p: Played, ref: string): boolean {
  const u = p.uid(ref);
  return legalActions(p.state).some((a) => a.type === 'activate' && a.card === u);
}

/** Current ATK of a monster on the field. */
export function atkOf(p: Played, ref: string): number {
  const at = locateMonster(p.state, p.uid(ref));
  if (!at) throw new Error(`${ref} is not on the field`);
  return monsterAtk(p.state, at.slot);
}

/** Current DEF of a monster on the field (null for a monster without DEF). */
export function defOf(p: Played, ref: string): number | null {
  const at = locateMonster(p.state, p.uid(ref));
  if (!at) throw new Error(`${ref} is not on the field`);
  return monsterDef(p.state, at.slot);
}

/** Is this Trap among the ones its player may activate at the open Trap window? */
export function canRespond(p: Played, ref: string): boolean {
  const pend = p.state.pending;
  return pend?.kind === 'respond' && pend.traps.includes(p.uid(ref));
}

export const onFieldRef = (p: Played, ref: string): boolean => locateMonster(p.state, p.uid(ref)) !== null;
export const inGy = (p: Played, ref: string): boolean => p.state.players.some((pl) => pl.gy.includes(p.uid(ref)));
export const inHand = (p: Played, ref: string): boolean => p.state.players.some((pl) => pl.hand.includes(p.uid(ref)));
export const inDeck = (p: Played, ref: string): boolean => p.state.players.some((pl) => pl.deck.includes(p.uid(ref)));

/** Activations (card refs) among the events. */
export function activations(p: Played): string[] {
  const out: string[] = [];
  for (const e of p.events) if (e.type === 'activate') out.push(p.state.cards[e.card]?.ref ?? String(e.card));
  return out;
}

/** An inline Normal Spellcaster monster (DARK unless told). */
type Inline = { vanilla: VanillaSpec; ref: string };

export function caster(name: string, atk: number, def = 0, level = 4, attribute: Attribute = 'DARK'): Inline {
  return { vanilla: { name, level, atk, def, attribute, race: 'Spellcaster' }, ref: name };
}

/** An inline Normal monster of any Type. */
export function beast(name: string, atk: number, race = 'Beast', def = 0, level = 4): Inline {
  return { vanilla: { name, level, atk, def, attribute: 'EARTH', race }, ref: name };
}
