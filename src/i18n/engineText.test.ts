import { beforeAll, describe, expect, it } from 'vitest';
import { AMONG_WORDS, PLACE_WORDS, TEXT_CODES, tx, type TextCode } from '../engine';
import { EN as EN_FIRST } from './en';
import { EN_REST } from './enRest';

// Every English string: the first screen's and the rest the browser loads later.
const EN = { ...EN_FIRST, ...EN_REST };
import { JA } from './ja';
import { ZH } from './zh';
import { loadLanguage } from './index';
import { renderText, type CardNames } from './engineText';

const TABLES = { en: EN, ja: JA, zh: ZH } as Record<string, Record<string, string>>;
const CODES = Object.keys(TEXT_CODES) as TextCode[];
/** Placeholders a template may use beyond the code's own parameters (derived by the renderer). */
const derived = (params: readonly string[]): string[] => (params.includes('min') && params.includes('max') ? ['range'] : []);
const holes = (s: string): string[] => [...new Set([...s.matchAll(/\{(\w+)(?::[^}]*)?\}/g)].map((m) => m[1] as string))].sort();
const names: CardNames = { uid: (u) => `Card${u}`, id: (id) => `Id${id}` };

describe('engine texts (src/engine/text.ts) in every language', () => {
  beforeAll(() => Promise.all([loadLanguage('ja'), loadLanguage('zh')]));

  it('every code has a non-empty template in en, ja and zh, using exactly its parameters', () => {
    for (const [lang, table] of Object.entries(TABLES)) {
      for (const code of CODES) {
        const tpl = table[`eng.${code}`];
        expect(tpl, `${lang} eng.${code}`).toBeTruthy();
        const params: readonly string[] = TEXT_CODES[code];
        const allowed = new Set([...params, ...derived(params)]);
        for (const h of holes(tpl as string)) expect(allowed.has(h), `${lang} eng.${code}: {${h}} is not a parameter`).toBe(true);
        // Every parameter shows up (min/max may show up only through {range}).
        for (const p of params) {
          const shown = holes(tpl as string).includes(p) || ((p === 'min' || p === 'max') && holes(tpl as string).includes('range'));
          expect(shown, `${lang} eng.${code} does not show {${p}}`).toBe(true);
        }
      }
    }
  });

  it('no template is left without a code, and the word vocabularies have their templates', () => {
    for (const key of Object.keys(EN)) if (key.startsWith('eng.')) expect(CODES, key).toContain(key.slice(4));
    for (const w of PLACE_WORDS) expect(CODES).toContain(`where.${w}`);
    for (const w of AMONG_WORDS) expect(CODES).toContain(`among.${w}`);
  });

  it('renders parameters, plurals, ranges, places and the rule', () => {
    expect(renderText(tx('summon.noZone', { card: 3 }, 'R-NS-3'), 'en', names)).toBe('You have no free Monster Zone for Card3 (R-NS-3).');
    expect(renderText(tx('summon.needTributes', { level: 7, needed: 2, have: 1 }, 'R-NS-4'), 'en', names)).toBe(
      'A Level 7 monster needs 2 Tributes and you control only 1 monster (R-NS-4).',
    );
    expect(renderText(tx('prompt.sendToGy', { min: 1, max: 1, where: 'hand' }), 'en', names)).toBe('Choose 1 card in your hand to send to the GY');
    expect(renderText(tx('prompt.addToHand', { min: 0, max: 2, where: 'gy' }), 'en', names)).toBe('Add up to 2 cards from your GY to your hand');
    expect(renderText(tx('opt.cards', { cards: [1, 2] }), 'en', names)).toBe('Card1 + Card2');
    expect(renderText(tx('opt.cardName', { cardId: 9 }), 'en', names)).toBe('Id9');
    expect(renderText(tx('position.alreadyChanged', { card: 'faceDown' }, 'R-POS-2'), 'en', names)).toBe(
      'That face-down monster has already changed position this turn (R-POS-2).',
    );
    expect(renderText(tx('summon.noZone', { card: 3 }, 'R-NS-3'), 'ja', names)).toBe('Card3を置ける空いたモンスターゾーンがありません（R-NS-3）。');
    expect(renderText(tx('opt.defensePosition'), 'zh', names)).toBe('守备表示');
    expect(renderText(tx('prompt.sendToGy', { min: 2, max: 2, where: 'hand' }), 'ja', names)).toBe('手札から墓地へ送るカードを選択（2）');
  });
});
