// The card text of the continuous lock `noMonsterEffects`: while the card is face-up (and its
// conditions hold), a player cannot activate the effects of some face-up monsters; in every language.
import type { TextLang } from '../terms';

type Who = 'you' | 'opponent' | 'both';

export const NO_MONSTER_EFFECTS: Readonly<Record<TextLang, (who: Who, monsters: string) => string>> = {
  en: (who, m) => `${who === 'both' ? 'neither player may' : who === 'you' ? 'you may not' : 'your opponent may not'} activate the effects of ${m.replace(/^every /, 'any ')}`,
  ja: (who, m) => `${who === 'both' ? 'お互いに' : who === 'you' ? '自分は' : '相手は'}${m.replace(/全て$/, '')}の効果を発動できない`,
  zh: (who, m) => `${who === 'both' ? '双方都' : who === 'you' ? '自己' : '对手'}不能发动${m.replace('全部', '')}的效果`,
};

/** The same lock made by a resolved effect (`forbid` `monsterEffects`): `when` is its duration's words, `whileFaceUp` ties it to this card. */
export const FORBID_MONSTER_EFFECTS: Readonly<Record<TextLang, (who: Who, monsters: string, when: string, whileFaceUp: boolean) => string>> = {
  en: (who, m, when, up) => `${when}${up ? 'as long as this card stays face-up, ' : ''}${NO_MONSTER_EFFECTS.en(who, m)}`,
  ja: (who, m, when, up) => `${when}${up ? 'このカードが表側表示で存在する間、' : ''}${NO_MONSTER_EFFECTS.ja(who, m)}`,
  zh: (who, m, when, up) => `${when}${up ? '这张卡表侧表示存在期间，' : ''}${NO_MONSTER_EFFECTS.zh(who, m)}`,
};
