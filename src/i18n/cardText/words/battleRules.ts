// The card text of the battle rules a continuous effect puts on monsters (`directAttack`,
// `noDirectAttack`, `cannotAttack`, `noTrapsOnAttack`, `noBattleDamage`, `keepsAttackPosition`: engine `AuraFlag`), of
// a `modify` `cannotAttack` and of `forbid` `battleDamage`, in every language.
import type { AuraFlag } from '../../../engine/docs';
import type { TextLang } from '../terms';

interface BattleRuleText {
  /** What the reached monsters are under while the continuous effect applies. */
  lasting(kind: AuraFlag, monsters: string): string;
  /** A `modify` `cannotAttack`: `when` is the phrasebook's opening of its duration. */
  cannotAttack(cards: string, when: string): string;
  /** `forbid` `battleDamage` on `who` for the rest of the turn; `attackers`: only from the attacks of these monsters. */
  noBattleDamage(who: 'you' | 'opponent', attackers?: string): string;
}

const en: BattleRuleText = {
  lasting(kind, monsters) {
    const any = monsters.replace(/^every /, 'any ');
    switch (kind) {
      case 'directAttack':
        return `${monsters} may attack your opponent directly`;
      case 'noDirectAttack':
        return `${monsters} may not attack your opponent directly`;
      case 'cannotAttack':
        return `${monsters} cannot declare an attack`;
      case 'noTrapsOnAttack':
        return `whenever ${any} declares an attack, your opponent may not activate Trap Cards in answer`;
      case 'noBattleDamage':
        return `battles ${any} fights deal no battle damage to its controller`;
      case 'keepsAttackPosition':
        return `while ${monsters.replace(/^every /, 'any ')} is in Attack Position, your opponent's card effects cannot turn it to Defense Position`;
      case 'keepsControl':
        return `no card effect can switch control of ${monsters.replace(/^every /, 'any ')}`;
    }
  },
  cannotAttack: (cards, when) => `${when}${cards} cannot declare an attack`,
  noBattleDamage: (who, attackers) =>
    `for the rest of this turn, no battle damage is dealt to ${who === 'you' ? 'you' : 'your opponent'}${attackers ? ` by the attacks of ${attackers}` : ''}`,
};

const ja: BattleRuleText = {
  lasting(kind, monsters) {
    switch (kind) {
      case 'directAttack':
        return `${monsters}は直接攻撃できる`;
      case 'noDirectAttack':
        return `${monsters}は直接攻撃できない`;
      case 'cannotAttack':
        return `${monsters}は攻撃宣言できない`;
      case 'noTrapsOnAttack':
        return `${monsters}の攻撃宣言時、相手は罠カードを発動できない`;
      case 'noBattleDamage':
        return `${monsters}の戦闘でそのコントローラーが受ける戦闘ダメージは0になる`;
      case 'keepsAttackPosition':
        return `攻撃表示の${monsters}は、相手の効果では守備表示にならない`;
      case 'keepsControl':
        return `${monsters}のコントロールはカードの効果では移らない`;
    }
  },
  cannotAttack: (cards, when) => `${when}${cards}は攻撃宣言できない`,
  noBattleDamage: (who, attackers) => `このターン、${attackers ? `${attackers}の攻撃で` : ''}${who === 'you' ? '自分' : '相手'}が受ける戦闘ダメージは0になる`,
};

const zh: BattleRuleText = {
  lasting(kind, monsters) {
    switch (kind) {
      case 'directAttack':
        return `${monsters}可以直接攻击`;
      case 'noDirectAttack':
        return `${monsters}不能直接攻击`;
      case 'cannotAttack':
        return `${monsters}不能宣言攻击`;
      case 'noTrapsOnAttack':
        return `${monsters}宣言攻击时，对手不能发动陷阱卡`;
      case 'noBattleDamage':
        return `${monsters}进行的战斗给予其控制者的战斗伤害变成0`;
      case 'keepsAttackPosition':
        return `攻击表示的${monsters}不会因对手的卡的效果变成守备表示`;
      case 'keepsControl':
        return `${monsters}的控制权不会因卡的效果而转移`;
    }
  },
  cannotAttack: (cards, when) => `${when}${cards}不能宣言攻击`,
  noBattleDamage: (who, attackers) => `这个回合，${who === 'you' ? '自己' : '对手'}${attackers ? `因${attackers}的攻击` : ''}受到的战斗伤害变成0`,
};

export const BATTLE_RULE_TEXT: Readonly<Record<TextLang, BattleRuleText>> = { en, ja, zh };

