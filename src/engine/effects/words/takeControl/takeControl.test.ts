// takeControl: a monster of the opponent's field moves to the effect's player, on made-up cards.
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../../../../cards/ruleset';
import { applyAction } from '../../../apply';
import { readBoard } from '../../../scenario/readBoard';
import { deserialize, serialize } from '../../../serialize';
import { stateProblems } from '../../../invariants';
import type { Action, DuelState } from '../../../types';
import { locateMonster } from '../../../zones';
import { compileCard } from '../../doc/compile';
import type { CardDoc } from '../../doc/types';

// Made-up Effect monsters that take control of 1 opposing monster (for the turn, or for good).
const BORROW = 990000201;
const KEEP = 990000202;
const FILLER = 160302005;
const CARDS = [
  { id: BORROW, name: 'Test Borrowing Imp', kind: 'monster', monsterKind: 'effect', attribute: 'DARK', race: 'Fiend', level: 4, atk: 1000, def: 1000, legend: false },
  { id: KEEP, name: 'Test Keeping Imp', kind: 'monster', monsterKind: 'effect', attribute: 'DARK', race: 'Fiend', level: 4, atk: 1000, def: 1000, legend: false },
] as const;
const takeDoc = (id: number, until?: 'endPhase'): CardDoc => ({
  id,
  effects: [{ id: 'e1', kind: 'ignition', steps: [
    { do: 'choose', as: 'target', from: { place: 'monsterZones', side: 'opponent', filter: { faceUp: true } } },
    { do: 'takeControl', cards: { chosen: 'target' }, ...(until ? { until } : {}) },
  ] }],
});
const RULESET = rulesetWith(CARDS, [compileCard(takeDoc(BORROW, 'endPhase')), compileCard(takeDoc(KEEP))]);

function play(id: number, theirs: number, after: Action[] = [], mine: number[] = []): { state: DuelState; me: number; foe: number } {
  const r = readBoard(
    {
      turn: 3,
      turnPlayer: 0,
      phase: 'main',
      players: [
        { deck: [FILLER, FILLER], monsters: [{ card: { id, ref: 'me' } }, ...mine.map((card) => ({ card }))] },
        { deck: [FILLER, FILLER], monsters: [{ card: { id: theirs, ref: 'foe' } }] },
      ],
    },
    1,
    RULESET,
  );
  const me = r.refs.get('me') as number;
  const foe = r.refs.get('foe') as number;
  let state = r.state;
  for (const a of [{ type: 'activate', card: me, effect: 'e1' }, { type: 'select', card: foe }, ...after] as Action[]) {
    const res = applyAction(state, a);
    if (!res.ok) throw new Error(`${JSON.stringify(a)}: ${JSON.stringify(res.error)}`);
    state = res.state;
    expect(stateProblems(state)).toEqual([]);
  }
  return { state, me, foe };
}

describe('takeControl (R-CARD-8, R-ZONE-2, R-END-1)', () => {
  it('the opponent\'s monster moves to the player\'s field and keeps its owner', () => {
    const { state, foe } = play(KEEP, FILLER);
    expect(locateMonster(state, foe)?.seat).toBe(0);
    expect(state.cards[foe]?.owner).toBe(1);
  });

  it('for good: it stays after the End Phase', () => {
    const { state, foe } = play(KEEP, FILLER, [{ type: 'endTurn' }]);
    expect(locateMonster(state, foe)?.seat).toBe(0);
  });

  it('until the End Phase: control goes back, and a save in between keeps the record', () => {
    const mid = play(BORROW, FILLER);
    const back = deserialize(serialize(mid.state), RULESET);
    if (!back.ok) throw new Error(back.error);
    expect(back.state.lingering).toEqual([expect.objectContaining({ kind: 'controlUntilEndPhase', target: mid.foe, seat: 1 })]);
    const { state, foe } = play(BORROW, FILLER, [{ type: 'endTurn' }]);
    expect(locateMonster(state, foe)?.seat).toBe(1);
    expect(state.lingering.some((l) => l.kind === 'controlUntilEndPhase')).toBe(false);
  });

  it('R-CARD-8: Tributed, the taken monster goes to its owner\'s GY', () => {
    const r = readBoard(
      { turn: 3, turnPlayer: 0, phase: 'main', players: [{ deck: [FILLER], hand: [{ id: 160001000, ref: 'big' }], monsters: [{ card: { id: KEEP, ref: 'me' } }, { card: FILLER }] }, { deck: [FILLER], monsters: [{ card: { id: FILLER, ref: 'foe' } }] }] },
      1,
      RULESET,
    );
    const me = r.refs.get('me') as number;
    const foe = r.refs.get('foe') as number;
    const big = r.refs.get('big') as number;
    let state = r.state;
    for (const a of [{ type: 'activate', card: me, effect: 'e1' }, { type: 'select', card: foe }, { type: 'summon', card: big, position: 'attack' }] as Action[]) {
      const res = applyAction(state, a);
      if (!res.ok) throw new Error(JSON.stringify(res.error));
      state = res.state;
    }
    // Blue-Eyes White Dragon needs 2 Tributes: the taken monster and one of the player's own.
    for (const t of [foe, state.players[0].monsters.find((m) => m && m.uid !== me && m.uid !== foe)?.uid as number]) {
      const res = applyAction(state, { type: 'select', card: t } as Action);
      if (!res.ok) throw new Error(JSON.stringify(res.error));
      state = res.state;
    }
    expect(state.players[1].gy).toContain(foe);
    expect(state.players[0].gy).not.toContain(foe);
  });

  it('R-ZONE-2: with no free zone of its own the effect cannot be activated', () => {
    const r = readBoard(
      { turn: 3, turnPlayer: 0, phase: 'main', players: [{ deck: [FILLER], monsters: [{ card: { id: KEEP, ref: 'me' } }, { card: FILLER }, { card: FILLER }] }, { deck: [FILLER], monsters: [{ card: FILLER }] }] },
      1,
      RULESET,
    );
    const me = r.refs.get('me') as number;
    expect(applyAction(r.state, { type: 'activate', card: me, effect: 'e1' } as Action).ok).toBe(false);
  });

  it('R-END-1: with the owner\'s zones full at the End Phase, the borrowed monster goes to its owner\'s GY', () => {
    const r = readBoard(
      { turn: 3, turnPlayer: 0, phase: 'main', players: [{ deck: [FILLER, FILLER], monsters: [{ card: { id: BORROW, ref: 'me' } }] }, { deck: [FILLER, FILLER], monsters: [{ card: { id: FILLER, ref: 'foe' } }] }] },
      1,
      RULESET,
    );
    const me = r.refs.get('me') as number;
    const foe = r.refs.get('foe') as number;
    let state = r.state;
    for (const a of [{ type: 'activate', card: me, effect: 'e1' }, { type: 'select', card: foe }] as Action[]) {
      const res = applyAction(state, a);
      if (!res.ok) throw new Error(JSON.stringify(res.error));
      state = res.state;
    }
    // The opponent's zones fill up meanwhile (set up by hand: no card of the pool does it).
    const extra = state.players[0].deck.slice(0, 2);
    state = structuredClone(state);
    state.players[0].deck = state.players[0].deck.slice(2);
    extra.forEach((u, i) => {
      (state.cards[u] as { owner: 0 | 1 }).owner = 1;
      state.players[1].monsters[i] = { uid: u, position: 'attack', faceDown: false, summonedThisTurn: false, positionChangedThisTurn: false, attacks: 0, effectsUsedThisTurn: [], maximum: null, summoned: null };
    });
    state.players[1].monsters[2] = { uid: state.players[1].deck[0] as number, position: 'attack', faceDown: false, summonedThisTurn: false, positionChangedThisTurn: false, attacks: 0, effectsUsedThisTurn: [], maximum: null, summoned: null };
    state.players[1].deck = state.players[1].deck.slice(1);
    const res = applyAction(state, { type: 'endTurn' } as Action);
    if (!res.ok) throw new Error(JSON.stringify(res.error));
    expect(res.state.players[1].gy).toContain(foe);
  });
});
