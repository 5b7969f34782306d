// The continuous rules on effect damage on made-up cards: `effectDamageBecomes` (the damage of a
// named card's effect is a set amount) and `noEffectDamage` (no damage from the opponent's card
// effects during a turn and phase), read while the monster is face-up (R-MEFF-5, R-MEFF-6).
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../../cards/ruleset';
import { applyAction } from '../apply';
import { legalActions } from '../legal';
import { readBoard } from '../scenario/readBoard';
import { compileCard } from './doc/compile';
import { cardDocProblem } from './doc/validate';
import type { CardDoc } from './doc/types';

const BURN = 990000601; // a Spell: 300 damage to the opponent
const OTHER = 990000602; // a Spell: 300 damage to the opponent (another name)
const MAKER = 990000603; // continuous: your BURN deals 900 instead
const SHIELD = 990000604; // continuous: no damage from the opponent's effects in their Main Phase
const ALWAYS = 990000605; // continuous: no damage from the opponent's effects, ever
const SELF_BURN = 990000606; // a Spell: 300 damage to you
const mon = (id: number, name: string) => ({ id, name, kind: 'monster', monsterKind: 'effect', attribute: 'LIGHT', race: 'Fairy', level: 4, atk: 1000, def: 1000, legend: false }) as const;
const spell = (id: number, name: string) => ({ id, name, kind: 'spell', spellKind: 'normal', legend: false }) as const;
const CARDS = [spell(BURN, 'Test Burn'), spell(OTHER, 'Test Other Burn'), mon(MAKER, 'Test Maker'), mon(SHIELD, 'Test Shield'), mon(ALWAYS, 'Test Always'), spell(SELF_BURN, 'Test Self Burn')];
const DOCS: CardDoc[] = [
  { id: BURN, effects: [{ id: 'e1', kind: 'spell', steps: [{ do: 'damage', player: 'opponent', amount: 300 }] }] },
  { id: OTHER, effects: [{ id: 'e1', kind: 'spell', steps: [{ do: 'damage', player: 'opponent', amount: 300 }] }] },
  { id: SELF_BURN, effects: [{ id: 'e1', kind: 'spell', steps: [{ do: 'damage', player: 'you', amount: 300 }] }] },
  { id: MAKER, effects: [], continuous: { effectDamageBecomes: { ids: [BURN], amount: 900 } } },
  { id: SHIELD, effects: [], continuous: { noEffectDamage: { by: 'opponent', turn: 'opponent', phase: 'main' } } },
  { id: ALWAYS, effects: [], continuous: { noEffectDamage: { by: 'opponent' } } },
];
const RULESET = rulesetWith(CARDS, DOCS.map(compileCard));
const deck = Array.from({ length: 10 }, () => 160302005);

/** Seat `actor` (the turn player) activates `card` from the hand; seat 0 controls `mine`, face-up unless `down`. */
function lpAfter(card: number, actor: 0 | 1, mine: number, down = false): [number, number] {
  const monster = { card: { id: mine, ref: 'm' }, ...(down ? { position: 'defense', faceDown: true } : {}) };
  const hand = [{ id: card, ref: 'c' }];
  const players = actor === 0 ? [{ deck, monsters: [monster], hand }, { deck }] : [{ deck, monsters: [monster] }, { deck, hand }];
  const r = readBoard({ turn: 3, turnPlayer: actor, phase: 'main', players }, 1, RULESET);
  const uid = r.refs.get('c') as number;
  const act = legalActions(r.state).find((a) => a.type === 'activate' && a.card === uid);
  if (!act) throw new Error('not offered');
  const res = applyAction(r.state, act);
  if (!res.ok) throw new Error(String(res.error));
  return [res.state.players[0].lp, res.state.players[1].lp];
}

describe('effect damage rules are valid', () => {
  it('every made-up document validates; an unknown turn is refused', () => {
    for (const d of DOCS) expect(cardDocProblem(d)).toBeNull();
    expect(cardDocProblem({ id: SHIELD, effects: [], continuous: { noEffectDamage: { by: 'opponent', turn: 'both' } } } as unknown as CardDoc)).not.toBeNull();
  });
});

describe('effectDamageBecomes (R-MEFF-5, R-MEFF-6)', () => {
  it('its controller\'s card of that name deals the set amount; another name keeps its own', () => {
    expect(lpAfter(BURN, 0, MAKER)).toEqual([8000, 7100]);
    expect(lpAfter(OTHER, 0, MAKER)).toEqual([8000, 7700]);
  });
  it('the opponent\'s card of that name is not changed, nor is it while the monster is face-down', () => {
    expect(lpAfter(BURN, 1, MAKER)).toEqual([7700, 8000]);
    expect(lpAfter(BURN, 0, MAKER, true)).toEqual([8000, 7700]);
  });
});

describe('noEffectDamage (R-MEFF-5, R-MEFF-6)', () => {
  it('in the opponent\'s Main Phase their effect damage is 0; its controller\'s own effects still damage them and it', () => {
    expect(lpAfter(BURN, 1, SHIELD)).toEqual([8000, 8000]);
    expect(lpAfter(BURN, 0, SHIELD)).toEqual([8000, 7700]);
    expect(lpAfter(SELF_BURN, 0, ALWAYS)).toEqual([7700, 8000]);
  });
  it('face-down it stops nothing', () => {
    expect(lpAfter(BURN, 1, SHIELD, true)).toEqual([7700, 8000]);
  });
  it('without a turn or phase it stops the opponent\'s effect damage whenever it is face-up', () => {
    expect(lpAfter(BURN, 1, ALWAYS)).toEqual([8000, 8000]);
  });
});
