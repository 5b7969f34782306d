// Special Summon locks: a `forbid` `specialSummon` (from anywhere, or with `fromHand` only from the
// hand), on made-up cards.
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../../../cards/ruleset';
import { applyAction } from '../../apply';
import { readBoard } from '../../scenario/readBoard';
import type { Action, DuelState } from '../../types';
import { canSpecialSummon } from '../primitives/moves';
import { compileCard } from './compile';
import type { CardDoc } from './types';

const ANY = 990000301; // this turn, you cannot Special Summon
const HAND = 990000302; // this turn, you cannot Special Summon from your hand
const mon = (id: number, name: string) => ({ id, name, kind: 'monster', monsterKind: 'effect', attribute: 'EARTH', race: 'Rock', level: 4, atk: 1000, def: 1000, legend: false }) as const;
const CARDS = [mon(ANY, 'Test Lock All'), mon(HAND, 'Test Lock Hand')];
const DOCS: CardDoc[] = [
  { id: ANY, effects: [{ id: 'e1', kind: 'ignition', steps: [{ do: 'forbid', what: 'specialSummon' }] }] },
  { id: HAND, effects: [{ id: 'e1', kind: 'ignition', steps: [{ do: 'forbid', what: 'specialSummon', fromHand: true }] }] },
];
const RULESET = rulesetWith(CARDS, DOCS.map(compileCard));
const v = (ref: string) => ({ vanilla: { name: ref, level: 4, atk: 1000, def: 0, attribute: 'FIRE', race: 'Dragon' }, ref });

function board(lock: number) {
  const r = readBoard({ turn: 3, turnPlayer: 0, phase: 'main', players: [{ deck: [160302005], monsters: [{ card: { id: lock, ref: 'lock' } }], hand: [v('h')], graveyard: [v('g')] }, { deck: [160302005], hand: [v('oh')] }] }, 1, RULESET);
  return { state: r.state, ref: (k: string) => r.refs.get(k) as number };
}
function play(state: DuelState, a: Action): DuelState {
  const res = applyAction(state, a);
  if (!res.ok) throw new Error(`${JSON.stringify(a)}: ${res.error}`);
  return res.state;
}

describe('forbid specialSummon (R-SS-1): a player rule for the rest of the turn', () => {
  it('without from: neither the hand nor the GY may be Special Summoned from, the opponent is free', () => {
    const b = board(ANY);
    expect(canSpecialSummon(b.state, 0, b.ref('g'))).toBe(true);
    const s = play(b.state, { type: 'activate', card: b.ref('lock'), effect: 'e1' });
    expect(canSpecialSummon(s, 0, b.ref('h'))).toBe(false);
    expect(canSpecialSummon(s, 0, b.ref('g'))).toBe(false);
    expect(canSpecialSummon(s, 1, b.ref('oh'))).toBe(true);
  });
  it('fromHand: only a Special Summon from the hand is forbidden', () => {
    const b = board(HAND);
    const s = play(b.state, { type: 'activate', card: b.ref('lock'), effect: 'e1' });
    expect(canSpecialSummon(s, 0, b.ref('h'))).toBe(false);
    expect(canSpecialSummon(s, 0, b.ref('g'))).toBe(true);
  });
});
