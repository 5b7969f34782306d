// A small translation function for interface strings. Card names are data, not strings
// here: they come in English or Japanese from the pool (settings.cardNames).
import { EN, type StringKey } from './en';
import { JA } from './ja';
import { ZH } from './zh';

export type { StringKey };
export type Lang = 'en' | 'ja' | 'zh';

const TABLES: Record<Lang, Record<StringKey, string>> = { en: EN, ja: JA, zh: ZH };

/** The string for a key, with {name} placeholders filled in (as text, never markup). */
export function translate(lang: Lang, key: StringKey, vars: Record<string, string | number> = {}): string {
  const s = TABLES[lang][key] ?? EN[key];
  return s.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}

export const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', ja: '日本語', zh: '简体中文' };
/** BCP 47 tags for the lang attribute. */
export const LANGUAGE_TAGS: Record<Lang, string> = { en: 'en', ja: 'ja', zh: 'zh-Hans' };
