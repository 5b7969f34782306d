// The words of the pile stream (hands, Decks and hidden cards): a wrong use is refused with the
// path of the field at fault. The cards' own cases are in src/cards/cases/160201.json.
import { describe, expect, it } from 'vitest';
import { cardDocProblem } from '../../engine/docSchema';

describe('the pile words validate with the field named', () => {
  const spell = (steps: unknown[]) => ({ id: 1, effects: [{ id: 'e1', kind: 'spell', steps }] });
  const hand = { place: 'hand', side: 'opponent' };
  it('chooseRandom: max below min and an unknown field are refused; move takes deckTopOrBottom', () => {
    expect(cardDocProblem(spell([{ do: 'chooseRandom', as: 'r', from: hand, min: 2, max: 1 }]))).toBe('card.effects[0].steps[0].max: must not be below min');
    expect(cardDocProblem(spell([{ do: 'chooseRandom', as: 'r', from: hand, upTo: 2 }]))).toBe('card.effects[0].steps[0] has an unknown field "upTo"');
    expect(cardDocProblem(spell([{ do: 'chooseRandom', as: 'r', from: hand, max: 2 }, { do: 'discard', cards: { chosen: 'r' } }]))).toBeNull();
    expect(cardDocProblem(spell([{ do: 'move', cards: hand, to: 'deckTopOrBottom' }]))).toBeNull();
    expect(cardDocProblem(spell([{ do: 'moveAtEndPhase', cards: 'self', to: 'deckTopOrBottom' }]))).toMatch(/^card\.effects\[0\]\.steps\[0\]\.to must be one of/);
    expect(cardDocProblem(spell([{ do: 'move', cards: hand, to: 'deckBottom', orderBy: 'opponent' }]))).toBeNull();
    expect(cardDocProblem(spell([{ do: 'move', cards: hand, to: 'deckTopOrBottom', orderBy: 'you' }]))).toBeNull();
    expect(cardDocProblem(spell([{ do: 'excavate', count: { times: 1, countOf: { place: 'monsterZones', side: 'opponent' } }, as: 'dug' }]))).toBeNull();
    expect(cardDocProblem(spell([{ do: 'move', cards: hand, to: 'hand', orderBy: 'you' }]))).toBe('card.effects[0].steps[0].orderBy: only for a move to deckTop, deckBottom or deckTopOrBottom without shuffle');
    expect(cardDocProblem(spell([{ do: 'move', cards: hand, to: 'deckTop', orderBy: 'them' }]))).toMatch(/^card\.effects\[0\]\.steps\[0\]\.orderBy must be one of you, opponent/);
    expect(cardDocProblem(spell([{ do: 'excavate', count: 5, as: 'x', player: 'both' }]))).toMatch(/^card\.effects\[0\]\.steps\[0\]\.player must be one of you, opponent/);
    expect(cardDocProblem(spell([{ do: 'look', cards: hand, as: 'x' }]))).toBe('card.effects[0].steps[0] has an unknown field "as"');
    const choice = (id: string, kind = 'ignition') => ({ id, kind, choiceOf: 'c', steps: [{ do: 'draw', count: 1 }] });
    expect(cardDocProblem({ id: 1, effects: [choice('e1'), choice('e2')] })).toBeNull();
    expect(cardDocProblem({ id: 1, effects: [choice('e1')] })).toBe('card.effects[0].choiceOf: a multi-choice effect needs at least two choices');
    expect(cardDocProblem({ id: 1, effects: [choice('e1', 'spell'), choice('e2', 'spell')] })).toBe("card.effects[0].choiceOf: only a monster's effect (ignition) has choices");
  });
});
