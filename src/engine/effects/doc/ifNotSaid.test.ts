// The guard `ifNotSaid` ("otherwise"): a step that runs unless an earlier `ask` was answered yes, on made-up cards.
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../../../cards/ruleset';
import { applyAction } from '../../apply';
import { readBoard } from '../../scenario/readBoard';
import type { Action, DuelState } from '../../types';
import { compileCard } from './compile';
import type { CardDoc } from './types';

const PICKER = 990046321; // take a monster from the GY: Special Summon it (if it can be) or else add it to the hand
const mon = (id: number, name: string) => ({ id, name, kind: 'monster', monsterKind: 'effect', attribute: 'EARTH', race: 'Machine', level: 4, atk: 1000, def: 1000, legend: false }) as const;
const DOCS: CardDoc[] = [
  {
    id: PICKER,
    effects: [{
      id: 'e1', kind: 'ignition',
      steps: [
        { do: 'choose', as: 'taken', from: { place: 'gy', side: 'you', filter: { kind: 'monster' } } },
        { do: 'ask', as: 'summon', if: [{ count: { chosen: 'taken' }, filter: { summonable: true } }] },
        { do: 'specialSummon', ifSaid: 'summon', cards: { chosen: 'taken' }, position: 'attack' },
        { do: 'move', ifNotSaid: 'summon', cards: { chosen: 'taken' }, to: 'hand' },
      ],
    }],
  },
];
const RULESET = rulesetWith([mon(PICKER, 'Test Picker')], DOCS.map(compileCard));
const DECK = Array.from({ length: 8 }, () => 160302005);

function board(fill: number) {
  const monsters = [{ card: { id: PICKER, ref: 'p' } }, ...Array.from({ length: fill }, (_, i) => ({ card: { vanilla: { name: `f${i}`, level: 4, atk: 0, def: 0, attribute: 'FIRE', race: 'Dragon' }, ref: `f${i}` } }))];
  const r = readBoard({ turn: 3, turnPlayer: 0, phase: 'main', players: [{ deck: DECK, monsters, graveyard: [{ vanilla: { name: 'G', level: 4, atk: 0, def: 0, attribute: 'FIRE', race: 'Dragon' }, ref: 'g' }] }, { deck: DECK }] }, 1, RULESET);
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
const where = (s: DuelState, uid: number) => (s.players[0].hand.includes(uid) ? 'hand' : s.players[0].monsters.some((m) => m?.uid === uid) ? 'field' : s.players[0].gy.includes(uid) ? 'gy' : 'elsewhere');

describe('ifNotSaid (R-MEFF-2): the otherwise branch of a question', () => {
  it('R-MEFF-2 a yes runs the yes branch only', () => {
    const b = board(0);
    const s = play(b.state, [{ type: 'activate', card: b.ref('p'), effect: 'e1' }, { type: 'select', card: b.ref('g') }, { type: 'option', index: 1 }]);
    expect(where(s, b.ref('g'))).toBe('field');
  });
  it('R-MEFF-2 a no runs the otherwise branch', () => {
    const b = board(0);
    const s = play(b.state, [{ type: 'activate', card: b.ref('p'), effect: 'e1' }, { type: 'select', card: b.ref('g') }, { type: 'option', index: 0 }]);
    expect(where(s, b.ref('g'))).toBe('hand');
  });
  it('R-MEFF-2 a question not asked (its condition fails: a full field) runs the otherwise branch', () => {
    const b = board(2);
    const s = play(b.state, [{ type: 'activate', card: b.ref('p'), effect: 'e1' }, { type: 'select', card: b.ref('g') }]);
    expect(where(s, b.ref('g'))).toBe('hand');
    expect(s.pending?.kind).toBe('main');
  });
});
