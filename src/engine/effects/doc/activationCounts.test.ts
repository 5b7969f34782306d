// Counts known at activation, on made-up Spells: a step scaled by a count of 0 refuses the
// activation unless it says evenIfZero (R-MEFF-2); the word is validated like any other.
import { describe, expect, it } from 'vitest';
import { rulesetWith } from '../../../cards/ruleset';
import { readBoard } from '../../scenario/readBoard';
import { activationProblem } from '../activate';
import { compileCard } from './compile';
import type { CardDoc } from './types';
import { cardDocProblem } from './validate';

const STRICT = 990000201;
const EVEN_IF_ZERO = 990000202;
const spellFacts = (id: number, name: string) => ({ id, name, kind: 'spell', spellKind: 'normal', legend: false }) as const;
const psychics = { place: 'monsterZones', side: 'you', filter: { faceUp: true, race: 'Psychic' } } as const;
const doc = (id: number, evenIfZero?: true): CardDoc => ({
  id,
  effects: [{ id: 'e1', kind: 'spell', steps: [{ do: 'gainLp', amount: { times: 500, countOf: psychics }, ...(evenIfZero ? { evenIfZero } : {}) }] }],
});
const RULESET = rulesetWith([spellFacts(STRICT, 'Test Strict Gift'), spellFacts(EVEN_IF_ZERO, 'Test Open Gift')], [compileCard(doc(STRICT)), compileCard(doc(EVEN_IF_ZERO, true))]);

function problem(id: number, psychic: boolean): string | null {
  const monsters = psychic ? [{ card: { vanilla: { name: 'Test Psychic', level: 4, atk: 1000, def: 0, attribute: 'LIGHT', race: 'Psychic' }, ref: 'p' }, zone: 0 }] : [];
  const r = readBoard({ turn: 3, turnPlayer: 0, phase: 'main', players: [{ hand: [{ id, ref: 's' }], monsters, deck: [160302005] }, { deck: [160302005] }] }, 1, RULESET);
  return activationProblem(r.state, 0, r.refs.get('s') as number, 'e1', 'main')?.code ?? null;
}

describe('a step scaled by a count (R-MEFF-2)', () => {
  it('R-MEFF-2: "gain 500 LP for each face-up Psychic" with one Psychic can be activated', () => {
    expect(problem(STRICT, true)).toBeNull();
  });
  it('R-MEFF-2: with no Psychic the count is 0: refused', () => {
    expect(problem(STRICT, false)).toBe('activate.notPossible');
  });
  it('R-MEFF-2: a step that says evenIfZero may be activated at 0', () => {
    expect(problem(EVEN_IF_ZERO, false)).toBeNull();
  });
  it('evenIfZero is validated (true or false) and only on damage, gainLp and modify', () => {
    expect(cardDocProblem(doc(STRICT, true))).toBeNull();
    expect(cardDocProblem({ id: 1, effects: [{ id: 'e1', kind: 'spell', steps: [{ do: 'gainLp', amount: 500, evenIfZero: 'yes' }] }] })).toMatch(/evenIfZero must be true or false/);
    expect(cardDocProblem({ id: 1, effects: [{ id: 'e1', kind: 'spell', steps: [{ do: 'draw', count: 1, evenIfZero: true }] }] })).toMatch(/evenIfZero/);
  });
});
