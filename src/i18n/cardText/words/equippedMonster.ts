// The card text of the condition word `equippedMonster` (src/engine/effects/words/conditions/equippedMonster/).
import { raceName } from '../terms';
import type { ConditionText } from './types';

type Level = { min?: number; max?: number } | undefined;
const levelEn = (l: Level): string =>
  !l ? '' : l.min !== undefined && l.max !== undefined ? `Level ${l.min}-${l.max} ` : l.min !== undefined ? `Level ${l.min} or higher ` : `Level ${l.max ?? 0} or lower `;
const levelJa = (l: Level): string =>
  !l ? '' : l.min !== undefined && l.max !== undefined ? `レベル${l.min}～${l.max}の` : l.min !== undefined ? `レベル${l.min}以上の` : `レベル${l.max ?? 0}以下の`;
const levelZh = (l: Level): string =>
  !l ? '' : l.min !== undefined && l.max !== undefined ? `等级${l.min}～${l.max}的` : l.min !== undefined ? `等级${l.min}以上的` : `等级${l.max ?? 0}以下的`;
const WHO = {
  en: { you: 'you control', opponent: 'your opponent controls', both: 'there is on the field' },
  ja: { you: '自分フィールドに', opponent: '相手フィールドに', both: 'フィールドに' },
  zh: { you: '自己场上有', opponent: '对手场上有', both: '场上有' },
} as const;

export const equippedMonsterText: ConditionText<'equippedMonster'> = {
  en: (c) => {
    const what = `${levelEn(c.level)}${c.race ? `${raceName(c.race, 'en')} ` : ''}monster that an Equip Spell card equips`;
    return c.equippedMonster === 'both' ? `there is a face-up ${what} on the field` : `${WHO.en[c.equippedMonster]} a face-up ${what}`;
  },
  ja: (c) => `${WHO.ja[c.equippedMonster]}装備魔法カードを装備した表側表示の${levelJa(c.level)}${c.race ? raceName(c.race, 'ja') : ''}モンスターが存在する`,
  zh: (c) => `${WHO.zh[c.equippedMonster]}装备着装备魔法卡的表侧表示的${levelZh(c.level)}${c.race ? raceName(c.race, 'zh') : ''}怪兽`,
};
