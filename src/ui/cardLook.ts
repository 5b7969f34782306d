// How a card definition looks: its frame colour and the words on it.
import type { CardDef } from '../engine';
import { attributeName, raceName, type TextLang } from '../i18n/cardText/terms';

export const ATTRIBUTE_MARK: Record<string, string> = {
  DARK: '闇',
  LIGHT: '光',
  EARTH: '地',
  WATER: '水',
  FIRE: '炎',
  WIND: '風',
  DIVINE: '神',
};

/** CSS modifier for the card frame. */
export function frameOf(def: CardDef): string {
  if (def.id === 0) return 'back';
  if (def.kind === 'spell') return def.spellKind === 'field' ? 'field' : def.spellKind === 'equip' ? 'equip' : 'spell';
  if (def.kind === 'trap') return 'trap';
  return def.monsterKind ?? 'normal';
}

// Card kinds as each language prints them in a type line: [en, ja, zh].
type Words = [en: string, ja: string, zh: string];
const KIND_WORDS: Record<string, Words> = {
  normal: ['Normal', '通常', '通常'],
  effect: ['Effect', '効果', '效果'],
  maximum: ['MAXIMUM / Effect', 'マキシマム/効果', '极大/效果'],
  fusion: ['Fusion', '融合', '融合'],
  ritual: ['Ritual', '儀式', '仪式'],
};
const SPELL_WORDS: Record<string, Words> = {
  normal: ['Spell', '通常魔法', '通常魔法'],
  field: ['Spell (Field)', 'フィールド魔法', '场地魔法'],
  equip: ['Spell (Equip)', '装備魔法', '装备魔法'],
  ritual: ['Spell (Ritual)', '儀式魔法', '仪式魔法'],
};
const TRAP_WORDS: Words = ['Trap', '罠', '陷阱'];
const LANG_INDEX: Record<TextLang, 0 | 1 | 2> = { en: 0, ja: 1, zh: 2 };
const NORMAL_MONSTER: Words = ['Normal', '通常', '通常'];
const NORMAL_SPELL: Words = ['Spell', '通常魔法', '通常魔法'];

/** "DARK / Spellcaster / Effect", "闇属性/魔法使い族/効果": the type line in a language. */
export function typeLine(def: CardDef, lang: TextLang = 'en'): string {
  const i = LANG_INDEX[lang];
  if (def.kind === 'spell') return (SPELL_WORDS[def.spellKind ?? 'normal'] ?? NORMAL_SPELL)[i];
  if (def.kind === 'trap') return TRAP_WORDS[i];
  const kind = (KIND_WORDS[def.monsterKind ?? 'normal'] ?? NORMAL_MONSTER)[i];
  const attr = def.attribute ? `${attributeName(def.attribute, lang)}${lang === 'en' ? '' : '属性'}` : '';
  const race = def.race ? raceName(def.race, lang) : '';
  return [attr, race, kind].filter(Boolean).join(lang === 'en' ? ' / ' : '/');
}

/** A shorter name for small cards; a MAXIMUM piece keeps its [L] / [R] mark. */
export function shortName(name: string): string {
  const m = /^(.*?)\s*(\[[LR]\])$/.exec(name);
  const base = m ? (m[1] ?? name) : name;
  const mark = m ? ` ${m[2]}` : '';
  const limit = m ? 24 : 34;
  return (base.length > limit ? `${base.slice(0, limit - 1).trimEnd()}…` : base) + mark;
}
