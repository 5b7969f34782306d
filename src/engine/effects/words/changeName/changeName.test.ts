// changeName: a monster bears another card's name for a while (R-CARD-2: the name is part of the
// card; R-FUS-2: a Fusion material named by the list is met by a monster bearing that name now).
import { describe, expect, it } from 'vitest';
import { cardDocProblem } from '../../doc/validate';
import { cardDocText } from '../../../../i18n/cardText';

const spell = (steps: unknown[]) => ({ id: 1, effects: [{ id: 'e1', kind: 'ignition', steps }] });

describe('the word changeName (R-CARD-2)', () => {
  it('R-CARD-2: names the monsters and the card id whose name they take; the duration is optional', () => {
    expect(cardDocProblem(spell([{ do: 'changeName', cards: 'self', to: 160205024 }]))).toBeNull();
    expect(cardDocProblem(spell([{ do: 'changeName', cards: 'self', to: 160205024, duration: 'opponentsNextTurn' }]))).toBeNull();
    expect(cardDocProblem(spell([{ do: 'changeName', cards: 'self' }]))).toMatch(/steps\[0\] needs exactly one of to and of/);
    expect(cardDocProblem(spell([{ do: 'changeName', cards: 'self', to: 160205026, of: 'self' }]))).toMatch(/needs exactly one of to and of/);
    expect(cardDocProblem(spell([{ do: 'changeName', cards: 'self', to: 0 }]))).toMatch(/steps\[0\]\.to must be/);
    expect(cardDocProblem(spell([{ do: 'changeName', to: 160205024 }]))).toMatch(/steps\[0\]\.cards is missing/);
  });

  it('R-CARD-2: its text names the card whose name is taken, in each language', () => {
    const doc = { id: 1, effects: [{ id: 'e1', kind: 'ignition' as const, steps: [{ do: 'changeName' as const, cards: 'self' as const, to: 160205024 }] }] };
    const name = (id: number): string => (id === 160205024 ? 'Cyber Dragon' : '');
    expect(cardDocText(doc, 'en', name)).toContain('This card is named "Cyber Dragon" for the rest of the turn');
    expect(cardDocText(doc, 'ja', name)).toContain('「Cyber Dragon」として扱う');
    expect(cardDocText(doc, 'zh', name)).toContain('当作「Cyber Dragon」使用');
  });
});
