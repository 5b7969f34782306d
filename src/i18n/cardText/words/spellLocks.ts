// The card text of the Spell locks: the `forbid` form `activateSpells` (with a `spellKind`, a
// `player` `both` and a `duration`) and the continuous rule `lockSpells`, in every language.
import type { TextLang } from '../terms';

type Who = 'you' | 'opponent' | 'both';
type Kind = 'normal' | 'field' | 'equip' | 'ritual' | undefined;
type Duration = 'thisTurn' | 'opponentsNextTurn' | undefined;

const KIND: Readonly<Record<TextLang, Record<'any' | 'normal' | 'field' | 'equip' | 'ritual', string>>> = {
  en: { any: 'Spell Cards', normal: 'Normal Spell Cards', field: 'Field Spell Cards', equip: 'Equip Spell Cards', ritual: 'Ritual Spell Cards' },
  ja: { any: '魔法カード', normal: '通常魔法カード', field: 'フィールド魔法カード', equip: '装備魔法カード', ritual: '儀式魔法カード' },
  zh: { any: '魔法卡', normal: '通常魔法卡', field: '场地魔法卡', equip: '装备魔法卡', ritual: '仪式魔法卡' },
};

/** `forbid` `activateSpells`: for a while, a player (or each) cannot activate Spell Cards (of one kind). */
export const SPELLS_FORBIDDEN: Readonly<Record<TextLang, (who: Who, kind: Kind, duration: Duration) => string>> = {
  en: (who, k, d) =>
    `${d === 'opponentsNextTurn' ? "until your opponent's next turn is over" : 'for the rest of this turn'}, ${KIND.en[k ?? 'any']} cannot be activated by ${who === 'both' ? 'either player' : who === 'you' ? 'you' : 'your opponent'}`,
  ja: (who, k, d) => `${d === 'opponentsNextTurn' ? '次の相手ターン終了時まで、' : 'このターン、'}${who === 'both' ? 'お互いに' : who === 'you' ? '自分は' : '相手は'}${KIND.ja[k ?? 'any']}を発動できない`,
  zh: (who, k, d) => `${d === 'opponentsNextTurn' ? '直到对手下个回合结束时，' : '这个回合，'}${who === 'both' ? '双方都' : who === 'you' ? '自己' : '对手'}不能发动${KIND.zh[k ?? 'any']}`,
};

/** `lockSpells`: while this card is face-up, a player (or each) cannot activate the Spell Cards worded as `spells`. */
export const SPELLS_LOCKED: Readonly<Record<TextLang, (who: Who, spells: string) => string>> = {
  en: (who, s) => `${s} may not be activated by ${who === 'both' ? 'either player' : who === 'you' ? 'you' : 'your opponent'}`,
  ja: (who, s) => `${who === 'both' ? 'お互いに' : who === 'you' ? '自分は' : '相手は'}${s}を発動できない`,
  zh: (who, s) => `${who === 'both' ? '双方都' : who === 'you' ? '自己' : '对手'}不能发动${s}`,
};
