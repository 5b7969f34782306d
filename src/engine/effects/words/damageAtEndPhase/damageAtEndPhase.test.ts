// damageAtEndPhase: damage by the effect, delayed to the End Phase, on made-up cards.
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../../../../cards/ruleset';
import { applyAction } from '../../../apply';
import { readBoard } from '../../../scenario/readBoard';
import { deserialize, serialize } from '../../../serialize';
import type { Action, DuelState } from '../../../types';
import { compileCard } from '../../doc/compile';
import type { CardDoc } from '../../doc/types';

const BURNER = 990046311; // its effect: 500 ATK, then its player takes its original ATK (1000) in the End Phase
const GIFT = 990046312; // its effect: the opponent takes 300 in the End Phase
const SHIELD = 990046313; // its effect: this turn its player takes no effect damage
const mon = (id: number, name: string) => ({ id, name, kind: 'monster', monsterKind: 'effect', attribute: 'DARK', race: 'Fiend', level: 4, atk: 1000, def: 1000, legend: false }) as const;
const CARDS = [mon(BURNER, 'Test Burner'), mon(GIFT, 'Test Gift'), mon(SHIELD, 'Test Shield')];
const DOCS: CardDoc[] = [
  { id: BURNER, effects: [{ id: 'e1', kind: 'ignition', steps: [{ do: 'modify', cards: 'self', kind: 'atk', value: 500 }, { do: 'damageAtEndPhase', amount: { times: 1, originalAtkOf: 'self' } }] }] },
  { id: GIFT, effects: [{ id: 'e1', kind: 'ignition', steps: [{ do: 'damageAtEndPhase', player: 'opponent', amount: 300 }] }] },
  { id: SHIELD, effects: [{ id: 'e1', kind: 'ignition', steps: [{ do: 'forbid', what: 'effectDamage' }] }] },
];
const RULESET = rulesetWith(CARDS, DOCS.map(compileCard));
const DECK = Array.from({ length: 12 }, () => 160302005);

function board(ids: number[], lp = 8000) {
  const r = readBoard(
    { turn: 3, turnPlayer: 0, phase: 'main', players: [{ lp, deck: DECK, monsters: ids.map((id, i) => ({ card: { id, ref: `m${i}` }, zone: i })) }, { deck: DECK }] },
    1,
    RULESET,
  );
  return { state: r.state, ref: (k: string) => r.refs.get(k) as number };
}
function play(state: DuelState, actions: Action[]): DuelState {
  for (const a of actions) {
    const res = applyAction(state, a);
    if (!res.ok) throw new Error(`${JSON.stringify(a)}: ${JSON.stringify(res.error)}`);
    state = res.state;
  }
  return state;
}

describe('damageAtEndPhase (R-END-1): damage by the effect in this turn\'s End Phase', () => {
  it('R-END-1: the amount is read when the step runs, kept as a rule on the damaged player, and dealt in the End Phase', () => {
    const b = board([BURNER, GIFT]);
    const s = play(b.state, [{ type: 'activate', card: b.ref('m0'), effect: 'e1' }, { type: 'activate', card: b.ref('m1'), effect: 'e1' }]);
    expect(s.lingering.filter((l) => l.kind === 'damageAtEndPhase').map((l) => [l.seat, l.value, l.untilTurn])).toEqual([[0, 1000, 3], [1, 300, 3]]);
    expect(s.players.map((p) => p.lp)).toEqual([8000, 8000]);
    const back = deserialize(serialize(s), RULESET);
    expect(back.ok).toBe(true);
    const next = play(s, [{ type: 'endTurn' }]);
    expect(next.players.map((p) => p.lp)).toEqual([7000, 7700]);
    expect(next.lingering.some((l) => l.kind === 'damageAtEndPhase')).toBe(false);
    // Nothing more in the next End Phase.
    const later = play(next, [{ type: 'endTurn' }]);
    expect(later.players.map((p) => p.lp)).toEqual([7000, 7700]);
  });
  it('R-END-1: a rule stopping effect damage still holds in the End Phase', () => {
    const b = board([BURNER, SHIELD]);
    const s = play(b.state, [{ type: 'activate', card: b.ref('m0'), effect: 'e1' }, { type: 'activate', card: b.ref('m1'), effect: 'e1' }, { type: 'endTurn' }]);
    expect(s.players[0].lp).toBe(8000);
  });
  it('R-WIN-1: damage in the End Phase that brings its player to 0 ends the duel there', () => {
    const b = board([BURNER], 1000);
    const s = play(b.state, [{ type: 'activate', card: b.ref('m0'), effect: 'e1' }, { type: 'endTurn' }]);
    expect(s.players[0].lp).toBe(0);
    expect(s.winner).toBe(1);
    expect(s.turn).toBe(3);
  });
});
