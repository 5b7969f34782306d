// The card text of the Normal Summon locks with a filter and of the Special Summon locks with a filter, places, player or duration: the
// `forbid` `specialSummon` step and the continuous `noSpecialSummon` (src/engine/effects/summonLocks.ts),
// in every language. render.ts gives it the monsters worded by its phrasebook and the duration words.
import type { TextLang } from '../terms';

type Who = 'you' | 'opponent' | 'both';
type Place = 'hand' | 'deck' | 'gy' | 'extra';
const ORDER: readonly Place[] = ['hand', 'deck', 'gy', 'extra'];

const EN_OWNER: Readonly<Record<Who, string>> = { you: 'your', opponent: 'the', both: 'the' };
const EN_PLACE: Readonly<Record<Place, string>> = { hand: 'hand', deck: 'Deck', gy: 'GY', extra: 'Extra Deck' };
const JA_PLACE: Readonly<Record<Place, string>> = { hand: '手札', deck: 'デッキ', gy: '墓地', extra: 'エクストラデッキ' };
const ZH_PLACE: Readonly<Record<Place, string>> = { hand: '手牌', deck: '卡组', gy: '墓地', extra: '额外卡组' };

const sorted = (from: readonly Place[] | undefined): Place[] => ORDER.filter((p) => from?.includes(p));

/** (who, monsters, places, duration words, tied to this card, the monsters are the only ones allowed, face-up summons only, face-up Attack Position summons only) → the clause. */
type Lock = (who: Who, monsters: string, from: readonly Place[] | undefined, when: string, whileFaceUp: boolean, only?: boolean, faceUpOnly?: boolean, attack?: boolean) => string;

export const SPECIAL_SUMMON_LOCK: Readonly<Record<TextLang, Lock>> = {
  en: (who, monsters, from, when, faceUp, only, up, attack) => {
    // Worded in the passive ("... cannot be Special Summoned ... by you"), the project's own wording.
    const places = sorted(from);
    const at = places.length > 0 ? ` from ${EN_OWNER[who]} ${places.map((p) => EN_PLACE[p]).join(' or ')}` : '';
    const by = who === 'you' ? 'you' : who === 'opponent' ? 'your opponent' : 'either player';
    if (only) return `${when}${faceUp ? 'as long as this card stays face-up, ' : ''}${up ? 'face-up ' : ''}Special Summons${at} by ${by} are limited to ${monsters}`;
    if (attack) return `${when}${faceUp ? 'as long as this card stays face-up, ' : ''}${monsters} cannot be Special Summoned in face-up Attack Position${at} by ${by} (such a summon is made in Defense Position instead)`;
    return `${when}${faceUp ? 'as long as this card stays face-up, ' : ''}${monsters} cannot be Special Summoned${up ? ' face-up' : ''}${at} by ${by}`;
  },
  ja: (who, monsters, from, when, faceUp, only, up, attack) => {
    const places = sorted(from);
    const at = places.length > 0 ? `${places.map((p) => JA_PLACE[p]).join('・')}から` : '';
    const subject = who === 'you' ? '自分' : who === 'opponent' ? '相手' : 'お互いのプレイヤー';
    return `${when}${faceUp ? 'このカードが表側表示で存在する間、' : ''}${subject}は${at}${monsters}${only ? 'しか' : 'を'}${attack ? '表側攻撃表示で' : up ? '表側表示で' : ''}特殊召喚できない${attack ? '（その特殊召喚は守備表示で行う）' : ''}`;
  },
  zh: (who, monsters, from, when, faceUp, only, up, attack) => {
    const places = sorted(from);
    const at = places.length > 0 ? `从${places.map((p) => ZH_PLACE[p]).join('或')}` : '';
    const subject = who === 'you' ? '自己' : who === 'opponent' ? '对手' : '双方';
    return `${when}${faceUp ? '这张卡表侧表示存在期间，' : ''}${subject}${only ? `只能${at}把${monsters}` : `不能${at}把${monsters}`}${attack ? '表侧攻击表示' : up ? '表侧表示' : ''}特殊召唤${attack ? '（那次特殊召唤改为守备表示进行）' : ''}`;
  },
};

type Which = 'summon' | 'set' | undefined;
/** `forbid` `normalSummon` with a filter (the monsters locked) or `only` (the monsters still allowed), `which` acts. */
type NormalLock = (monsters: string, which: Which, when: string, only: boolean) => string;

export const NORMAL_SUMMON_LOCK: Readonly<Record<TextLang, NormalLock>> = {
  en: (monsters, which, when, only) =>
    only
      ? `${when}${which === 'set' ? 'Sets' : which === 'summon' ? 'Normal Summons' : 'Normal Summons and Sets'} by you are limited to ${monsters}${which === 'summon' ? ' (a Set stays allowed)' : ''}`
      : `${when}${monsters} cannot be ${which === 'set' ? 'Set' : which === 'summon' ? 'Normal Summoned' : 'Normal Summoned or Set'} by you`,
  ja: (monsters, which, when, only) => `${when}自分は${monsters}${only ? 'しか' : 'を'}${which === 'set' ? 'セット' : which === 'summon' ? '通常召喚' : '通常召喚・セット'}できない`,
  zh: (monsters, which, when, only) => `${when}自己${only ? '只能' : '不能'}把${monsters}${which === 'set' ? '盖放' : which === 'summon' ? '通常召唤' : '通常召唤·盖放'}`,
};
