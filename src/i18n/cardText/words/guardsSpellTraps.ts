// The card text of the continuous rule `guardsSpellTraps`: while the card is face-up (and its
// conditions hold), this card or every Spell/Trap Card of its controller's field cannot be
// destroyed by card effects (only the opponent's, with `by`); in every language.
import type { TextLang } from '../terms';

type Guard = { cards: 'self' | 'all'; by?: 'opponent' };

export const GUARDS_SPELL_TRAPS: Readonly<Record<TextLang, (g: Guard) => string>> = {
  en: (g) => `${g.cards === 'self' ? 'this card' : 'the Spell/Trap Cards you control'} cannot be destroyed by ${g.by === 'opponent' ? "your opponent's card effects" : 'card effects'}`,
  ja: (g) => `${g.cards === 'self' ? 'このカード' : '自分フィールドの魔法・罠カード'}は${g.by === 'opponent' ? '相手の' : ''}効果では破壊されない`,
  zh: (g) => `${g.cards === 'self' ? '这张卡' : '自己场上的魔法·陷阱卡'}不会被${g.by === 'opponent' ? '对手的' : ''}效果破坏`,
};
