// The card text of the continuous rule `fewerTributes` (a face-up card lets either player Tribute
// Summon some monsters with fewer Tributes), and of the other whole-field rules worded after it,
// in every language. render.ts gives it the monsters worded by its phrasebook.
import type { DocContinuous, Filter } from '../../../engine/docs';
import type { Phrasebook } from '../phrasebook';
import type { NameOf } from '../render';
import type { TextLang } from '../terms';
import { NAMED_ON_FIELD } from './nameAs';
import { effectDamageClauses } from './effectDamage';

/** spellTrapsImmune: the Spell/Trap Cards of your field (or the face-down ones) are safe from the opponent's effects. */
const SHIELD: Readonly<Record<TextLang, (which: 'all' | 'faceDown' | 'faceUp') => string>> = {
  en: (f) => `your opponent's card effects cannot destroy the ${f === 'all' ? '' : f === 'faceDown' ? 'face-down ' : 'face-up '}Spell and Trap Cards you control`,
  ja: (f) => `自分フィールドの${f === 'all' ? '' : f === 'faceDown' ? '裏側表示の' : '表側表示の'}魔法・罠カードは相手の効果では破壊されない`,
  zh: (f) => `自己场上的${f === 'all' ? '' : f === 'faceDown' ? '里侧表示的' : '表侧表示的'}魔法·陷阱卡不会被对手的效果破坏`,
};

/** lockTraps `player` `opponent`: only the opponent is locked out of Traps (perhaps during the Battle Phase only). */
const OPPONENT_TRAPS: Readonly<Record<TextLang, (battlePhase: boolean) => string>> = {
  en: (b) => `${b ? 'while a Battle Phase is under way, ' : ''}Trap Cards may not be activated by your opponent`,
  ja: (b) => `${b ? 'バトルフェイズ中、' : ''}相手は罠カードを発動できない`,
  zh: (b) => `${b ? '战斗阶段中，' : ''}对手不能发动陷阱卡`,
};

/** lockTraps `onSummon`: no Trap of the opponent's answers your face-up summon of such a monster. */
const TRAPS_ON_SUMMON: Readonly<Record<TextLang, (monsters: string) => string>> = {
  en: (m) => `Trap Cards may not be activated by your opponent in answer to your face-up Normal or Special Summon of ${m}`,
  ja: (m) => `自分が${m}を表側表示で通常召喚・特殊召喚した時、相手は罠カードを発動できない`,
  zh: (m) => `自己把${m}表侧表示通常召唤·特殊召唤时，对手不能发动陷阱卡`,
};

const FEWER: Readonly<Record<TextLang, (monsters: string, n: number, attackOnly: boolean) => string>> = {
  // 0: a Normal Summon (with `attack`, not a Set) without Tributes.
  en: (m, n, a) => n === 0 ? `either player may Normal Summon ${m}${a ? '' : ' or Set them'} without Tributing any monster` : `either player may Tribute Summon ${m}${a ? ' in Attack Position' : ''} by Tributing just ${n === 1 ? 'one monster' : 'two monsters'}`,
  ja: (m, n, a) => n === 0 ? `お互いのプレイヤーは${m.replace(/全て$/, '')}をリリースなしで通常召喚${a ? '' : '・セット'}できる` : `お互いのプレイヤーは${m.replace(/全て$/, '')}を${n}体のリリースで${a ? '攻撃表示で' : ''}アドバンス召喚できる`,
  zh: (m, n, a) => n === 0 ? `双方都可以不用解放把${m}通常召唤${a ? '' : '或盖放'}` : `双方都可以只解放${n}只怪兽，把${m}${a ? '以攻击表示' : ''}上级召唤`,
};

/** The clauses of the rules a face-up card makes for both players: fewer Tributes, no Traps. */
export function ruleClauses(pb: Phrasebook, cont: DocContinuous, monsters: (f: Filter) => string, name: NameOf): string[] {
  const out: string[] = [];
  if (cont.nameAs !== undefined) out.push(NAMED_ON_FIELD[pb.lang](name(cont.nameAs)));
  const fewer = cont.fewerTributes;
  if (fewer) {
    const { position, ...filter } = fewer.filter;
    out.push(FEWER[pb.lang](monsters(filter), fewer.tributes, position === 'attack'));
  }
  const traps = cont.lockTraps;
  if (traps === true) out.push(pb.lockTraps);
  else if (traps?.onSummon) out.push(TRAPS_ON_SUMMON[pb.lang](monsters(traps.onSummon)));
  else if (traps) out.push(OPPONENT_TRAPS[pb.lang](traps.battlePhase === true));
  if (cont.spellTrapsImmune) out.push(SHIELD[pb.lang](cont.spellTrapsImmune));
  out.push(...effectDamageClauses(pb.lang, cont, name));
  return out;
}
