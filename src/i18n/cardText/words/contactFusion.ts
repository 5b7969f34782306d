// The card text of a document's `summon.contactFusion`: a Fusion monster's own Contact Fusion
// rule (R-FUS-1), a line of its own before the effects.
import type { TextLang } from '../terms';

export const contactFusionText: Readonly<Record<TextLang, string>> = {
  en: 'Summon rule: this card can be Fusion Summoned from your Extra Deck by Contact Fusion: shuffle face-up monsters on your field that are its listed materials into the Deck.',
  ja: '召喚ルール：このカードはコンタクト融合（自分フィールドの表側表示の融合素材モンスターをデッキに戻してシャッフルする）でエクストラデッキから融合召喚できる。',
  zh: '召唤规则：这张卡可以用接触融合（把自己场上表侧表示的融合素材怪兽回到卡组洗切）从额外卡组融合召唤。',
};

/** `summon.unionFusion`: Union Fusion, the materials to the bottom of the Deck in any order. */
export const unionFusionText: Readonly<Record<TextLang, string>> = {
  en: 'Summon rule: this card can be Fusion Summoned from your Extra Deck by Union Fusion: place its listed materials, face-up on your field (as monsters, or as Union monster cards equipping a monster), on the bottom of the Deck, in the order you choose.',
  ja: '召喚ルール：このカードはユニオン融合（自分フィールドに表側表示で存在する融合素材（モンスター、またはモンスターに装備されたユニオンモンスターカード）を好きな順番でデッキの下に戻す）でエクストラデッキから融合召喚できる。',
  zh: '召唤规则：这张卡可以用联合融合（把自己场上表侧表示存在的融合素材（怪兽，或装备给怪兽的同盟怪兽卡）以任意顺序回到卡组最下方）从额外卡组融合召唤。',
};
