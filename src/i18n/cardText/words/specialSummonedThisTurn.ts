// The card text of the condition word `specialSummonedThisTurn` (src/engine/effects/words/conditions/specialSummonedThisTurn/).
import type { ConditionText } from './types';

type Level = { min?: number; max?: number } | undefined;
const enLevel = (l: Level): string => (!l ? '' : l.min !== undefined && l.max !== undefined ? (l.min === l.max ? `Level ${l.min} ` : `Level ${l.min} to ${l.max} `) : l.min !== undefined ? `Level ${l.min} or above ` : `Level ${l.max ?? 12} or below `);
const jaLevel = (l: Level): string => (!l ? '' : l.min !== undefined && l.max !== undefined ? (l.min === l.max ? `レベル${l.min}の` : `レベル${l.min}～${l.max}の`) : l.min !== undefined ? `レベル${l.min}以上の` : `レベル${l.max ?? 12}以下の`);
const zhLevel = (l: Level): string => (!l ? '' : l.min !== undefined && l.max !== undefined ? (l.min === l.max ? `等级${l.min}的` : `等级${l.min}～${l.max}的`) : l.min !== undefined ? `等级${l.min}以上的` : `等级${l.max ?? 12}以下的`);

export const specialSummonedThisTurnText: ConditionText<'specialSummonedThisTurn'> = {
  en: (c) => c.fusion ? `${c.specialSummonedThisTurn === 'you' ? 'you have' : 'your opponent has'} Fusion Summoned a monster during this turn's Main Phase` : `${c.specialSummonedThisTurn === 'you' ? 'you have' : 'your opponent has'} Special Summoned a ${enLevel(c.level)}monster${c.faceUp ? ' face-up' : ''} this turn`,
  ja: (c) => c.fusion ? `このターンのメインフェイズに${c.specialSummonedThisTurn === 'you' ? '自分' : '相手'}が融合召喚している` : `このターン、${c.specialSummonedThisTurn === 'you' ? '自分' : '相手'}が${jaLevel(c.level)}モンスターを${c.faceUp ? '表側表示で' : ''}特殊召喚している`,
  zh: (c) => c.fusion ? `这个回合的主要阶段${c.specialSummonedThisTurn === 'you' ? '自己' : '对手'}进行过融合召唤` : `这个回合${c.specialSummonedThisTurn === 'you' ? '自己' : '对手'}把${zhLevel(c.level)}怪兽${c.faceUp ? '以表侧表示' : ''}特殊召唤过`,
};
