// The condition `moreCount` and the value `countDifference` on a made-up card: two card sets
// compared by their numbers of cards, read when checked (R-MEFF-2) and when the step runs.
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../../../cards/ruleset';
import { applyAction } from '../../apply';
import { legalActions } from '../../legal';
import { monsterAtk } from '../../stats';
import { locateMonster } from '../../zones';
import { readBoard } from '../../scenario/readBoard';
import { compileCard } from './compile';
import { cardDocProblem } from './validate';
import type { CardDoc } from './types';

const GAP = 990000701; // if the opponent's GY holds more monsters than yours: +100 ATK per monster of difference
const mon = (id: number, name: string) => ({ id, name, kind: 'monster', monsterKind: 'effect', attribute: 'LIGHT', race: 'Fairy', level: 4, atk: 1000, def: 1000, legend: false }) as const;
const theirs = { place: 'gy', side: 'opponent', filter: { kind: 'monster' } } as const;
const mine = { place: 'gy', side: 'you', filter: { kind: 'monster' } } as const;
const DOC: CardDoc = {
  id: GAP,
  effects: [{ id: 'e1', kind: 'ignition', condition: [{ moreCount: [theirs, mine] }], steps: [{ do: 'modify', cards: 'self', kind: 'atk', value: { times: 100, countDifference: [mine, theirs] } }] }],
};
const RULESET = rulesetWith([mon(GAP, 'Test Gap')], [compileCard(DOC)]);
const N = 160302005;
const deck = Array.from({ length: 10 }, () => N);
const fill = (n: number) => Array.from({ length: n }, () => N);

function board(mineN: number, theirsN: number) {
  const r = readBoard({ turn: 3, turnPlayer: 0, phase: 'main', players: [{ deck, graveyard: fill(mineN), monsters: [{ card: { id: GAP, ref: 'g' } }] }, { deck, graveyard: [...fill(theirsN), 160202019] }] }, 1, RULESET);
  return { state: r.state, uid: r.refs.get('g') as number };
}

describe('moreCount and countDifference', () => {
  it('the document validates; a moreCount of one reference is refused', () => {
    expect(cardDocProblem(DOC)).toBeNull();
    expect(cardDocProblem({ ...DOC, effects: [{ ...DOC.effects[0]!, condition: [{ moreCount: [theirs] }] }] } as unknown as CardDoc)).not.toBeNull();
  });
  it('R-MEFF-2: offered only while the first set holds more cards (a Spell in the GY is no monster)', () => {
    const offered = (a: number, b: number) => { const x = board(a, b); return legalActions(x.state).some((y) => y.type === 'activate' && y.card === x.uid); };
    expect(offered(2, 2)).toBe(false);
    expect(offered(3, 2)).toBe(false);
    expect(offered(1, 2)).toBe(true);
  });
  it('the difference is never negative, whichever set is named first: 1 against 4 gives 300 ATK', () => {
    const x = board(1, 4);
    const res = applyAction(x.state, { type: 'activate', card: x.uid, effect: 'e1' });
    if (!res.ok) throw new Error(String(res.error));
    const at = locateMonster(res.state, x.uid);
    expect(at && monsterAtk(res.state, at.slot)).toBe(1300);
  });
});
