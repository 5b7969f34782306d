// The card text of the `forbid` forms `activateName`, `activateTraps`, `effectDamage` and `battleDamage`
// (src/engine/effects/doc/forbidMore.ts), in every language.
import type { DocStep } from '../../engine/docs';
import type { TextLang } from './terms';
import { BATTLE_RULE_TEXT } from './words/battleRules';
import { SPELLS_FORBIDDEN } from './words/spellLocks';

type More = Extract<DocStep, { do: 'forbid'; what: 'activateName' | 'activateTraps' | 'activateSpells' | 'effectDamage' | 'battleDamage' | 'tributes' }>;
type Name = (id: number) => string;

const EN_WHO = { you: ['you', 'your opponent'], opponent: ['your opponent', 'you'] } as const;

function en(s: More, name: Name, attackers?: string): string {
  if (s.what === 'battleDamage') return BATTLE_RULE_TEXT.en.noBattleDamage(s.player ?? 'you', attackers);
  if (s.what === 'tributes') return `for the rest of this turn, ${(s.player ?? 'you') === 'you' ? 'you' : 'your opponent'} cannot use ${attackers ?? ''} as Tributes to Tribute Summon`;
  if (s.what === 'activateName') return `for the rest of this turn, no effect of a card named ${s.ids.map((id) => `"${name(id)}"`).join(' or ')} can be activated by you`;
  if (s.what === 'activateSpells') return SPELLS_FORBIDDEN.en(s.player ?? 'you', s.spellKind, s.duration);
  const who = s.player ?? 'you';
  if (s.what === 'activateTraps') {
    return `${s.battlePhase ? "during this turn's Battle Phase" : 'for the rest of this turn'}, Trap Cards cannot be activated by ${EN_WHO[who][0]}`;
  }
  const takes = who === 'you' ? 'you take' : 'your opponent takes';
  const from = s.by === undefined ? 'card effects' : `the effects of ${EN_WHO[who][1] === 'you' ? 'your' : "your opponent's"} ${s.by === 'opponentTrap' ? 'Trap Cards' : 'cards'}`;
  return `for the rest of this turn, ${takes} no damage from ${from}`;
}

function ja(s: More, name: Name, attackers?: string): string {
  if (s.what === 'battleDamage') return BATTLE_RULE_TEXT.ja.noBattleDamage(s.player ?? 'you', attackers);
  if (s.what === 'tributes') return `このターン、${(s.player ?? 'you') === 'you' ? '自分' : '相手'}は${attackers ?? ''}をアドバンス召喚のためにリリースできない`;
  if (s.what === 'activateSpells') return SPELLS_FORBIDDEN.ja(s.player ?? 'you', s.spellKind, s.duration);
  if (s.what === 'activateName') return `このターン、自分は${s.ids.map((id) => `「${name(id)}」`).join('または')}の効果を発動できない`;
  const who = (s.player ?? 'you') === 'you' ? '自分' : '相手';
  const foe = who === '自分' ? '相手' : '自分';
  if (s.what === 'activateTraps') return `${s.battlePhase ? 'このターンのバトルフェイズ中、' : 'このターン、'}${who}は罠カードを発動できない`;
  const from = s.by === undefined ? '効果' : `${foe}の${s.by === 'opponentTrap' ? '罠カード' : 'カード'}の効果`;
  return `このターン、${who}は${from}によるダメージを受けない`;
}

function zh(s: More, name: Name, attackers?: string): string {
  if (s.what === 'battleDamage') return BATTLE_RULE_TEXT.zh.noBattleDamage(s.player ?? 'you', attackers);
  if (s.what === 'tributes') return `这个回合，${(s.player ?? 'you') === 'you' ? '自己' : '对手'}不能为上级召唤而解放${attackers ?? ''}`;
  if (s.what === 'activateSpells') return SPELLS_FORBIDDEN.zh(s.player ?? 'you', s.spellKind, s.duration);
  if (s.what === 'activateName') return `这个回合，自己不能发动${s.ids.map((id) => `「${name(id)}」`).join('或')}的效果`;
  const who = (s.player ?? 'you') === 'you' ? '自己' : '对手';
  const foe = who === '自己' ? '对手' : '自己';
  if (s.what === 'activateTraps') return `${s.battlePhase ? '这个回合的战斗阶段中，' : '这个回合，'}${who}不能发动陷阱卡`;
  const from = s.by === undefined ? '效果' : `${foe}的${s.by === 'opponentTrap' ? '陷阱卡' : '卡'}的效果`;
  return `这个回合，${who}不会受到${from}造成的伤害`;
}

/** `attackers`: a `battleDamage` rule's attacking monsters, or a `tributes` rule's monsters, worded by the phrasebook. */
export const FORBID_MORE_TEXT: Readonly<Record<TextLang, (s: More, name: Name, attackers?: string) => string>> = { en, ja, zh };

export function isForbidMoreText(s: DocStep): s is More {
  return s.do === 'forbid' && (s.what === 'activateName' || s.what === 'activateTraps' || s.what === 'activateSpells' || s.what === 'effectDamage' || s.what === 'battleDamage' || s.what === 'tributes');
}
