// The summon record on a monster's slot: how it arrived, on which turn, from where, and what
// was Tributed for it (types.ts SummonRecord).
import { describe, expect, it } from 'vitest';
import { stateProblems } from './invariants';
import { deserialize, serialize } from './serialize';
import { summonFromExtra } from './effects/primitives/fusionSummon';
import { specialSummon } from './effects/primitives/moves';
import { writeBoard } from './scenario/writeBoard';
import {
  apply, applyAll, atkPos, BLUE_EYES, board, card, FIRE_GUARDIAN, FLAME_WINGMAN, load, mk, OVERLORD, OVERLORD_L, OVERLORD_R, slotOf,
} from './testing/mk';
import { testRuleset } from './testing/ruleset';
import type { DuelState } from './types';

const ctxOf = (state: DuelState) => ({ state, seat: 0 as const, self: -1, locals: {}, events: [] });

describe('summon record on the monster slot', () => {
  it('a Normal Summon records normal from the hand; a Set records set (not a summon) yet counts as arrived this turn', () => {
    const { state, uid } = load(board({ hand: [mk('a', 1000), mk('b', 1100)] }, {}, { turn: 3 }));
    const r = applyAll(state, [
      { type: 'summon', card: uid('a'), position: 'attack', zone: 0 },
      { type: 'summon', card: uid('b'), position: 'set', zone: 1 },
    ]);
    expect(slotOf(r.state, uid('a')).slot.summoned).toEqual({ how: 'normal', turn: 3, from: 'hand', tributes: [] });
    expect(slotOf(r.state, uid('b')).slot).toMatchObject({ summonedThisTurn: true, summoned: { how: 'set', turn: 3 } });
    expect(stateProblems(r.state)).toEqual([]);
  });

  it('a Tribute Summon records the Tributes; a Tribute Set records them under set', () => {
    for (const position of ['attack', 'set'] as const) {
      const { state, uid } = load(board({ hand: [card(FIRE_GUARDIAN, 'fg')], monsters: [atkPos(mk('t', 1000))] }));
      let r = apply(state, { type: 'summon', card: uid('fg'), position });
      r = apply(r.state, { type: 'select', card: uid('t') });
      expect(slotOf(r.state, uid('fg')).slot.summoned).toEqual({
        how: position === 'set' ? 'set' : 'tribute', turn: 2, from: 'hand', tributes: [uid('t')],
      });
    }
  });

  it('a MAXIMUM Summon, a Special Summon from the GY and a Fusion Summon from the Extra Deck are recorded as such', () => {
    const { state, uid } = load(board({
      hand: [card(OVERLORD, 'C'), card(OVERLORD_L, 'L'), card(OVERLORD_R, 'R')],
    }));
    const r = apply(state, { type: 'maximumSummon', card: uid('C'), left: uid('L'), right: uid('R') });
    expect(slotOf(r.state, uid('C')).slot.summoned).toMatchObject({ how: 'maximum', from: 'hand' });

    const two = load(board({ graveyard: [mk('g', 1000)], extra: [card(FLAME_WINGMAN, 'fw')] }));
    const ctx = ctxOf(two.state);
    expect(specialSummon(ctx, two.uid('g'))).toBe(true);
    expect(summonFromExtra(ctx, two.uid('fw'), 'attack')).toBe(true);
    expect(slotOf(ctx.state, two.uid('g')).slot.summoned).toEqual({ how: 'special', turn: 2, from: 'gy', tributes: [] });
    expect(slotOf(ctx.state, two.uid('fw')).slot.summoned).toEqual({ how: 'fusion', turn: 2, from: 'extra', tributes: [] });
  });

  it('the record stays with its turn when the turn ends (summonedThisTurn is cleared; the record says an earlier turn)', () => {
    const { state, uid } = load(board({ hand: [mk('a', 1000)] }));
    let s = apply(state, { type: 'summon', card: uid('a'), position: 'attack', zone: 0 }).state;
    s = apply(s, { type: 'endTurn' }).state;
    expect(s.turn).toBe(3);
    expect(slotOf(s, uid('a')).slot).toMatchObject({ summonedThisTurn: false, summoned: { how: 'normal', turn: 2 } });
  });

  it('serialises and loads back; a saved state without the field (older save) still loads', () => {
    const { state, uid } = load(board({ hand: [mk('a', 1000)] }));
    const s = apply(state, { type: 'summon', card: uid('a'), position: 'attack', zone: 0 }).state;
    const back = deserialize(serialize(s), testRuleset());
    expect(back.ok && slotOf(back.state, uid('a')).slot.summoned).toEqual({ how: 'normal', turn: 2, from: 'hand', tributes: [] });
    const old = JSON.parse(serialize(s)) as { state: DuelState };
    for (const m of old.state.players[0]?.monsters ?? []) if (m) delete m.summoned;
    expect(deserialize(JSON.stringify(old), testRuleset()).ok).toBe(true);
    const bad = JSON.parse(serialize(s)) as { state: { players: { monsters: ({ summoned: { how: string } } | null)[] }[] } };
    const m0 = bad.state.players[0]?.monsters[0];
    if (m0) m0.summoned.how = 'flip';
    expect(deserialize(JSON.stringify(bad), testRuleset())).toMatchObject({ ok: false, error: expect.stringMatching(/summoned\.how/) });
  });

  it('a scenario may say how a monster was summoned this turn; a board without it loads as before', () => {
    const withHow = load(board({ monsters: [{ card: mk('a', 1000), summonedHow: 'tribute' } as never] }, {}, { turn: 5 }));
    expect(slotOf(withHow.state, withHow.uid('a')).slot).toMatchObject({ summonedThisTurn: true, summoned: { how: 'tribute', turn: 5, from: 'hand' } });
    expect((writeBoard(withHow.state) as { players: { monsters: unknown[] }[] }).players[0]?.monsters[0]).toMatchObject({ summonedHow: 'tribute', summonedFrom: 'hand' });
    const plain = load(board({ monsters: [atkPos(mk('a', 1000), { summonedThisTurn: true })] }));
    expect(slotOf(plain.state, plain.uid('a')).slot).toMatchObject({ summonedThisTurn: true, summoned: null });
    expect(() => load(board({ monsters: [{ card: mk('a', 1000), summonedHow: 'maximum' } as never] }))).toThrow(/summonedHow/);
    expect(() => load(board({ monsters: [{ card: mk('a', 1000), summonedHow: 'normal', summonedFrom: 'gy' } as never] }))).toThrow(/summonedFrom/);
  });

  it('R-NS-6: a Tribute that stood for 2 Tributes is kept as such (tributeWorth), and a save keeps it', () => {
    const { state, uid } = load(board({ hand: [card(BLUE_EYES, 'be')], monsters: [atkPos(mk('t', 1000))] }));
    const worth2: DuelState = { ...state, lingering: [{ source: uid('t'), target: uid('t'), seat: 0, kind: 'tributeValue', value: 2, untilTurn: state.turn }] };
    let r = apply(worth2, { type: 'summon', card: uid('be'), position: 'attack' });
    r = apply(r.state, { type: 'select', card: uid('t') });
    expect(slotOf(r.state, uid('be')).slot.summoned).toEqual({ how: 'tribute', turn: 2, from: 'hand', tributes: [uid('t')], tributeWorth: [2] });
    const back = deserialize(serialize(r.state), testRuleset());
    expect(back.ok && slotOf(back.state, uid('be')).slot.summoned?.tributeWorth).toEqual([2]);
    expect(stateProblems(r.state)).toEqual([]);
  });
});
