// Docs rows of the card vocabulary: docs/cards.md's tables are generated from them
// (`npm run cards:vocab-docs`), and vocabulary.test.ts validates every example against its
// word's schema. Written for card authors, never shown in a duel. `words`: the words of the
// row; `form`: its first column when it says more than the words (a variant); markdown text.
import { CONDITION_WORD_ROWS } from '../../words/conditionSchemas';
import type { WordRow } from './row';

/** Conditions. */
export const CONDITION_ROWS: readonly WordRow[] = [
  { words: ['count'], form: 'count', meaning: 'cards of a ref (passing `filter`), at least `min` (default 1), at most `max`; `"max": 0` alone means none; of a choice with `min` or `max` and no filter it is worded "the number of … is …"', example: { count: { place: 'monsterZones', side: 'you' }, max: 0 } },
  { words: ['count'], form: 'count `same` (`level`, `attribute`, `race`, `atk`, `def`, `name`: the card id it bears; current on the field, printed elsewhere)', meaning: 'only the largest group of those cards that share that figure counts ("2 or more face-up monsters with the same Attribute")', example: { count: { place: 'monsterZones', side: 'you', filter: { faceUp: true } }, min: 2, same: 'attribute' } },
  { words: ['game'], meaning: '`canEnterBattle`: your Main Phase with a Battle Phase to come; `freeMonsterZone`: you have a free Monster Zone; `opponentFreeMonsterZone`: your opponent has one (before a summon to their field); `freeSpellTrapZone`: a free Spell & Trap Zone besides the card\'s own; `secondPlayersFirstTurn`: it is the duel\'s turn 2, the first turn of the player who went second (R-TURN-2)', example: { game: 'freeSpellTrapZone' } },
  { words: ['levels'], meaning: 'Levels of a ref (current on the field, printed elsewhere) add up to `min`..`max`', example: { levels: { chosen: 'sent' }, min: 10 } },
  { words: ['sameCount'], meaning: 'the two references name as many cards each', example: { sameCount: [{ place: 'spellTraps', side: 'you' }, { place: 'monsterZones', side: 'opponent', filter: { faceUp: true } }] } },
  { words: ['moreCount'], meaning: 'the first reference names more cards than the second (both read when the condition is checked)', example: { moreCount: [{ place: 'gy', side: 'opponent', filter: { kind: 'monster' } }, { place: 'gy', side: 'you', filter: { kind: 'monster' } }] } },
  { words: ['distinct'], meaning: 'among the cards of a set there are at least `min` different Attributes, Types (current on the field) or names (`attribute`, `race`, `name`)', example: { distinct: 'race', of: { place: 'monsterZones', side: 'you', filter: { faceUp: true, monsterKind: 'normal' } }, min: 2 } },
  { words: ['distinct'], form: '`distinct` `level`', meaning: 'at least `min` different Levels among the cards of the set (current on the field, printed elsewhere)', example: { distinct: 'level', of: { place: 'gy', side: 'you', filter: { attribute: 'DARK', race: 'Spellcaster' } }, min: 3 } },
  { words: ['self'], meaning: '`summonedThisTurn`: the effect\'s card arrived on the field this turn (Normal, Tribute or Special Summoned, or Set; "during the turn you Normal or Special Summoned this card")', example: { self: 'summonedThisTurn' } },
  { words: ['self'], form: '`self` `summoned` `byRule`', meaning: '`true`: summoned this turn by one of its own Tribute Summon rules (`summon.tributes`; R-NS-4), "Normal Summoned the above way": the rule\'s index is kept on the summon record (`rule`) by `tributeRules.ts` `applyRuleAfterSummon`', example: { self: { summoned: ['normal', 'tribute'], byRule: true } } },
  { words: ['self'], form: '`self` `summoned`', meaning: 'the effect\'s card was summoned this turn in one of these ways (`normal`, `tribute`, `maximum`, `special`, `fusion`, `ritual`; `["normal", "tribute"]` is "Normal Summoned"; a Set is none of them); `tributed` (`level`, `race`, `min`, default 1, `ids`): at least `min` of the monsters Tributed for that summon (a Tribute Summon, or the Tributes of a Ritual Summon) had that Level (as it was on the field when Tributed, `tributeLevels` on the record when an effect had changed it), printed Type and, with `ids`, one of these names (as borne in the GY: "by Tributing X"). `from` (`hand`, `deck`, `gy`, `extra`): it came from one of these places. Read from the summon record on the monster\'s slot (`MonsterSlot.summoned`: `how`, `turn`, `from`, `tributes`)', example: { self: { summoned: ['normal', 'tribute'], tributed: { level: { min: 5 }, min: 2 } } } },
  { words: ['turn'], meaning: 'whose turn it is: `you` or `opponent`', example: { turn: 'you' } },
  { words: ['lp'], meaning: 'your LP against your opponent\'s, `lower` or `higher`; with `by`, lower or higher by at least that much; `notHigher`: lower or equal ("at most the opponent\'s"), never with `by`', example: { lp: 'lower', by: 2000 } },
  // The condition words that live in a folder of their own (effects/words/conditions/<word>/schema.ts).
  ...CONDITION_WORD_ROWS,
];

/** Card references. */
export const REF_ROWS: readonly WordRow[] = [
  { words: ['self'], form: '`"self"`', meaning: 'the effect\'s card (a MAXIMUM monster for its pieces)', example: 'self' },
  { words: ['trigger'], form: '`"trigger"`', meaning: 'the cards of the event a Trap answered (summoned monster, attacker, destroyed card)', example: 'trigger' },
  { words: ['attackTarget'], form: '`"attackTarget"`', meaning: 'the monster the attack in progress targets, while it is on the field (none for a direct attack)', example: { do: 'modify', cards: 'attackTarget', kind: 'atk', value: 500 } },
  { words: ['equipped'], form: '`"equipped"`', meaning: 'the monster this Equip Spell equips now (none once it equips nothing); in a continuous modifier\'s `to` the modifier reaches that monster only, read on the field as it is now: a change of its Type or Attribute keeps it equipped (R-EQ-9); in `if` conditions, `{ "count": "equipped", "filter": … }` tests it', example: { do: 'modify', cards: 'equipped', kind: 'piercing', if: [{ count: 'equipped', filter: { attribute: 'DARK' } }] } },
  { words: ['chosen'], meaning: 'the cards stored by an earlier `choose`, `ask`, `excavate` or `destroy`/`mill`/`discard`/`draw`/`position`/`move` … `as`; with `filter`, only those that pass it', example: { chosen: 'excavated', filter: { monsterKind: 'normal' } } },
  { words: ['cardSet'], form: 'card set', meaning: '`place` (`monsterZones` (the Monster Zones), `spellTraps`, `hand`, `gy`, `deck`, `extra`, or a list), `side`, `filter`', example: { place: 'gy', side: 'you', filter: { race: 'Dragon' } } },
  { words: ['cardSet'], form: 'card set `lowest` / `highest` (`level`, `atk`, `def`; current on the field; a MAXIMUM monster shows no DEF)', meaning: 'of the cards passing the filter, only those with the lowest (highest) figure (of the face-up monsters of Level 8 or less, those whose Level is lowest)', example: { place: 'monsterZones', side: 'opponent', filter: { faceUp: true, level: { max: 8 } }, lowest: 'level' } },
  { words: ['cardSet'], form: 'card set `top`', meaning: 'piles only: just the first n cards of each pile (excavating the top of the Deck)', example: { place: 'deck', side: 'you', top: 2 } },
  { words: ['cardSet'], form: 'card set `bottom`', meaning: 'piles only: just the last n cards of each pile (the bottom of the Deck, the lowest card last); `top` wins when both are given', example: { place: 'deck', side: 'opponent', bottom: 5 } },
];

/** Values. */
export const VALUE_ROWS: readonly WordRow[] = [
  { words: ['number'], form: 'a number', meaning: 'that number', example: -1000 },
  { words: ['countOf'], meaning: 'the number of cards of a ref, times a number', example: { times: 100, countOf: { chosen: 'dragons' } } },
  { words: ['distinct'], meaning: 'the number of different Attributes / Types / names / Levels (`level`) among a set (current on the field, printed elsewhere), times a number', example: { times: 300, distinct: 'attribute', of: { place: 'gy', side: 'you', filter: { kind: 'monster' } } } },
  { words: ['levelOf'], meaning: 'the Levels of a ref added up (current on the field, printed elsewhere), times a number', example: { times: 200, levelOf: { chosen: 'target' } } },
  { words: ['originalLevelOf'], meaning: 'the original (printed) Levels of a ref added up, whatever effects did to them on the field, times a number', example: { times: 300, originalLevelOf: { place: 'monsterZones', side: 'you', filter: { faceUp: true } } } },
  { words: ['originalAtkOf'], meaning: 'the original ATK of a ref added up (for a battleWin\'s `"trigger"`, as it was on the field, MAXIMUM ATK included), times a number', example: { times: 1, originalAtkOf: 'trigger' } },
  { words: ['originalDefOf'], meaning: 'the original DEF of a ref added up (on the field as effects left it, e.g. after a swap of original ATK and DEF; printed elsewhere), times a number', example: { times: 1, originalDefOf: { chosen: 'target' } } },
  { words: ['highest'], meaning: 'the highest `atk`, `def`, `level` or `originalAtk` among a ref (current on the field, printed elsewhere, 0 if none; the original ATK on the field as effects and summon rules left it, `stats.ts` `originalStats`), times a number (of cards sharing a Level, `level` is that Level)', example: { times: -1, highest: 'atk', of: { place: 'gy', side: 'you', filter: { kind: 'monster' } } } },
  { words: ['atkOf'], meaning: 'the current ATK of a ref added up (on the field; printed elsewhere), times a number', example: { times: 1, atkOf: { chosen: 'picked' } } },
  { words: ['dieResult'], meaning: 'the die result kept by a `rollDie` step as that name (the total of its rolls), times a number; 0 before the die is rolled, so a step reading it is not checked before activation', example: { times: 100, dieResult: 'die' } },
  { words: ['tributesOriginalAtk'], meaning: '`true`: the original (printed) ATK of the monsters Tributed for the Tribute Summon of the effect\'s card added up, read from its summon record (`tributes`); a Tribute that stood for 2 Tributes (R-NS-6) counts twice (`tributeWorth` on the record); 0 when it was not Tribute Summoned (a Tribute Set is no summon), times a number', example: { times: 1, tributesOriginalAtk: true } },
  { words: ['lpDifference'], meaning: 'the difference between the players\' LP (never negative), times a number', example: { times: 1, lpDifference: true } },
  { words: ['countDifference'], meaning: 'the difference between the numbers of cards two references name (never negative), read when the value is read, times a number', example: { times: 100, countDifference: [{ place: 'gy', side: 'opponent', filter: { kind: 'monster' } }, { place: 'gy', side: 'you', filter: { kind: 'monster' } }] } },
  { words: ['atkDifference'], meaning: 'the difference between the current ATK of the cards two references name, each added up (on the field; as last seen there, or printed, elsewhere; never negative), read when the value is read, times a number', example: { times: 1, atkDifference: [{ chosen: 'target' }, 'self'] } },
];
