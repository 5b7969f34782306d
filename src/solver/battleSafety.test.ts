// The solver's damage bound reads what a card does from its document, not from a list of ids.
import { describe, expect, it } from 'vitest';
import { docById as doc } from '../cards/testing/docs';
import type { CardDoc } from '../engine/docs';
import { battleSafeTrap, battleStableContinuous } from './battleSafety';

describe('battle safety from card data', () => {
  it('Traps that only answer a summon, destroy, weaken or turn monsters are safe', () => {
    for (const id of [160202019, 160318005, 160428021, 160417005, 160301014, 160301013, 160003056]) expect(battleSafeTrap(doc(id)), String(id)).toBe(true);
  });

  it('the Traps the solver once listed by id are judged safe from their documents: Giant Tortoise of Greed, Dragon Encounter, Vengeful Dragon\'s Counterattack, Spectral Swords', () => {
    for (const id of [160003058, 160302013, 160302014, 160204047]) expect(battleSafeTrap(doc(id)), String(id)).toBe(true);
  });

  it('a Trap that burns, draws, pays LP or raises ATK during a battle is not', () => {
    const base = doc(160417005);
    const withStep = (s: unknown): CardDoc => ({ ...base, effects: [{ ...base.effects[0], steps: [s] } as CardDoc['effects'][number]] });
    expect(battleSafeTrap(withStep({ do: 'damage', player: 'opponent', amount: 500 }))).toBe(false);
    expect(battleSafeTrap(withStep({ do: 'payLp', amount: 500 }))).toBe(false);
    expect(battleSafeTrap(withStep({ do: 'draw', count: 1 }))).toBe(false);
    expect(battleSafeTrap(withStep({ do: 'modify', cards: 'trigger', kind: 'atk', value: 500 }))).toBe(false);
    expect(battleSafeTrap(withStep({ do: 'modify', cards: 'trigger', kind: 'piercing' }))).toBe(false);
  });

  it('continuous effects that a battle cannot raise are stable; ones counted from the board are not', () => {
    for (const id of [160202002, 160202011, 160422002, 160007042, 160024065, 160010024]) expect(battleStableContinuous(doc(id)), String(id)).toBe(true);
    const perGy: CardDoc = {
      id: 1,
      effects: [],
      continuous: { modifiers: [{ kind: 'atk', to: 'self', value: { times: 300, countOf: { place: 'gy', side: 'you', filter: { race: 'Warrior' } } } }] },
    };
    expect(battleStableContinuous(perGy)).toBe(false);
    const lpBehind: CardDoc = { id: 1, effects: [], continuous: { modifiers: [{ kind: 'atk', to: 'self', value: 500, if: [{ lp: 'lower' }] }] } };
    expect(battleStableContinuous(lpBehind)).toBe(false);
  });
});
