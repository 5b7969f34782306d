// The card text of the condition word `rolled` (src/engine/effects/words/conditions/rolled/).
import type { ConditionText } from './types';

type Rolled = { min?: number; max?: number; oneOf?: number[] };

/** The numbers a condition allows, as ranges of words in each language. */
function range(c: Rolled, lang: 'en' | 'ja' | 'zh'): string {
  if (c.oneOf) {
    const head = c.oneOf.slice(0, -1).join(lang === 'en' ? ', ' : '、');
    const last = c.oneOf[c.oneOf.length - 1];
    if (head === '') return String(last);
    return lang === 'en' ? `one of ${head} and ${last}` : `${head}${lang === 'ja' ? 'か' : '或'}${last}`;
  }
  const { min, max } = c;
  if (min !== undefined && max !== undefined) return min === max ? String(min) : lang === 'en' ? `${min} to ${max}` : `${min}～${max}`;
  if (max !== undefined) return lang === 'en' ? `${max} or less` : `${max}以下`;
  return lang === 'en' ? `${min ?? 1} or more` : `${min ?? 1}以上`;
}

export const rolledText: ConditionText<'rolled'> = {
  en: (c) => `the result is ${range(c, 'en')}`,
  ja: (c) => `サイコロの結果が${range(c, 'ja')}だった`,
  zh: (c) => `骰子的结果是${range(c, 'zh')}`,
};
