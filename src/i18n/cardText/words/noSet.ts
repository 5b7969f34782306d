// The card text of the continuous lock `noSet`: while the card is face-up (and its conditions
// hold), a player cannot Set monsters, or Spell/Trap Cards, from the hand; in every language.
import type { TextLang } from '../terms';

type Who = 'you' | 'opponent' | 'both';
type What = 'monster' | 'spellTrap';

export const NO_SET: Readonly<Record<TextLang, (who: Who, what: What) => string>> = {
  en: (who, what) => {
    const cards = what === 'monster' ? 'monsters' : 'Spell or Trap Cards';
    if (who === 'both') return `neither player may Set ${cards} from their hand`;
    return who === 'you' ? `you may not Set ${cards} from your hand` : `your opponent may not Set ${cards} from their hand`;
  },
  ja: (who, what) => `${who === 'both' ? 'お互いに' : who === 'you' ? '自分は' : '相手は'}手札から${what === 'monster' ? 'モンスター' : '魔法・罠カード'}をセットできない`,
  zh: (who, what) => `${who === 'both' ? '双方都' : who === 'you' ? '自己' : '对手'}不能从手牌盖放${what === 'monster' ? '怪兽' : '魔法·陷阱卡'}`,
};
