// The card text of the `forbid` `attackOn` forms (src/engine/effects/doc/steps.ts): this turn a
// player's monsters cannot attack some monsters of the other field, or (`only`) may attack only
// those while that field holds one; in every language. `monsters` is the group the phrasebook
// words (without `lowestLevel`, which `rank` says: `lowest`, or `notLowest` for a `not` of it).
import type { TextLang } from '../terms';

type Who = 'you' | 'opponent';
export type Rank = 'lowest' | 'notLowest' | null;

const EN_RANK = { lowest: ' whose Level is the lowest among the face-up monsters there', notLowest: ' other than those whose Level is the lowest among the face-up monsters there' } as const;
const JA_RANK = { lowest: 'のうち、そのフィールドの表側表示モンスターの中でレベルが最も低いもの', notLowest: 'のうち、そのフィールドの表側表示モンスターの中でレベルが最も低いもの以外' } as const;
const ZH_RANK = { lowest: '中，在那个场上的表侧表示怪兽里等级最低的怪兽', notLowest: '中，在那个场上的表侧表示怪兽里等级最低的怪兽以外的怪兽' } as const;

const en = (who: Who, only: boolean, monsters: string, rank: Rank): string => {
  const m = `${monsters.replace(/^(every|any) /, '')}${rank ? EN_RANK[rank] : ''}`;
  const attackers = who === 'you' ? 'your monsters' : "your opponent's monsters";
  return only
    ? `for the rest of this turn, while there is ${/^[AEIOU]/.test(m) ? 'an' : 'a'} ${m}, ${attackers} can attack only such monsters (and cannot attack directly)`
    : `for the rest of this turn, ${attackers} cannot attack ${/^[AEIOU]/.test(m) ? 'an' : 'a'} ${m}`;
};

const ja = (who: Who, only: boolean, monsters: string, rank: Rank): string => {
  const m = `${monsters.replace(/全て$/, '')}${rank ? JA_RANK[rank] : ''}`;
  const attackers = who === 'you' ? '自分のモンスター' : '相手のモンスター';
  return only
    ? `このターン、${m}が存在する間、${attackers}はそのモンスターにしか攻撃できない（直接攻撃もできない）`
    : `このターン、${attackers}は${m}を攻撃できない`;
};

const zh = (who: Who, only: boolean, monsters: string, rank: Rank): string => {
  const m = `${monsters.replace('全部', '')}${rank ? ZH_RANK[rank] : ''}`;
  const attackers = who === 'you' ? '自己的怪兽' : '对手的怪兽';
  return only
    ? `这个回合，${m}存在期间，${attackers}只能攻击那样的怪兽（也不能直接攻击）`
    : `这个回合，${attackers}不能攻击${m}`;
};

export const ATTACK_ON_TEXT: Readonly<Record<TextLang, (who: Who, only: boolean, monsters: string, rank: Rank) => string>> = { en, ja, zh };
