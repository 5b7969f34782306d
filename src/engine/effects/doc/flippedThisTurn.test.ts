// The condition `self` `flippedThisTurn` ("the turn this card was flipped face-up": a turnRecord
// naming the monster, effects/turnLog.ts) and the condition `anyOf` ("… or if …").
import { describe, expect, it } from 'vitest';
import { builtinRuleset } from '../../../cards/ruleset';
import { applyAction } from '../../apply';
import { legalActions } from '../../legal';
import { readBoard } from '../../scenario/readBoard';
import { deserialize, serialize } from '../../serialize';
import type { DuelState } from '../../types';
import { flippedThisTurn } from '../turnLog';
import { cardDocProblem } from './validate';

// A Charmer of set 160218 (its effect: `anyOf` of `flippedThisTurn` and another Spellcaster with 1500 DEF).
const CHARMER = 160218001;
function setup(faceDown: boolean, phase: 'main' | 'battle' = 'main') {
  const r = readBoard({
    turn: 3, phase,
    players: [
      { monsters: [{ card: { id: CHARMER, ref: 'ch' }, position: 'defense', faceDown }], deck: Array.from({ length: 5 }, () => ({ id: 160001002 })) },
      { monsters: [{ card: { vanilla: { name: 'o', level: 4, atk: 1000, def: 0, attribute: 'EARTH', race: 'Warrior' }, ref: 'o' } }], deck: Array.from({ length: 5 }, () => ({ id: 160001002 })) },
    ],
  }, 1, builtinRuleset());
  const ch = r.refs.get('ch') as number;
  const offered = (s: DuelState) => legalActions(s).some((a) => a.type === 'activate' && a.card === ch);
  const act = (s: DuelState, a: Parameters<typeof applyAction>[1]): DuelState => {
    const x = applyAction(s, a);
    if (!x.ok) throw new Error(x.error.code);
    return x.state;
  };
  return { state: r.state, ch, offered, act };
}

describe('self flippedThisTurn', () => {
  it('R-POS-1: a Reverse during the Main Phase is recorded, and the condition holds for the rest of the turn', () => {
    const { state, ch, offered, act } = setup(true);
    expect(offered(state)).toBe(false);
    const after = act(state, { type: 'changePosition', card: ch });
    expect(flippedThisTurn(after, ch)).toBe(true);
    expect(offered(after)).toBe(true);
  });
  it('R-POS-1: a monster that was face-up already is not Reversed by a change of position', () => {
    const { state, ch, offered, act } = setup(false);
    const after = act(state, { type: 'changePosition', card: ch });
    expect(flippedThisTurn(after, ch)).toBe(false);
    expect(offered(after)).toBe(false);
  });
  it('R-END-1: the record ends with the turn', () => {
    const { state, ch, act } = setup(true);
    const after = act(state, { type: 'changePosition', card: ch });
    const next = act(after, { type: 'endTurn' });
    expect(flippedThisTurn(next, ch)).toBe(false);
    expect(next.lingering.some((l) => l.kind === 'turnRecord' && l.target === ch)).toBe(false);
  });
  it('R-POS-1: the record is kept through a save and a load', () => {
    const { state, ch, act } = setup(true);
    const after = act(state, { type: 'changePosition', card: ch });
    const loaded = deserialize(serialize(after), builtinRuleset());
    expect(loaded.ok && flippedThisTurn(loaded.state, ch)).toBe(true);
  });
});

describe('condition anyOf', () => {
  const doc = (condition: unknown) => ({ id: 1, effects: [{ id: 'e1', kind: 'ignition', condition, steps: [{ do: 'draw', count: 1 }] }] });
  it('R-MEFF-2: two or three conditions, none of them an anyOf', () => {
    expect(cardDocProblem(doc([{ anyOf: [{ self: 'flippedThisTurn' }, { turn: 'you' }] }]))).toBeNull();
    expect(cardDocProblem(doc([{ anyOf: [{ self: 'flippedThisTurn' }] }]))).not.toBeNull();
    expect(cardDocProblem(doc([{ anyOf: [{ turn: 'you' }, { anyOf: [{ turn: 'you' }, { lp: 'lower' }] }] }]))).not.toBeNull();
  });
});
