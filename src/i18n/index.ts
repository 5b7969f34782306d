// A small translation function for interface strings. English is built in; the other
// languages load on first use (they are not needed for the first screen). Card names are
// data, not strings here: they come in English or Japanese from the pool (settings.cardNames).
import { EN_REST_NOW, loadEnRest } from '#en-rest';
import { EN as EN_FIRST, type StringKey } from './en';
import type { CardRef, Msg, Worded } from './msg';

export type { StringKey };
export type Lang = 'en' | 'ja' | 'zh';

/** English: the first screen's strings, and the rest once loaded (at once in Node). */
const EN: Partial<Record<StringKey, string>> = { ...EN_FIRST, ...EN_REST_NOW };
const TABLES: Partial<Record<Lang, Partial<Record<StringKey, string>>>> = { en: EN };
const loading = new Map<Lang, Promise<void>>();
let englishRest: Promise<void> | null = null;

/**
 * Loads the English strings past the first duel screen (deck builder, replays, match, sandbox,
 * deck checks, scenarios; ./enRest.ts). The screens using them wait for it before they show
 * (src/ui/App.tsx); the other languages' tables are whole.
 */
export function loadEnglishRest(): Promise<void> {
  englishRest ??= loadEnRest().then(
    (rest) => {
      Object.assign(EN, rest);
    },
    (e: unknown) => {
      englishRest = null; // offline before the first visit cached it: may be tried again
      throw e;
    },
  );
  return englishRest;
}

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

/**
 * The string for a key, with {name} placeholders filled in (as text, never markup); English until
 * a language has loaded. `{n:one|other}` picks a word by the number n and the language's plural
 * rules (Intl.PluralRules: "1 card", "2 cards"; Japanese and Chinese have one form).
 */
export function translate(lang: Lang, key: StringKey, vars: Record<string, string | number> = {}): string {
  // A key whose English is not loaded yet shows as itself (never in practice: see loadEnglishRest).
  const table = TABLES[lang];
  const s = table?.[key] ?? EN[key] ?? key;
  return fill(plurals(table && key in table ? lang : 'en', s, vars), vars);
}

const pluralRules = new Map<Lang, Intl.PluralRules>();
/**
 * `{k:one|other}` forms resolved for the number in vars[k]: the other form when it is not a
 * number, and left as they are when k is not given (engine templates fill their own later).
 */
export function plurals(lang: Lang, s: string, vars: Record<string, string | number>): string {
  if (!s.includes('|')) return s;
  return s.replace(/\{(\w+):([^|}]*)\|([^}]*)\}/g, (m, k: string, one: string, other: string) => {
    if (!(k in vars)) return m;
    const n = vars[k];
    if (typeof n !== 'number') return other;
    let rules = pluralRules.get(lang);
    if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(LANGUAGE_TAGS[lang])));
    return rules.select(n) === 'one' ? one : other;
  });
}

/** A string with its {name} placeholders filled in; unknown ones stay visible. */
export function fill(s: string, vars: Record<string, string | number> = {}): string {
  return s.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}

/**
 * A preset deck's name or description in a language ('name' | 'desc'); null in English, or when
 * the language has none for it (the deck data's English is shown then).
 */
export function presetWord(lang: Lang, key: string, part: 'name' | 'desc'): string | null {
  const table = TABLES[lang] as Record<string, string> | undefined;
  return lang === 'en' ? null : (table?.[`preset.${key}.${part}`] ?? null);
}

export const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', ja: '日本語', zh: '简体中文' };
/** BCP 47 tags for the lang attribute. */
export const LANGUAGE_TAGS: Record<Lang, string> = { en: 'en', ja: 'ja', zh: 'zh-Hans' };

export { cardRef, msg, type CardRef, type Msg, type Worded } from './msg';

/** A message as text: card names in `names` (Japanese when the card has one). */
export function say(lang: Lang, names: 'en' | 'ja', m: Msg | CardRef | Worded): string {
  if ('worded' in m) return m.worded[lang] ?? m.worded.en;
  if (!('key' in m)) return names === 'ja' && m.ja ? m.ja : m.en;
  const vars: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(m.vars ?? {})) vars[k] = typeof v === 'object' ? say(lang, names, v) : v;
  return translate(lang, m.key, vars);
}

/** The English text of a message (what logs and tests keep). */
export const english = (m: Msg | CardRef | Worded): string => say('en', 'en', m);
