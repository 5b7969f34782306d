import { describe, expect, it } from 'vitest';
import { EN as EN_FIRST } from './en';
import { EN_REST } from './enRest';

// Every English string: the first screen's and the rest the browser loads later.
const EN = { ...EN_FIRST, ...EN_REST };
import { loadLanguage, translate } from './index';
import { JA } from './ja';
import { ZH } from './zh';
import { TRAINER_EN, TRAINER_JA, TRAINER_ZH } from '../ui/trainer/strings';

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
});
