// The text of the cards still written as TypeScript scripts (scriptText/): every script card
// has one in every language, the three languages describe the same effects, and the names a
// text refers to come in the chosen card-name language.
import { describe, expect, it } from 'vitest';
import { cardScripts, scriptById } from '../../cards/scripts';
import { poolCard } from '../../cards/pool';
import { effectTextOf } from './effectText';
import { NAMES_NOT_IN_POOL, SCRIPT_BOOKS, type ScriptPart } from './scriptText';
import { SECTIONS } from './scriptText/types';
import type { TextLang } from './terms';

const LANGS: readonly TextLang[] = ['en', 'ja', 'zh'];
const SCRIPT_IDS = cardScripts().filter((s) => !s.doc).map((s) => s.id);

/** Two or more ASCII words in a row: English left in a Japanese or Chinese text. */
const ENGLISH_RUN = /[A-Za-z]+[\s'’-]+[A-Za-z]+/;
/** A text without the card names in it (「…」), which come in the card-name language. */
const withoutNames = (t: string): string => t.replace(/「[^」]*」/g, '「」');

describe('script card text', () => {
  it('every script card (no document) has a non-empty text in every language, in both card-name languages', () => {
    // The scripts are the escape hatch and grow fewer as cards become documents: the guard
    // against an empty list is that the texts written by hand are exactly the script cards'.
    expect(Object.keys(SCRIPT_BOOKS.en).map(Number).sort()).toEqual([...SCRIPT_IDS].sort());
    for (const id of SCRIPT_IDS) {
      for (const lang of LANGS) {
        for (const names of ['en', 'ja'] as const) {
          const t = effectTextOf(id, lang, names);
          expect(t, `${id} ${lang} ${names}`).toBeTruthy();
          expect((t ?? '').length, `${id} ${lang}`).toBeGreaterThan(10);
          expect(t, `${id} ${lang} ${names}`).not.toMatch(/undefined|null|NaN|\{|\}|\[object|#\d/);
        }
      }
    }
  });

  it('the Japanese and Chinese texts have no English in them (names aside)', () => {
    for (const id of SCRIPT_IDS) {
      for (const lang of ['ja', 'zh'] as const) {
        const t = withoutNames(effectTextOf(id, lang, 'ja') ?? '');
        expect(t, `${id} ${lang}`).not.toMatch(ENGLISH_RUN);
        expect(t, `${id} ${lang}`).not.toMatch(/\b(the|your|monster|card)\b/i);
      }
    }
  });

  it('the books hold exactly the script cards, with the same effects and sections in each language', () => {
    const shape = (parts: readonly ScriptPart[]) => parts.map((p) => [p.maximum === true, ...SECTIONS.filter((s) => p[s] !== undefined)].join(','));
    for (const lang of LANGS) {
      expect(Object.keys(SCRIPT_BOOKS[lang]).map(Number).sort(), lang).toEqual([...SCRIPT_IDS].sort());
    }
    for (const id of SCRIPT_IDS) {
      const en = shape(SCRIPT_BOOKS.en[id] ?? []);
      expect(shape(SCRIPT_BOOKS.ja[id] ?? []), `${id} ja`).toEqual(en);
      expect(shape(SCRIPT_BOOKS.zh[id] ?? []), `${id} zh`).toEqual(en);
    }
  });

  it('what the text says matches the script: MAXIMUM-only effects, summon rules, continuous effects', () => {
    for (const id of SCRIPT_IDS) {
      const s = scriptById(id);
      const parts = SCRIPT_BOOKS.en[id] ?? [];
      expect(parts.some((p) => p.maximum), `${id} MAXIMUM`).toBe(s?.effects.some((e) => e.maximumOnly) ?? false);
      expect(parts.some((p) => p.summon), `${id} summon rule`).toBe(Boolean(s?.summon));
      expect(parts.some((p) => p.continuous), `${id} continuous`).toBe(Boolean(s?.continuous));
      expect(parts.some((p) => p.cost), `${id} cost`).toBe(s?.effects.some((e) => e.cost !== undefined && (!Array.isArray(e.cost) || e.cost.length > 0)) ?? false);
      expect(parts.some((p) => p.trigger), `${id} trigger`).toBe(s?.effects.some((e) => e.kind === 'trap') ?? false);
    }
  });

  it('every card a text names is a card with a name (the pool, or the few named cards it lacks)', () => {
    for (const lang of LANGS) {
      for (const [id, parts] of Object.entries(SCRIPT_BOOKS[lang])) {
        for (const p of parts) {
          for (const s of SECTIONS) {
            for (const m of (p[s] ?? '').matchAll(/\{(\d+)\}/g)) {
              const named = Number(m[1]);
              expect(poolCard(named) !== undefined || named in NAMES_NOT_IN_POOL, `${id} ${lang} names ${named}`).toBe(true);
            }
          }
        }
      }
    }
  });

  it('names come in the chosen card-name language', () => {
    expect(effectTextOf(160315032, 'en')).toContain('"Blue-Fang Burst Dragon" or one "Red-Boot Boost Dragon"');
    expect(effectTextOf(160315032, 'ja', 'ja')).toContain('「碧牙の爆速竜」または「真紅動の撃速竜」');
    expect(effectTextOf(160320032, 'zh', 'en')).toContain('「Elemental HERO Bubbleman」或「Elemental HERO Neos」');
    expect(effectTextOf(160320032, 'en')).toContain('"Elemental HERO Bubbleman" or "Elemental HERO Neos"');
    expect(effectTextOf(160320032, 'ja', 'ja')).toContain('「Ｅ・ＨＥＲＯ バブルマン」または「Ｅ・ＨＥＲＯ ネオス」');
  });

  it('texts keep the sections and labels of generated text', () => {
    expect(effectTextOf(160302001, 'en')).toBe(
      [
        'Condition: You can still enter the Battle Phase this turn.',
        'Cost: Send the card on top of your Deck to the GY.',
        'Effect: This turn, if this card destroys a monster in battle, it may attack once more in that Battle Phase.',
      ].join('\n'),
    );
    expect(effectTextOf(160422001, 'en')).toMatch(/^\[MAXIMUM\] Condition: /);
    expect(effectTextOf(160422001, 'ja')).toMatch(/^【マキシマム】条件：/);
    expect(effectTextOf(160422001, 'zh')).toMatch(/^【极大】条件：/);
    expect(effectTextOf(160211069, 'en')).toMatch(/^Summon rule: .*this card can be Normal Summoned without Tributes\.\n\nCondition: /);
    expect(effectTextOf(160211069, 'ja')).toMatch(/^召喚ルール：.*\n\n条件：/);
    expect(effectTextOf(160205018, 'zh')).toMatch(/^发动时机：.*\n代价：支付600基本分。\n效果：/);
  });
});
