// Docs rows of the card vocabulary: docs/cards.md's tables are generated from them
// (`npm run cards:vocab-docs`), and vocabulary.test.ts validates every example against its
// word's schema. Written for card authors, never shown in a duel. `words`: the words of the
// row; `form`: its first column when it says more than the words (a variant); markdown text.
import type { WordRow } from './row';

/** Modifier kinds (`modify.kind`) and their examples. */
export const MODIFIER_ROWS: readonly WordRow[] = [
  { words: ['atk', 'def'], meaning: 'the value is the change', example: { do: 'modify', cards: 'self', kind: 'atk', value: 1000 } },
  { words: ['piercing'], meaning: 'it inflicts piercing battle damage', example: { do: 'modify', cards: 'self', kind: 'piercing', duration: 'whileFaceUp' } },
  { words: ['extraAttacks'], meaning: '`value`: how many more attacks this turn', example: { do: 'modify', cards: 'self', kind: 'extraAttacks', value: 1 } },
  { words: ['attackEachMonster'], meaning: 'it can attack each monster the opponent controls once', example: { do: 'modify', cards: 'self', kind: 'attackEachMonster' } },
  { words: ['noDirectAttack'], meaning: 'it cannot attack directly', example: { do: 'modify', cards: 'self', kind: 'noDirectAttack' } },
  { words: ['directAttack'], meaning: 'it can attack directly', example: { do: 'modify', cards: 'self', kind: 'directAttack' } },
  { words: ['battleImmune'], meaning: 'it is not destroyed by battle', example: { do: 'modify', cards: 'self', kind: 'battleImmune', duration: 'opponentsNextTurn' } },
  { words: ['battleImmune'], form: '`battleImmune` `filter`', meaning: 'a filter of `position` (and `faceUp`) only: the protection holds while the monster is in that position ("while it is in face-up Defense Position"), read at damage calculation (`stats.ts` `battleImmune`); changed to another position it can be destroyed by battle again, and back in it it is protected again while the record lasts', example: { do: 'modify', cards: { chosen: 'changed' }, kind: 'battleImmune', filter: { faceUp: true, position: 'defense' } } },
  { words: ['effectImmune'], meaning: 'it is not destroyed by card effects', example: { do: 'modify', cards: 'self', kind: 'effectImmune' } },
  { words: ['opponentEffectImmune'], meaning: 'it is not destroyed by the opponent\'s card effects', example: { do: 'modify', cards: 'self', kind: 'opponentEffectImmune' } },
  { words: ['opponentTrapImmune'], meaning: 'it is not destroyed by the opponent\'s Trap effects', example: { do: 'modify', cards: 'self', kind: 'opponentTrapImmune' } },
  { words: ['opponentTrapImmuneOnce'], meaning: 'the first time this turn an effect of an opponent\'s Trap would destroy it, it is not destroyed, and that uses the protection up: its `Lingering` record is removed', example: { do: 'modify', cards: 'self', kind: 'opponentTrapImmuneOnce' } },
  { words: ['noTrapsOnAttack'], meaning: 'when it declares an attack this turn, its opponent cannot activate Trap Cards in that declaration\'s window; `activate.trapsLockedOnAttack`', example: { do: 'modify', cards: 'self', kind: 'noTrapsOnAttack' } },
  { words: ['noTrapsOnSummon'], meaning: 'on a monster this effect has just summoned: its opponent cannot activate Trap Cards in the window its summon opens (a Ritual Spell that shuts Traps out of the window of its summon); `activate.trapsLockedOnSummon`', example: { do: 'modify', cards: { chosen: 'summoned' }, kind: 'noTrapsOnSummon' } },
  { words: ['baseAtk'], meaning: 'the original ATK becomes the value; ATK changes still apply on top; a choice it acts on never offers a monster whose original ATK is that number already, R-MEFF-2, `doc/choiceRules.ts`', example: { do: 'modify', cards: 'self', kind: 'baseAtk', value: 0 } },
  { words: ['extraAttackOnWin'], meaning: 'once it destroys a monster by battle this turn it can make a second attack', example: { do: 'modify', cards: 'self', kind: 'extraAttackOnWin' } },
  { words: ['extraMonsterAttackOnWin'], meaning: 'once it destroys a monster by battle this turn it can make a second attack, on a monster', example: { do: 'modify', cards: 'self', kind: 'extraMonsterAttackOnWin' } },
  { words: ['extraAttacksOnMonsters'], meaning: '`value`: how many more attacks, on monsters only; a direct attack forfeits them', example: { do: 'modify', cards: 'self', kind: 'extraAttacksOnMonsters', value: 2 } },
  { words: ['level'], meaning: 'the Level goes up by `value`, down for a negative one, never below 1; read on the field by filters, `levelOf`, `levels` and a Tribute\'s Level; the Tributes a monster in the hand needs stay those of its printed Level', example: { do: 'modify', cards: 'self', kind: 'level', value: 1 } },
  { words: ['swapOriginalAtkDef'], meaning: 'its original ATK and original DEF trade places, in the order such effects and `baseAtk` were applied; ATK and DEF changes apply on top', example: { do: 'modify', cards: { place: 'monsterZones', side: 'both', filter: { faceUp: true, maximumMode: false } }, kind: 'swapOriginalAtkDef' } },
  { words: ['cannotAttack'], meaning: 'it cannot declare an attack (R-BAT-2): a `cannotAttack` record on the monster, refused with `attack.forbidden`', example: { do: 'modify', cards: 'self', kind: 'cannotAttack' } },
  { words: ['noActivate'], meaning: 'its effects cannot be activated (by anyone) while the record lasts, this turn by default: a `noActivate` record on the monster, refused with `activate.monsterLocked`; it ends when the monster leaves the field or turns face-down (R-MEFF-4). On a face-down Spell/Trap Card of the field (the Field Zone included) the card cannot be activated, refused with `activate.cardLocked`; it ends when the card leaves the field', example: { do: 'modify', cards: { chosen: 'target' }, kind: 'noActivate' } },
  { words: ['noTribute'], meaning: 'it cannot be Tributed for a Tribute Summon (nor a Tribute Set) while the record lasts, this turn by default: a `noTribute` record on the monster, worth no Tribute and refused with `tribute.cannot` (`summon.ts` `untributable`); it ends when the monster leaves the field or turns face-down (R-MEFF-4)', example: { do: 'modify', cards: { chosen: 'target' }, kind: 'noTribute' } },
  { words: ['attackPositionTargetsOnly'], meaning: 'it may attack only Attack Position monsters: no direct attack, no face-down or Defense Position target', example: { do: 'modify', cards: 'self', kind: 'attackPositionTargetsOnly' } },
  { words: ['tributeValue'], meaning: 'it is worth `value` Tributes when a monster passing the step\'s `filter` is Tribute Summoned, `position` being the summon\'s', example: { do: 'modify', cards: 'self', kind: 'tributeValue', value: 2, filter: { legend: true, position: 'attack' } } },
];
