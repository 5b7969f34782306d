// The card text of the continuous rules on effect damage: `effectDamageBecomes` (the damage of a
// named card's effect is a set amount) and `noEffectDamage` (no damage from the opponent's card
// effects, maybe only in one turn and phase), in every language.
import type { DocContinuous } from '../../../engine/docs';
import type { NameOf } from '../render';
import type { TextLang } from '../terms';

const BECOMES: Readonly<Record<TextLang, (names: string[], amount: number) => string>> = {
  en: (n, a) => `when the effect of ${n.map((x) => `"${x}"`).join(' or ')} you activate deals damage to your opponent, that damage is ${a} instead`,
  ja: (n, a) => `自分が発動した${n.map((x) => `「${x}」`).join('または')}の効果で相手に与えるダメージは${a}になる`,
  zh: (n, a) => `自己发动的${n.map((x) => `「${x}」`).join('或')}的效果给与对手的伤害变成${a}`,
};

type When = NonNullable<DocContinuous['noEffectDamage']>;
const DURING: Readonly<Record<TextLang, (w: When) => string>> = {
  en: (w) => {
    if (w.turn === undefined && w.phase === undefined) return '';
    const whose = w.turn === 'you' ? 'your ' : w.turn === 'opponent' ? "your opponent's " : 'the ';
    const phase = w.phase === 'main' ? 'Main Phase' : w.phase === 'battle' ? 'Battle Phase' : 'turn';
    return ` during ${whose}${phase}`;
  },
  ja: (w) => `${w.turn === 'you' ? '自分の' : w.turn === 'opponent' ? '相手の' : ''}${w.phase === 'main' ? 'メインフェイズ' : w.phase === 'battle' ? 'バトルフェイズ' : w.turn ? 'ターン' : ''}`,
  zh: (w) => `${w.turn === 'you' ? '自己的' : w.turn === 'opponent' ? '对手的' : ''}${w.phase === 'main' ? '主要阶段' : w.phase === 'battle' ? '战斗阶段' : w.turn ? '回合' : ''}`,
};
const NO_DAMAGE: Readonly<Record<TextLang, (w: When) => string>> = {
  en: (w) => `your opponent's card effects deal you no damage${DURING.en(w)}`,
  ja: (w) => `${DURING.ja(w) ? `${DURING.ja(w)}中、` : ''}自分は相手のカードの効果ではダメージを受けない`,
  zh: (w) => `${DURING.zh(w) ? `${DURING.zh(w)}中，` : ''}自己不会受到对手的卡的效果造成的伤害`,
};

/** The clauses of the effect damage rules of a face-up card. */
export function effectDamageClauses(lang: TextLang, cont: DocContinuous, name: NameOf): string[] {
  const out: string[] = [];
  const b = cont.effectDamageBecomes;
  if (b) out.push(BECOMES[lang](b.ids.map((id) => name(id)), b.amount));
  if (cont.noEffectDamage) out.push(NO_DAMAGE[lang](cont.noEffectDamage));
  return out;
}
