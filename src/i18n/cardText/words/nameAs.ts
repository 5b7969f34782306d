// The card text of a document's rules outside its effects (R-CARD-4): `nameAs` (the name the card
// bears in its hand, GY or Extra Deck), `legendAs` (where it counts as a Legend card), and the
// continuous `nameAs` (its name while face-up on the field).
import type { CardDoc } from '../../../engine/docs';
import type { NameOf } from '../render';
import type { TextLang } from '../terms';

type Place = 'hand' | 'gy' | 'extra';
const ORDER: readonly Place[] = ['hand', 'gy', 'extra'];

const PLACES: Readonly<Record<TextLang, Record<Place, string>>> = {
  en: { hand: 'the hand', gy: 'the GY', extra: 'the Extra Deck' },
  ja: { hand: '手札', gy: '墓地', extra: 'エクストラデッキ' },
  zh: { hand: '手牌', gy: '墓地', extra: '额外卡组' },
};
const where = (lang: TextLang, places: readonly Place[]): string =>
  places.map((p) => PLACES[lang][p]).join(lang === 'en' ? ' or ' : '・');

const NAMED: Readonly<Record<TextLang, (at: string, name: string) => string>> = {
  en: (at, name) => `In ${at}, this card is named "${name}".`,
  ja: (at, name) => `${at}にあるこのカードのカード名は「${name}」として扱う。`,
  zh: (at, name) => `在${at}的这张卡的卡名当作「${name}」使用。`,
};
const LEGEND: Readonly<Record<TextLang, (at: string) => string>> = {
  en: (at) => `In ${at}, this card counts as a Legend card.`,
  ja: (at) => `${at}にあるこのカードはレジェンドカードとして扱う。`,
  zh: (at) => `在${at}的这张卡当作传说卡使用。`,
};
/** The continuous `nameAs` clause (inside the [Continuous Effect] sentence). */
export const NAMED_ON_FIELD: Readonly<Record<TextLang, (name: string) => string>> = {
  en: (name) => `this card is named "${name}" on the field`,
  ja: (name) => `フィールドのこのカードのカード名は「${name}」として扱う`,
  zh: (name) => `场上的这张卡的卡名当作「${name}」使用`,
};

/** The lines of the document's rules, before its effects (empty when it has none). */
export function ruleLines(doc: CardDoc, lang: TextLang, name: NameOf): string[] {
  const out: string[] = [];
  const named = doc.nameAs ?? {};
  // Places sharing one name are one sentence: "In the hand or the GY, ...".
  const ids = [...new Set(ORDER.map((p) => named[p]).filter((x): x is number => x !== undefined))];
  for (const id of ids) out.push(NAMED[lang](where(lang, ORDER.filter((p) => named[p] === id)), name(id)));
  if (doc.legendAs && doc.legendAs.length > 0) out.push(LEGEND[lang](where(lang, ORDER.filter((p) => doc.legendAs?.includes(p as 'hand' | 'gy')))));
  return out;
}
