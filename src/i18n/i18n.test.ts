import { describe, expect, it } from 'vitest';
import { EN as EN_FIRST } from './en';
import { EN_REST } from './enRest';

// Every English string: the first screen's and the rest the browser loads later.
const EN = { ...EN_FIRST, ...EN_REST };
import { loadLanguage, presetWord, translate } from './index';
import { JA } from './ja';
import { ZH } from './zh';
import { TRAINER_EN, TRAINER_JA, TRAINER_ZH } from '../ui/trainer/strings';
import { PRESET_DECKS } from '../cards/presets';
import { renderText, poolNames } from './engineText';
import { checkDeck } from '../engine';

const ROPERO = 160207022; // Supreme Dog Ropero

describe('interface strings', () => {
  it('every language has every key, not empty, with the same placeholders', () => {
    const holes = (s: string): string[] => (s.match(/\{\w+\}/g) ?? []).sort();
    for (const table of [JA, ZH]) {
      for (const [k, en] of Object.entries(EN)) {
        const s = table[k as keyof typeof EN];
        expect(s, k).toBeTruthy();
        expect(holes(s), k).toEqual(holes(en));
      }
    }
    for (const table of [TRAINER_JA, TRAINER_ZH]) {
      for (const [k, en] of Object.entries(TRAINER_EN)) {
        const s = table[k as keyof typeof TRAINER_EN];
        expect(s, k).toBeTruthy();
        expect(holes(s), k).toEqual(holes(en));
      }
    }
  });

  it('fills placeholders and leaves unknown ones visible; English until a language has loaded', async () => {
    expect(translate('en', 'browser.count', { n: 3 })).toBe('3 cards');
    expect(translate('ja', 'nav.back')).toBe('Back');
    await Promise.all([loadLanguage('ja'), loadLanguage('zh')]);
    expect(translate('ja', 'nav.back')).toBe('戻る');
    expect(translate('ja', 'decks.deleteAsk', { name: '<b>x</b>' })).toBe('「<b>x</b>」を削除しますか？');
    expect(translate('zh', 'viewer.step', { i: 1 })).toBe('第 1 步，共 {n} 步');
  });

  it('plurals follow the number and the language: "1 card", "2 cards"; one form in Japanese and Chinese', async () => {
    await Promise.all([loadLanguage('ja'), loadLanguage('zh')]);
    expect(translate('en', 'browser.count', { n: 1 })).toBe('1 card');
    expect(translate('en', 'browser.count', { n: 0 })).toBe('0 cards');
    expect(translate('en', 'editor.problems', { n: 1 })).toBe('1 problem');
    expect(translate('en', 'editor.problems', { n: 2 })).toBe('2 problems');
    expect(translate('en', 'decks.skippedTitle', { n: 1 })).toBe('Skipped 1 line:');
    expect(translate('ja', 'browser.count', { n: 1 })).toBe('1 枚');
    expect(translate('zh', 'editor.problems', { n: 1 })).not.toMatch(/[a-z]/);
  });

  it('preset decks are named and described in Japanese and Chinese; English shows the deck data\'s own', async () => {
    await Promise.all([loadLanguage('ja'), loadLanguage('zh')]);
    for (const d of PRESET_DECKS) {
      expect(presetWord('en', d.key, 'name')).toBeNull();
      for (const lang of ['ja', 'zh'] as const) {
        for (const part of ['name', 'desc'] as const) {
          const w = presetWord(lang, d.key, part);
          expect(w, `${lang} ${d.key} ${part}`).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
        }
      }
    }
    expect(presetWord('ja', 'no-such-preset', 'name')).toBeNull();
  });

  it('R-DECK-1: a refusal shown to the player leaves the rule ID out of the sentence; the CLI text keeps it', () => {
    const problem = checkDeck({ main: [ROPERO, ROPERO, ROPERO, ROPERO] }).problems.find((p) => p.rule === 'R-DECK-1');
    if (!problem) throw new Error('a 4-card Main Deck is not refused');
    const { text } = problem;
    expect(renderText(text, 'en', poolNames())).toContain('(R-DECK-1)');
    const shown = renderText(text, 'en', poolNames(), { rule: false });
    expect(shown).toBe('Main Deck has 4 cards; it needs 40 to 60.');
  });
});
