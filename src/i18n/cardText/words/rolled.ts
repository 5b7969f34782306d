// The card text of the condition word `rolled` (src/engine/effects/words/conditions/rolled/).
import type { ConditionText } from './types';

type Rolled = { min?: number; max?: number; oneOf?: number[] };

/** The numbers a condition allows, as ranges of words in each language. */
function range(c: Rolled, lang: 'en' | 'ja' | 'zh'): string {
  const or = lang === 'en' ? ' or ' : lang === 'ja' ? 'か' : '或';
  if (c.oneOf) return c.oneOf.join(or);
  const { min, max } = c;
  if (min !== undefined && max !== undefined) return min === max ? String(min) : lang === 'en' ? `${min} to ${max}` : `${min}～${max}`;
  if (max !== undefined) return lang === 'en' ? `${max} or less` : `${max}以下`;
  return lang === 'en' ? `${min ?? 1} or more` : `${min ?? 1}以上`;
}

export const rolledText: ConditionText<'rolled'> = {
  en: (c) => `the die came up ${range(c, 'en')}`,
  ja: (c) => `サイコロの出た目が${range(c, 'ja')}だった`,
  zh: (c) => `骰子的点数是${range(c, 'zh')}`,
};
