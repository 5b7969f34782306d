// A small translation function for interface strings. English is built in; the other
// languages load on first use (they are not needed for the first screen). Card names are
// data, not strings here: they come in English or Japanese from the pool (settings.cardNames).
import { EN, type StringKey } from './en';

export type { StringKey };
export type Lang = 'en' | 'ja' | 'zh';

const TABLES: Partial<Record<Lang, Record<StringKey, string>>> = { en: EN };
const loading = new Map<Lang, Promise<void>>();

export function hasLanguage(lang: Lang): boolean {
  return TABLES[lang] !== undefined;
}

export function loadLanguage(lang: Lang): Promise<void> {
  let p = loading.get(lang);
  if (!p) {
    p = (lang === 'ja' ? import('./ja').then((m) => m.JA) : lang === 'zh' ? import('./zh').then((m) => m.ZH) : Promise.resolve(EN)).then((table) => {
      TABLES[lang] = table;
    });
    // A failed load (offline before the first visit cached it) may be tried again.
    p.catch(() => loading.delete(lang));
    loading.set(lang, p);
  }
  return p;
}

/** The string for a key, with {name} placeholders filled in (as text, never markup); English until a language has loaded. */
export function translate(lang: Lang, key: StringKey, vars: Record<string, string | number> = {}): string {
  const s = (TABLES[lang] ?? EN)[key] ?? EN[key];
  return s.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}

export const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', ja: '日本語', zh: '简体中文' };
/** BCP 47 tags for the lang attribute. */
export const LANGUAGE_TAGS: Record<Lang, string> = { en: 'en', ja: 'ja', zh: 'zh-Hans' };
