// The card text of the continuous lock `noMonsterEffects`: while the card is face-up (and its
// conditions hold), a player cannot activate the effects of some face-up monsters; in every language.
import type { TextLang } from '../terms';

type Who = 'you' | 'opponent' | 'both';

export const NO_MONSTER_EFFECTS: Readonly<Record<TextLang, (who: Who, monsters: string) => string>> = {
  en: (who, m) => `${who === 'both' ? 'no player' : who === 'you' ? 'you' : 'your opponent'} may not activate the effects of ${m.replace(/^every /, 'any ')}`,
  ja: (who, m) => `${who === 'both' ? 'お互いに' : who === 'you' ? '自分は' : '相手は'}${m.replace(/全て$/, '')}の効果を発動できない`,
  zh: (who, m) => `${who === 'both' ? '双方都' : who === 'you' ? '自己' : '对手'}不能发动${m.replace('全部', '')}的效果`,
};
