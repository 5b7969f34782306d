// A word with a folder of its own (src/engine/effects/words/<word>/, words/filters/<word>/) is
// listed in its three registries (schemas, run code, card text), and its text reads as before.
import { describe, expect, it } from 'vitest';
import type { CardDoc } from '../../../engine/docs';
import { WORD_STEP_RUNS, WORD_STEP_ROWS, WORD_STEP_SCHEMAS, FILTER_WORD_RUNS, FILTER_WORD_ENTRIES, FILTER_WORD_ROWS, CONDITION_WORD_RUNS, CONDITION_WORD_FORMS, CONDITION_WORD_ROWS, cardDocProblem } from '../../../engine/docSchema';
import { FILTER_WORD_TEXTS } from './filters';
import { CONDITION_WORD_TEXTS } from './conditions';
import { cardDocText } from '..';
import { WORD_STEP_TEXTS } from '.';

const spell = (steps: unknown[]) => ({ id: 1, effects: [{ id: 'e1', kind: 'spell', steps }] });

describe('step words in folders of their own', () => {
  it('the schemas, the run code, the card text and the docs rows list the same words', () => {
    const words = Object.keys(WORD_STEP_SCHEMAS).sort();
    expect(Object.keys(WORD_STEP_RUNS).sort()).toEqual(words);
    expect(Object.keys(WORD_STEP_TEXTS).sort()).toEqual(words);
    expect([...new Set(WORD_STEP_ROWS.flatMap((r) => r.words))].sort()).toEqual(words);
  });

  it('condition words: the forms, the tests, the card text and the docs rows list the same words', () => {
    const words = Object.keys(CONDITION_WORD_FORMS).sort();
    expect(Object.keys(CONDITION_WORD_RUNS).sort()).toEqual(words);
    expect(Object.keys(CONDITION_WORD_TEXTS).sort()).toEqual(words);
    expect([...new Set(CONDITION_WORD_ROWS.flatMap((r) => r.words))].sort()).toEqual(words);
  });

  it('filter words: the schema entries, the tests, the card text and the docs rows list the same words', () => {
    const words = Object.keys(FILTER_WORD_ENTRIES).sort();
    expect(Object.keys(FILTER_WORD_RUNS).sort()).toEqual(words);
    expect(Object.keys(FILTER_WORD_TEXTS).sort()).toEqual(words);
    expect([...new Set(FILTER_WORD_ROWS.flatMap((r) => r.words))].sort()).toEqual(words);
  });

  it('change: the Type or the Attribute, in every language; any other stat is refused', () => {
    const doc = spell([
      { do: 'choose', as: 'shown', from: { place: 'hand', side: 'you' } },
      { do: 'change', stat: 'race', cards: 'self', of: { chosen: 'shown' } },
      { do: 'change', stat: 'attribute', cards: 'self', of: { chosen: 'shown' }, duration: 'opponentsNextTurn' },
    ]);
    expect(cardDocProblem(doc)).toBeNull();
    const text = (lang: 'en' | 'ja' | 'zh') => cardDocText(doc as CardDoc, lang, () => '');
    expect(text('en')).toContain('the Type of this card becomes the Type of the chosen card for the rest of the turn');
    expect(text('en')).toContain("the Attribute of this card becomes the Attribute of the chosen card until your opponent's next turn is over");
    expect(text('ja')).toContain('と同じ種族になる');
    expect(text('zh')).toContain('相同的属性');
    expect(cardDocProblem(spell([{ do: 'change', stat: 'level', cards: 'self', of: 'self' }]))).toMatch(/steps\[0\]\.stat must be one of race, attribute, not "level"/);
  });
});
