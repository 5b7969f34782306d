// What each player did this turn, for the conditions "during a turn you have not …"
// (`notDoneThisTurn`): `turnRecord` entries of state.lingering, plain data that ends with the
// turn (R-END-1). Recorded after every action from its events, and only in a duel where some
// card's document reads them, so other duels keep their states as they were.
import { cardDef } from '../cards';
import type { DuelEvent, DuelState, Phase, Seat } from '../types';
import { locateMonster } from '../zones';
import { addLingering } from './lingering';
import { scriptsOfDuel } from './registry';
import type { CardScript } from './types';

export type TurnAct = 'activate' | 'specialSummon' | 'ritualSummon' | 'drawInMainPhase';
export type SummonFrom = 'hand' | 'deck' | 'gy' | 'extra';

const FROM: readonly (SummonFrom | 'other')[] = ['hand', 'deck', 'gy', 'extra', 'other'];
/** The `value` of a record: an activation, a draw in the Main Phase, a Ritual Summon, a Special Summon (10 + where from). */
const CODE = { activate: 1, drawInMainPhase: 2, ritualSummon: 3, specialSummon: 10 } as const;

/** The `value` of a record of one Special Summoned card (`source`), face-up or face-down, kept only where `specialSummonedThisTurn` is read. */
const SUMMONED_CARD = { faceUp: 20, faceDown: 21, fusionInMain: 22 } as const;

/** The `value` of a record of one monster Reversed during a Main Phase (`target` its uid), kept only where `self` `flippedThisTurn` is read. */
const REVERSED = 23;

/** Which records a card reads: 1 the acts (`notDoneThisTurn`), 2 the Special Summoned cards (`specialSummonedThisTurn`), 4 the Reversed monsters (`flippedThisTurn`). */
const reads = new WeakMap<CardScript, number>();
function readsLog(s: CardScript): number {
  let r = reads.get(s);
  if (r === undefined) {
    const text = s.doc === undefined ? '' : JSON.stringify(s.doc);
    r = (text.includes('"notDoneThisTurn"') ? 1 : 0) | (text.includes('"specialSummonedThisTurn"') ? 2 : 0) | (text.includes('"flippedThisTurn"') ? 4 : 0);
    reads.set(s, r);
  }
  return r;
}

function duelReads(state: DuelState): number {
  let r = 0;
  for (const s of scriptsOfDuel(state)) if (s !== undefined) r |= readsLog(s);
  return r;
}

/** Whether a card of the duel reads the turn's records. */
export function duelKeepsTurnLog(state: DuelState): boolean {
  return duelReads(state) !== 0;
}

function record(d: DuelState, seat: Seat, value: number, source: number, perCard: boolean): void {
  const same = d.lingering.some((l) => l.kind === 'turnRecord' && l.seat === seat && l.value === value && (!perCard || cardDef(d, l.source).id === cardDef(d, source).id));
  if (!same) addLingering(d, { source, target: null, seat, kind: 'turnRecord', value, untilTurn: d.turn });
}

function summonedFrom(d: DuelState, uid: number, how: string): SummonFrom | 'other' {
  const at = locateMonster(d, uid);
  if (at?.slot.summoned) return at.slot.summoned.from;
  // Gone from the field already: a Fusion or Ritual Monster came from the Extra Deck (R-RIT-1), a MAXIMUM Summon from the hand.
  return how === 'fusion' || how === 'ritual' ? 'extra' : how === 'maximum' ? 'hand' : 'other';
}

/** Records what the action's events did this turn (only the events after the last turn began). */
export function recordTurn(d: DuelState, phaseBefore: Phase, events: readonly DuelEvent[]): void {
  if (events.length === 0) return;
  const kept = duelReads(d);
  if (kept === 0) return;
  let start = 0;
  let phase = phaseBefore;
  events.forEach((e, i) => {
    if (e.type === 'turn') start = i + 1;
  });
  for (let i = 0; i < events.length; i++) {
    const e = events[i] as DuelEvent;
    if (e.type === 'phase') phase = e.phase;
    if (i < start) continue;
    if (e.type === 'summon' && e.how !== 'normal' && e.how !== 'tribute' && (kept & 2) !== 0) {
      record(d, e.player, e.faceDown ? SUMMONED_CARD.faceDown : SUMMONED_CARD.faceUp, e.card, true);
      // A Fusion Summon during the Main Phase ("during your Main Phase that you Fusion Summoned"), kept apart.
      if (e.how === 'fusion' && phase === 'main') record(d, e.by ?? e.player, SUMMONED_CARD.fusionInMain, e.card, true);
    }
    if ((kept & 1) === 0) continue;
    if (e.type === 'activate') record(d, e.player, CODE.activate, e.card, true);
    else if (e.type === 'draw' && phase === 'main') record(d, e.player, CODE.drawInMainPhase, e.card, false);
    else if (e.type === 'summon' && e.how !== 'normal' && e.how !== 'tribute') {
      // The summoning player (`by` when they summoned it to the other field).
      record(d, e.by ?? e.player, CODE.specialSummon + FROM.indexOf(summonedFrom(d, e.card, e.how)), e.card, false);
      if (e.how === 'ritual') record(d, e.by ?? e.player, CODE.ritualSummon, e.card, false);
    }
  }
}

export interface TurnActTest {
  act: TurnAct;
  /** For `activate`: the printed card ids, or the card kind, of the activated card. */
  ids?: readonly number[];
  kind?: 'monster' | 'spell' | 'trap';
  /** For `specialSummon`: where the monster came from. */
  from?: SummonFrom;
}

/** Whether seat did that act this turn. */
export function didThisTurn(state: DuelState, seat: Seat, t: TurnActTest): boolean {
  for (const l of state.lingering) {
    if (l.kind !== 'turnRecord' || l.seat !== seat || l.untilTurn < state.turn) continue;
    if (t.act === 'specialSummon') {
      if (l.value >= CODE.specialSummon && l.value < CODE.specialSummon + FROM.length && (t.from === undefined || FROM[l.value - CODE.specialSummon] === t.from)) return true;
      continue;
    }
    if (l.value !== CODE[t.act]) continue;
    if (t.act !== 'activate') return true;
    const def = cardDef(state, l.source);
    if (t.ids && !t.ids.includes(def.id)) continue;
    if (t.kind && def.kind !== t.kind) continue;
    return true;
  }
  return false;
}

/** Whether seat Special Summoned this turn a monster of printed Level min..max (face-up only with `faceUp`; with `fusion`, Fusion Summoned during the Main Phase). */
export function specialSummonedThisTurn(state: DuelState, seat: Seat, min: number, max: number, faceUp: boolean, fusion = false): boolean {
  for (const l of state.lingering) {
    if (l.kind !== 'turnRecord' || l.seat !== seat || l.untilTurn < state.turn) continue;
    if (fusion) {
      if (l.value !== SUMMONED_CARD.fusionInMain) continue;
    } else if (l.value !== SUMMONED_CARD.faceUp && (faceUp || l.value !== SUMMONED_CARD.faceDown)) continue;
    const level = cardDef(state, l.source).level ?? 0;
    if (level >= min && level <= max) return true;
  }
  return false;
}

/**
 * A face-down monster turned face-up (a Reverse, R-POS-1 / R-POS-6, or by an effect): during a
 * Main Phase it is recorded for the rest of the turn ("the turn this card was flipped face-up").
 * The record names the monster (`target`), so it ends when the monster leaves the field or is
 * turned face-down again (forgetMonster, R-MEFF-4). Kept only in a duel where a card reads it.
 */
export function recordReverse(d: DuelState, seat: Seat, uid: number): void {
  if (d.phase !== 'main' || (duelReads(d) & 4) === 0) return;
  if (d.lingering.some((l) => l.kind === 'turnRecord' && l.value === REVERSED && l.target === uid)) return;
  addLingering(d, { source: uid, target: uid, seat, kind: 'turnRecord', value: REVERSED, untilTurn: d.turn });
}

/** Whether this monster was Reversed during a Main Phase of this turn and has stayed face-up on the field since. */
export function flippedThisTurn(state: DuelState, uid: number): boolean {
  for (const l of state.lingering) if (l.kind === 'turnRecord' && l.value === REVERSED && l.target === uid && l.untilTurn >= state.turn) return true;
  return false;
}
