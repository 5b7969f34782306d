// `modify` `opponentTribute` (R-NS-4): a monster of the opponent's field its record marks may be one Tribute of a
// Tribute Summon, in place of 1 monster of the summoner's field; it frees no zone of theirs. The filter `levelSumOf`.
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../cards/ruleset';
import { applyAction } from './apply';
import { legalActions, whyNot } from './legal';
import { readBoard } from './scenario/readBoard';
import type { Action, DuelState } from './types';
import { monsterPasses } from './effects/doc/select';
import { locateMonster } from './zones';

const RULESET = rulesetWith([], []);
const v = (ref: string, level: number) => ({ vanilla: { name: ref, level, atk: 1000, def: 0, attribute: 'FIRE', race: 'Dragon' }, ref });

function board(p0: object, p1: object) {
  const r = readBoard({ turn: 3, turnPlayer: 0, phase: 'main', players: [{ deck: [160302005, 160302005], ...p0 }, { deck: [160302005], ...p1 }] }, 1, RULESET);
  return { state: r.state, ref: (k: string) => r.refs.get(k) as number };
}
/** The record `modify` `opponentTribute` leaves on each of these monsters of seat 1 (made by seat 0's effect). */
function marked(state: DuelState, uids: number[]): DuelState {
  return { ...state, lingering: [...state.lingering, ...uids.map((u) => ({ source: u, target: u, seat: 1 as const, kind: 'opponentTribute' as const, value: 1, untilTurn: state.turn }))] };
}
function play(state: DuelState, a: Action): DuelState {
  const res = applyAction(state, a);
  if (!res.ok) throw new Error(`${JSON.stringify(a)}: ${JSON.stringify(res.error)}`);
  return res.state;
}
const selects = (s: DuelState) => legalActions(s).flatMap((a) => (a.type === 'select' ? [a.card] : []));

describe('modify opponentTribute (R-NS-4)', () => {
  it('R-NS-4: with no monster of your own, the marked opposing monster is the one Tribute of a Level 5', () => {
    const b = board({ hand: [v('five', 5)] }, { monsters: [{ card: v('o', 4) }, { card: v('p', 4) }] });
    expect(legalActions(b.state).some((a) => a.type === 'summon' && a.card === b.ref('five'))).toBe(false);
    let s = marked(b.state, [b.ref('o')]);
    // Listed as well as accepted (R-MAIN-1: whyNot is null exactly for listed actions).
    expect(legalActions(s)).toContainEqual({ type: 'summon', card: b.ref('five'), position: 'attack' });
    s = play(s, { type: 'summon', card: b.ref('five'), position: 'attack' });
    expect(selects(s)).toEqual([b.ref('o')]);
    expect(whyNot(s, { type: 'select', card: b.ref('p') })?.code).toBe('tribute.notYours');
    s = play(s, { type: 'select', card: b.ref('o') });
    expect(s.players[1].gy).toContain(b.ref('o'));
    expect(locateMonster(s, b.ref('five'))?.seat).toBe(0);
  });

  it('R-NS-4: one opposing monster per summon; with your zones full it cannot be the only Tribute (it frees none)', () => {
    const b = board({ hand: [v('seven', 7), v('five', 5)], monsters: [{ card: v('a', 4) }, { card: v('b', 4) }, { card: v('c', 4) }] }, { monsters: [{ card: v('o', 4) }, { card: v('p', 4) }] });
    const both = marked(b.state, [b.ref('o'), b.ref('p')]);
    let s = play(both, { type: 'summon', card: b.ref('seven'), position: 'attack' });
    s = play(s, { type: 'select', card: b.ref('o') });
    expect(whyNot(s, { type: 'select', card: b.ref('p') })?.code).toBe('tribute.oneOpponent');
    expect(selects(s)).not.toContain(b.ref('p'));
    const t = play(both, { type: 'summon', card: b.ref('five'), position: 'attack' });
    expect(whyNot(t, { type: 'select', card: b.ref('o') })?.code).toBe('tribute.noZone');
    const before = JSON.stringify(t);
    expect(applyAction(t, { type: 'select', card: b.ref('o') }).ok).toBe(false);
    expect(JSON.stringify(t)).toBe(before);
  });

  it('R-MEFF-4: a face-down marked monster is no Tribute', () => {
    const b = board({ hand: [v('five', 5)] }, { monsters: [{ card: v('o', 4), position: 'defense', faceDown: true }] });
    const s = marked(b.state, [b.ref('o')]);
    expect(legalActions(s).some((a) => a.type === 'summon' && a.card === b.ref('five'))).toBe(false);
  });
});

describe('filter levelSumOf', () => {
  it('passes a monster whose Level 1 to 5 of the set add up to, as it is on the field', () => {
    const b = board({ hand: [v('h1', 1), v('h3', 3), v('h6', 6)] }, { monsters: [{ card: v('o4', 4) }, { card: v('o5', 5) }, { card: v('o2', 2) }] });
    const ctx = { state: b.state, self: b.ref('h1'), seat: 0 as const, locals: {} };
    const f = { levelSumOf: { place: 'hand' as const, side: 'you' as const } };
    const pass = (ref: string) => monsterPasses(ctx, locateMonster(b.state, b.ref(ref))?.slot as NonNullable<ReturnType<typeof locateMonster>>['slot'], f);
    expect([pass('o4'), pass('o5'), pass('o2')]).toEqual([true, false, false]);
  });
});
