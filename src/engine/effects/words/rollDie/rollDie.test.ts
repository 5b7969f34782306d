// The dice words on made-up cards: the step `rollDie`, the condition `rolled`, the value
// `dieResult` and the filter `diceEffect` (a card whose document rolls a die).
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../../../../cards/ruleset';
import { applyAction } from '../../../apply';
import { legalActions } from '../../../legal';
import { readBoard } from '../../../scenario/readBoard';
import type { DuelEvent } from '../../../types';
import { compileCard } from '../../doc/compile';
import { cardDocProblem } from '../../doc/validate';
import type { CardDoc } from '../../doc/types';

const ROLLER = 990000401; // a monster: roll; opponent takes result x 100; if 6 or more, you gain 600 LP
const TWICE = 990000402; // a monster: your opponent rolls twice; you draw cards equal to the total
const FETCH = 990000403; // a monster: add 1 card with a die-rolling effect from your GY
const PLAIN = 990000404; // a monster with an effect that rolls no die
const mon = (id: number, name: string) => ({ id, name, kind: 'monster', monsterKind: 'effect', attribute: 'LIGHT', race: 'Fairy', level: 4, atk: 1000, def: 1000, legend: false }) as const;
const CARDS = [mon(ROLLER, 'Test Roller'), mon(TWICE, 'Test Twice'), mon(FETCH, 'Test Fetch'), mon(PLAIN, 'Test Plain')];
const DOCS: CardDoc[] = [
  {
    id: ROLLER,
    effects: [{ id: 'e1', kind: 'ignition', steps: [
      { do: 'rollDie', as: 'die' },
      { do: 'damage', player: 'opponent', amount: { times: 100, dieResult: 'die' } },
      { do: 'gainLp', amount: 600, if: [{ rolled: 'die', min: 6 }] },
    ] }],
  },
  { id: TWICE, effects: [{ id: 'e1', kind: 'ignition', steps: [{ do: 'rollDie', times: 2, by: 'opponent', as: 'dice' }, { do: 'draw', count: { times: 1, dieResult: 'dice' } }] }] },
  { id: FETCH, effects: [{ id: 'e1', kind: 'ignition', steps: [{ do: 'choose', as: 'x', from: { place: 'gy', side: 'you', filter: { diceEffect: true } } }, { do: 'move', cards: { chosen: 'x' }, to: 'hand' }] }] },
  { id: PLAIN, effects: [{ id: 'e1', kind: 'ignition', steps: [{ do: 'gainLp', amount: 100 }] }] },
];
const RULESET = rulesetWith(CARDS, DOCS.map(compileCard));
const FILLER = 160302005;
const deck = Array.from({ length: 15 }, () => FILLER);

function run(card: number, seed: number, gy: number[] = []) {
  const r = readBoard({ turn: 3, turnPlayer: 0, phase: 'main', players: [{ deck, graveyard: gy, monsters: [{ card: { id: card, ref: 'p' } }] }, { deck }] }, seed, RULESET);
  const uid = r.refs.get('p') as number;
  return { state: r.state, uid, res: applyAction(r.state, { type: 'activate', card: uid, effect: 'e1' }) };
}
const dice = (events: DuelEvent[]) => events.filter((e) => e.type === 'die') as Extract<DuelEvent, { type: 'die' }>[];

describe('the dice words are valid', () => {
  it('every made-up document validates', () => {
    for (const d of DOCS) expect(cardDocProblem(d)).toBeNull();
  });
  it('a total among nine others (two dice) is a valid rolled condition', () => {
    expect(cardDocProblem({ id: ROLLER, effects: [{ id: 'e1', kind: 'ignition', steps: [{ do: 'rollDie', times: 2, as: 'd' }, { do: 'draw', count: 1, if: [{ rolled: 'd', oneOf: [2, 3, 4, 5, 6, 8, 9, 10, 12] }] }] }] })).toBeNull();
  });
  it('a roll of 3 times and a result of 13 are refused', () => {
    expect(cardDocProblem({ id: ROLLER, effects: [{ id: 'e1', kind: 'ignition', steps: [{ do: 'rollDie', times: 3, as: 'd' }] }] })).not.toBeNull();
    expect(cardDocProblem({ id: ROLLER, effects: [{ id: 'e1', kind: 'ignition', steps: [{ do: 'rollDie', as: 'd' }, { do: 'draw', count: 1, if: [{ rolled: 'd', min: 13 }] }] }] })).not.toBeNull();
  });
});

describe('rollDie, rolled and dieResult (R-MEFF-2)', () => {
  it('a roll is a draw of the seeded RNG, 1 to 6, one die event, the same for the same seed; the value is the result times 100', () => {
    const seen = new Set<number>();
    for (let seed = 1; seed <= 30; seed++) {
      const { res } = run(ROLLER, seed);
      if (!res.ok) throw new Error(String(res.error));
      const rolls = dice(res.events);
      expect(rolls).toHaveLength(1);
      const n = rolls[0]?.result ?? 0;
      expect(n >= 1 && n <= 6).toBe(true);
      expect(rolls[0]?.player).toBe(0);
      seen.add(n);
      const again = run(ROLLER, seed).res;
      expect(again.ok && dice(again.events)[0]?.result).toBe(n);
      expect(res.state.players[1].lp).toBe(8000 - 100 * n);
      // The rolled condition: only a 6 gains the LP.
      expect(res.state.players[0].lp).toBe(n === 6 ? 8600 : 8000);
    }
    expect(seen.size).toBe(6);
  });
  it('two rolls by the opponent: two die events of player 1, the draw counts their total', () => {
    const { state, res } = run(TWICE, 7);
    if (!res.ok) throw new Error(String(res.error));
    const rolls = dice(res.events);
    expect(rolls.map((e) => e.player)).toEqual([1, 1]);
    const total = rolls.reduce((n, e) => n + e.result, 0);
    expect(res.state.players[0].hand.length - state.players[0].hand.length).toBe(total);
  });
  it('a draw of the die result is not checked before activation (the die is not rolled yet)', () => {
    const { state, uid } = run(TWICE, 1);
    expect(legalActions(state).some((a) => a.type === 'activate' && a.card === uid)).toBe(true);
  });
});

describe('diceEffect: a card whose document rolls a die (R-MEFF-2)', () => {
  it('marks the facts of the cards whose document has a rollDie step, only those', () => {
    expect(RULESET.cards.get(ROLLER)?.rollsDie).toBe(true);
    expect(RULESET.cards.get(TWICE)?.rollsDie).toBe(true);
    expect(RULESET.cards.get(PLAIN)?.rollsDie).toBeUndefined();
  });
  it('a search for a die-rolling card offers it and not the other; with none it cannot be activated', () => {
    const { state, uid } = run(FETCH, 1, [ROLLER, PLAIN]);
    const res = applyAction(state, { type: 'activate', card: uid, effect: 'e1' });
    if (!res.ok) throw new Error(String(res.error));
    const picks = legalActions(res.state).filter((a) => a.type === 'select').map((a) => res.state.cards[(a as { card: number }).card]?.id);
    expect(picks).toEqual([ROLLER]);
    const none = run(FETCH, 1, [PLAIN]);
    expect(legalActions(none.state).some((a) => a.type === 'activate' && a.card === none.uid)).toBe(false);
  });
});
