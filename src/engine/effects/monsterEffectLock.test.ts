// Monster effect locks: a face-up monster's `continuous.noMonsterEffects` (R-MEFF-1), here under
// the condition `specialSummonedThisTurn` (R-SS-1: a turn's Special Summons), on made-up cards.
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../../cards/ruleset';
import { applyAction } from '../apply';
import { legalActions } from '../legal';
import { readBoard } from '../scenario/readBoard';
import type { Action, DuelState } from '../types';
import { compileCard } from './doc/compile';
import type { CardDoc } from './doc/types';

const WARDEN = 990000401; // while face-up, its opponent cannot activate the effects of Level 4 or lower monsters
const WATCH = 990000402; // the same for Level 10 or lower, once its opponent Special Summoned a Level 5+ monster face-up this turn
const ACTOR = 990000403; // Level 4: draw 1
const BIG = 990000404; // Level 5: draw 1
const CALL = 990000405; // a Spell: Special Summon 1 monster from your hand in Attack Position
const mon = (id: number, name: string, level: number) => ({ id, name, kind: 'monster', monsterKind: 'effect', attribute: 'EARTH', race: 'Rock', level, atk: 1000, def: 1000, legend: false }) as const;
const CARDS = [mon(WARDEN, 'Test Warden', 4), mon(WATCH, 'Test Watch', 4), mon(ACTOR, 'Test Actor', 4), mon(BIG, 'Test Big', 5), { id: CALL, name: 'Test Call', kind: 'spell', spellKind: 'normal', legend: false } as const];
const draw1: CardDoc['effects'] = [{ id: 'e1', kind: 'ignition', steps: [{ do: 'draw', count: 1 }] }];
const DOCS: CardDoc[] = [
  { id: WARDEN, effects: [], continuous: { noMonsterEffects: { player: 'opponent', filter: { level: { max: 4 } } } } },
  { id: WATCH, effects: [], continuous: { noMonsterEffects: { player: 'opponent', filter: { level: { max: 10 } }, if: [{ specialSummonedThisTurn: 'opponent', level: { min: 5 }, faceUp: true }] } } },
  { id: ACTOR, effects: draw1 },
  { id: BIG, effects: draw1 },
  { id: CALL, effects: [{ id: 'e1', kind: 'spell', steps: [{ do: 'choose', as: 's', from: { place: 'hand', side: 'you', filter: { kind: 'monster', summonable: true } } }, { do: 'specialSummon', cards: { chosen: 's' }, position: 'attack' }] }] },
];
const RULESET = rulesetWith(CARDS, DOCS.map(compileCard));
const deck = [160302005, 160302005, 160302005];

function board(p0: object, p1: object, turnPlayer: 0 | 1 = 1) {
  const r = readBoard({ turn: 3, turnPlayer, phase: 'main', players: [{ deck, ...p0 }, { deck, ...p1 }] }, 1, RULESET);
  return { state: r.state, ref: (k: string) => r.refs.get(k) as number };
}
const offered = (state: DuelState, card: number) => legalActions(state).some((a) => a.type === 'activate' && a.card === card);
function play(state: DuelState, a: Action): DuelState {
  const res = applyAction(state, a);
  if (!res.ok) throw new Error(`${JSON.stringify(a)}: ${JSON.stringify(res.error)}`);
  return res.state;
}

describe('continuous noMonsterEffects (R-MEFF-1)', () => {
  it('the opponent cannot activate the effects of its Level 4 monster; its Level 5 one is free, and so are the controller\'s own', () => {
    const { state, ref } = board({ monsters: [{ card: WARDEN }, { card: { id: ACTOR, ref: 'mine' } }] }, { monsters: [{ card: { id: ACTOR, ref: 'a' } }, { card: { id: BIG, ref: 'b' } }] });
    expect(offered(state, ref('a'))).toBe(false);
    expect(offered(state, ref('b'))).toBe(true);
    const mine = board({ monsters: [{ card: WARDEN }, { card: { id: ACTOR, ref: 'mine' } }] }, {}, 0);
    expect(offered(mine.state, mine.ref('mine'))).toBe(true);
  });
});

describe('condition specialSummonedThisTurn (R-SS-1)', () => {
  it('the lock starts once the opponent Special Summons a Level 5 monster face-up this turn', () => {
    const { state, ref } = board({ monsters: [{ card: WATCH }] }, { monsters: [{ card: { id: ACTOR, ref: 'a' } }], hand: [{ id: CALL, ref: 'call' }, { id: BIG, ref: 'b' }] });
    expect(offered(state, ref('a'))).toBe(true);
    let s = play(state, { type: 'activate', card: ref('call'), effect: 'e1' });
    s = play(s, { type: 'select', card: ref('b') });
    expect(offered(s, ref('a'))).toBe(false);
    expect(offered(s, ref('b'))).toBe(false);
  });
  it('a Level 4 monster Special Summoned does not start it', () => {
    const { state, ref } = board({ monsters: [{ card: WATCH }] }, { monsters: [{ card: { id: BIG, ref: 'b' } }], hand: [{ id: CALL, ref: 'call' }, { id: ACTOR, ref: 'a' }] });
    let s = play(state, { type: 'activate', card: ref('call'), effect: 'e1' });
    s = play(s, { type: 'select', card: ref('a') });
    expect(offered(s, ref('b'))).toBe(true);
  });
});
