// The filter word `coinEffect` on made-up cards: a card whose document tosses a coin.
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../../../../../cards/ruleset';
import { applyAction } from '../../../../apply';
import { legalActions } from '../../../../legal';
import { readBoard } from '../../../../scenario/readBoard';
import { compileCard } from '../../../doc/compile';
import { cardDocProblem } from '../../../doc/validate';
import type { CardDoc } from '../../../doc/types';

const TOSSER = 990004501; // a monster: toss a coin; heads, gain 500 LP
const FETCH = 990004502; // a monster: add 1 monster with a coin-tossing effect from your GY
const PLAIN = 990004503; // a monster with an effect that tosses no coin
const mon = (id: number, name: string) => ({ id, name, kind: 'monster', monsterKind: 'effect', attribute: 'LIGHT', race: 'Machine', level: 4, atk: 1000, def: 1000, legend: false }) as const;
const CARDS = [mon(TOSSER, 'Test Tosser'), mon(FETCH, 'Test Coin Fetch'), mon(PLAIN, 'Test Plain')];
const DOCS: CardDoc[] = [
  { id: TOSSER, effects: [{ id: 'e1', kind: 'ignition', steps: [{ do: 'tossCoin', as: 'coin' }, { do: 'gainLp', amount: 500, if: [{ heads: 'coin' }] }] }] },
  { id: FETCH, effects: [{ id: 'e1', kind: 'ignition', steps: [{ do: 'choose', as: 'x', from: { place: 'gy', side: 'you', filter: { kind: 'monster', coinEffect: true } } }, { do: 'move', cards: { chosen: 'x' }, to: 'hand' }] }] },
  { id: PLAIN, effects: [{ id: 'e1', kind: 'ignition', steps: [{ do: 'gainLp', amount: 100 }] }] },
];
const RULESET = rulesetWith(CARDS, DOCS.map(compileCard));
const deck = Array.from({ length: 15 }, () => 160302005);

function board(gy: number[]) {
  const r = readBoard({ turn: 3, turnPlayer: 0, phase: 'main', players: [{ deck, graveyard: gy, monsters: [{ card: { id: FETCH, ref: 'p' } }] }, { deck }] }, 1, RULESET);
  return { state: r.state, uid: r.refs.get('p') as number };
}

describe('coinEffect: a card whose document tosses a coin (R-MEFF-2)', () => {
  it('the made-up documents validate', () => {
    for (const d of DOCS) expect(cardDocProblem(d)).toBeNull();
  });
  it('marks the facts of the cards whose document has a tossCoin step, only those', () => {
    expect(RULESET.cards.get(TOSSER)?.tossesCoin).toBe(true);
    expect(RULESET.cards.get(PLAIN)?.tossesCoin).toBeUndefined();
  });
  it('a search for a coin-tossing monster offers it and not the other; with none it cannot be activated', () => {
    const { state, uid } = board([TOSSER, PLAIN]);
    const res = applyAction(state, { type: 'activate', card: uid, effect: 'e1' });
    if (!res.ok) throw new Error(String(res.error));
    const picks = legalActions(res.state).filter((a) => a.type === 'select').map((a) => res.state.cards[(a as { card: number }).card]?.id);
    expect(picks).toEqual([TOSSER]);
    const none = board([PLAIN]);
    expect(legalActions(none.state).some((a) => a.type === 'activate' && a.card === none.uid)).toBe(false);
  });
});
