// The text of a card still written as a TypeScript script, in the chosen language: its
// sections (scriptText/<lang>.ts) under the labels the generated text of documents uses.
import { EN_CARD_TEXT } from '../en';
import { JA_CARD_TEXT } from '../ja';
import type { Phrasebook } from '../phrasebook';
import type { NameOf } from '../render';
import type { TextLang } from '../terms';
import { ZH_CARD_TEXT } from '../zh';
import { EN_SCRIPT_TEXT } from './en';
import { JA_SCRIPT_TEXT } from './ja';
import { SECTIONS, type ScriptBook, type ScriptPart } from './types';
import { ZH_SCRIPT_TEXT } from './zh';

export type { ScriptBook, ScriptPart } from './types';

export const SCRIPT_BOOKS: Record<TextLang, ScriptBook> = { en: EN_SCRIPT_TEXT, ja: JA_SCRIPT_TEXT, zh: ZH_SCRIPT_TEXT };
const PHRASEBOOKS: Record<TextLang, Phrasebook> = { en: EN_CARD_TEXT, ja: JA_CARD_TEXT, zh: ZH_CARD_TEXT };
/** The label of a summon rule, which card documents do not have. */
const SUMMON_LABEL: Record<TextLang, string> = { en: 'Summon rule: ', ja: '召喚ルール：', zh: '召唤规则：' };

/** `{<card id>}` in a script text: that card's name. */
const NAME = /\{(\d+)\}/g;

function part(p: ScriptPart, lang: TextLang, name: NameOf): string {
  const labels = PHRASEBOOKS[lang].labels;
  const lines = SECTIONS.flatMap((s) => {
    const text = p[s];
    if (text === undefined) return [];
    const label = s === 'summon' ? SUMMON_LABEL[lang] : labels[s];
    return [`${label}${text.replace(NAME, (_, id: string) => name(Number(id)))}`];
  });
  return `${p.maximum ? labels.maximum : ''}${lines.join('\n')}`;
}

/** The whole text of a script card, one line per section and a blank line between effects; null for a card with none. */
export function scriptCardText(id: number, lang: TextLang, name: NameOf): string | null {
  const parts = SCRIPT_BOOKS[lang][id];
  return parts ? parts.map((p) => part(p, lang, name)).join('\n\n') : null;
}

/** Names of cards a text names that the card pool does not have (yet). */
export const NAMES_NOT_IN_POOL: Readonly<Record<number, { en: string; ja: string }>> = {
  160320004: { en: 'Elemental HERO Neos', ja: 'Ｅ・ＨＥＲＯ ネオス' },
};
