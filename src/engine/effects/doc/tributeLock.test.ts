// Tribute Summon locks: a face-up card's `continuous.noTributeSummon` and a `forbid` `tributeSummon`
// whose filter names the summon's position, on made-up cards.
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../../../cards/ruleset';
import { applyAction } from '../../apply';
import { legalActions } from '../../legal';
import { readBoard } from '../../scenario/readBoard';
import type { Action, DuelState } from '../../types';
import { compileCard } from './compile';
import type { CardDoc } from './types';

const WARDEN = 990000201; // a monster: while face-up, nobody Tribute Summons a Level 7 or higher monster
const GATE = 990000202; // a Field Spell: while face-up, nobody Tribute Summons a Level 5 or 6 monster
const KEEPER = 990000203; // a monster: this turn, while it is face-up, you cannot Tribute Summon a 1500+ DEF monster in Attack Position
const mon = (id: number, name: string) => ({ id, name, kind: 'monster', monsterKind: 'effect', attribute: 'EARTH', race: 'Rock', level: 4, atk: 1000, def: 1000, legend: false }) as const;
const CARDS = [mon(WARDEN, 'Test Warden'), { id: GATE, name: 'Test Gate', kind: 'spell', spellKind: 'field', legend: false } as const, mon(KEEPER, 'Test Keeper')];
const DOCS: CardDoc[] = [
  { id: WARDEN, effects: [], continuous: { noTributeSummon: { level: { min: 7 } } } },
  { id: GATE, effects: [{ id: 'e1', kind: 'spell', steps: [] }], continuous: { noTributeSummon: { level: { min: 5, max: 6 } } } },
  { id: KEEPER, effects: [{ id: 'e1', kind: 'ignition', steps: [{ do: 'forbid', what: 'tributeSummon', filter: { def: { min: 1500 }, position: 'attack' }, whileFaceUp: true }] }] },
];
const RULESET = rulesetWith(CARDS, DOCS.map(compileCard));
const big = (ref: string, level: number, def = 0) => ({ vanilla: { name: ref, level, atk: 2000, def, attribute: 'FIRE', race: 'Dragon' }, ref });

function board(p0: object, p1: object = {}, turnPlayer: 0 | 1 = 0) {
  const r = readBoard({ turn: 3, turnPlayer, phase: 'main', players: [{ deck: [160302005], ...p0 }, { deck: [160302005], ...p1 }] }, 1, RULESET);
  return { state: r.state, ref: (k: string) => r.refs.get(k) as number };
}
const summons = (state: DuelState, card: number) => legalActions(state).filter((a) => a.type === 'summon' && a.card === card).map((a) => (a as { position: string }).position);
function play(state: DuelState, a: Action): DuelState {
  const res = applyAction(state, a);
  if (!res.ok) throw new Error(`${JSON.stringify(a)}: ${res.error}`);
  return res.state;
}

describe('continuous noTributeSummon (R-NS-4, R-FIELD-1): a face-up card locks Tribute Summons and Sets for both players', () => {
  it('a face-up monster: a Level 7 is neither Tribute Summoned nor Set; a Level 5 is', () => {
    const { state, ref } = board({ hand: [big('l7', 7), big('l5', 5)], monsters: [{ card: WARDEN }, { card: 160302005 }] });
    expect(summons(state, ref('l7'))).toEqual([]);
    expect(summons(state, ref('l5'))).toEqual(['attack', 'set']);
  });
  it('a face-down monster locks nothing', () => {
    const { state, ref } = board({ hand: [big('l7', 7)], monsters: [{ card: WARDEN, position: 'defense', faceDown: true }, { card: 160302005 }] });
    expect(summons(state, ref('l7'))).toEqual(['attack', 'set']);
  });
  it('R-FIELD-1: a face-up Field Spell locks its owner\'s opponent too; Set face-down it does not', () => {
    const on = board({ field: { card: GATE, faceDown: false } }, { hand: [big('o6', 6)], monsters: [{ card: 160302005 }] }, 1);
    expect(summons(on.state, on.ref('o6'))).toEqual([]);
    const off = board({ field: { card: GATE, faceDown: true } }, { hand: [big('o6', 6)], monsters: [{ card: 160302005 }] }, 1);
    expect(summons(off.state, off.ref('o6'))).toEqual(['attack', 'set']);
  });
});

describe('forbid tributeSummon with the summon position in its filter (R-MEFF-4)', () => {
  it('position attack: the Tribute Summon is forbidden, the Tribute Set stays; a monster failing the filter is free', () => {
    const { state, ref } = board({ hand: [big('d15', 5, 1500), big('d14', 5, 1400)], monsters: [{ card: { id: KEEPER, ref: 'k' } }, { card: 160302005 }] });
    const after = play(state, { type: 'activate', card: ref('k'), effect: 'e1' });
    expect(summons(after, ref('d15'))).toEqual(['set']);
    expect(summons(after, ref('d14'))).toEqual(['attack', 'set']);
  });
});
