// The card text of a card's own summon rules (the document's `summon`): without Tributes,
// from the hand, its other ways of Tributes (`tributes`) and "cannot be Special Summoned"
// (`cannotSpecialSummon`), a "Summon rule:" line each, in every language.
import type { CardRef, Condition, DocSummon } from '../../../engine/docs';
import type { Phrasebook, Quantity } from '../phrasebook';
import type { TextLang } from '../terms';
import type { NameOf } from '../refText';

/** What render.ts gives: the phrasebook, a condition worded, cards worded. */
export interface SummonWording {
  pb: Phrasebook;
  name: NameOf;
  condition(k: Condition): string;
  cards(ref: CardRef, q: Quantity): string;
}

type TributeWay = NonNullable<DocSummon['tributes']>[number];

const SAME: Readonly<Record<TextLang, string>> = { en: ', all of one Attribute', ja: '（全て同じ属性）', zh: '（全部属性相同）' };

/** A Normal Summon without Tributes by the card's own rule (`count` 0). */
function noTributeWay(lang: TextLang, conds: string[], atk: number | undefined): string {
  if (lang === 'ja') {
    const when = conds.length > 0 ? `${conds.join('、かつ')}場合、` : '';
    return `召喚ルール：${when}このカードはリリースなしで攻撃表示で通常召喚できる。${atk === undefined ? '' : `この方法で召喚したこのカードの元々の攻撃力は${atk}になる。`}`;
  }
  if (lang === 'zh') {
    const when = conds.length > 0 ? `${conds.join('，并且')}的场合，` : '';
    return `召唤规则：${when}这张卡可以不用解放以攻击表示通常召唤。${atk === undefined ? '' : `用这个方法召唤的这张卡的原本攻击力变成${atk}。`}`;
  }
  const when = conds.length > 0 ? `while ${conds.join(' and ')}, ` : '';
  return `Summon rule: ${when}this card may be Normal Summoned face-up in Attack Position with no Tributes at all${atk === undefined ? '' : `; summoned that way, its original ATK is ${atk}`}.`;
}

function tributeWay(lang: TextLang, tributes: string, one: boolean, same: boolean, conds: string[], atk: number | undefined): string {
  const s = same ? SAME[lang] : '';
  if (lang === 'ja') {
    const when = conds.length > 0 ? `${conds.join('、かつ')}場合、` : '';
    return `召喚ルール：${when}このカードは${tributes}${s}をリリースして攻撃表示でアドバンス召喚できる。${atk === undefined ? '' : `この方法で召喚したこのカードの元々の攻撃力は${atk}になる。`}`;
  }
  if (lang === 'zh') {
    const when = conds.length > 0 ? `${conds.join('，并且')}的场合，` : '';
    return `召唤规则：${when}这张卡可以把${tributes}${s}解放，以攻击表示上级召唤。${atk === undefined ? '' : `用这个方法召唤的这张卡的原本攻击力变成${atk}。`}`;
  }
  const when = conds.length > 0 ? `while ${conds.join(' and ')}, ` : '';
  return `Summon rule: ${when}this card may be Tribute Summoned face-up in Attack Position with ${tributes}${s} as the Tribute${one ? '' : 's'}${atk === undefined ? '' : `; summoned that way, its original ATK is ${atk}`}.`;
}

const NO_SPECIAL: Readonly<Record<TextLang, Record<'always' | 'fromGy', string>>> = {
  en: { always: 'Summon rule: no way exists to Special Summon this card.', fromGy: 'Summon rule: this card can never be Special Summoned out of a GY.' },
  ja: { always: '召喚ルール：このカードは特殊召喚できない。', fromGy: '召喚ルール：このカードは墓地から特殊召喚できない。' },
  zh: { always: '召唤规则：这张卡不能特殊召唤。', fromGy: '召唤规则：这张卡不能从墓地特殊召唤。' },
};

/** `onlyBy`: the only cards whose effect may Special Summon it. */
function onlyByLine(lang: TextLang, names: readonly string[]): string {
  if (lang === 'ja') return `召喚ルール：このカードは${names.map((n) => `「${n}」`).join('か')}の効果でのみ特殊召喚できる。`;
  if (lang === 'zh') return `召唤规则：这张卡只能用${names.map((n) => `「${n}」`).join('或')}的效果特殊召唤。`;
  return `Summon rule: this card may be Special Summoned by the effect of no card but ${names.map((n) => `"${n}"`).join(' or ')}.`;
}

/** `notMaterialFor`: the Fusion monsters it may not be a material for. */
function notMaterialForLine(lang: TextLang, names: readonly string[]): string {
  if (lang === 'ja') return `召喚ルール：このカードは${names.map((n) => `「${n}」`).join('か')}の融合召喚の素材にできない。`;
  if (lang === 'zh') return `召唤规则：这张卡不能作为${names.map((n) => `「${n}」`).join('或')}的融合召唤的素材。`;
  return `Summon rule: this card is never a material for a Fusion Summon of ${names.map((n) => `"${n}"`).join(' or ')}.`;
}

/** The rule lines, in the order they open the card's text. */
export function summonRuleTexts(rules: DocSummon, w: SummonWording): string[] {
  const { pb } = w;
  const out: string[] = [];
  if (rules.cannotSpecialSummon) out.push(NO_SPECIAL[pb.lang][rules.cannotSpecialSummon]);
  if (rules.onlyBy) out.push(onlyByLine(pb.lang, rules.onlyBy.map((id) => w.name(id))));
  if (rules.notMaterialFor) out.push(notMaterialForLine(pb.lang, rules.notMaterialFor.map((id) => w.name(id))));
  const fromHand = rules.fromHand;
  if (fromHand) {
    // Never the card itself (it is the one summoned): "other".
    const reveal = fromHand.reveal ? w.cards({ place: 'hand', side: 'you', filter: { ...fromHand.reveal, notSelf: true } }, { n: 1 }) : undefined;
    const c = fromHand.cost;
    const cost = c ? { cards: w.cards({ place: c.place, side: 'you', filter: c.place === 'hand' ? { ...c.filter, notSelf: true } : c.filter }, { n: 1 }), to: c.to } : undefined;
    out.push(pb.summonFromHand(fromHand.position, fromHand.condition.map(w.condition), reveal, cost));
  }
  if (rules.noTributes) out.push(pb.summonNoTributes(rules.noTributes.map(w.condition)));
  for (const t of rules.tributes ?? []) {
    const conds = (t.condition ?? []).map(w.condition);
    out.push(t.count === 0 ? noTributeWay(pb.lang, conds, t.originalAtk) : tributeWay(pb.lang, tributesOf(w, t), t.count === 1, t.same === 'attribute', conds, t.originalAtk));
  }
  return out;
}

const tributesOf = (w: SummonWording, t: TributeWay): string => w.cards(t.filter ? { place: 'monsterZones', side: 'you', filter: t.filter } : { place: 'monsterZones', side: 'you' }, { n: t.count });
