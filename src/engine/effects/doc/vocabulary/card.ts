// Docs rows of the card vocabulary: docs/cards.md's tables are generated from them
// (`npm run cards:vocab-docs`), and vocabulary.test.ts validates every example against its
// word's schema. Written for card authors, never shown in a duel. `words`: the words of the
// row; `form`: its first column when it says more than the words (a variant); markdown text.
import type { WordRow } from './row';

/** Effect kinds and the fields of an effect. */
export const EFFECT_ROWS: readonly WordRow[] = [
  { words: ['ignition'], meaning: 'a monster\'s effect, your Main Phase', example: { id: 'e1', kind: 'ignition', steps: [{ do: 'draw', count: 1 }] } },
  { words: ['spell'], meaning: 'a Spell Card\'s activation', example: { id: 'e1', kind: 'spell', steps: [{ do: 'draw', count: 2 }] } },
  { words: ['trap'], meaning: 'a Trap Card, needs a `trigger`', example: { id: 'e1', kind: 'trap', trigger: { event: 'attack', by: 'opponent' }, steps: [{ do: 'destroy', cards: 'trigger' }] } },
  { words: ['battleWin'], meaning: 'applies by itself once this monster has won a battle and the monster it destroyed went to the GY (`"trigger"` is that monster); it resolves in a frame inside the battle, so it has no cost and never chooses or asks', example: { id: 'e1', kind: 'battleWin', steps: [{ do: 'damage', player: 'opponent', amount: { times: 1, originalAtkOf: 'trigger' } }] } },
  { words: ['choiceOf'], meaning: 'on an effect: a choice of a [MULTI-CHOICE EFFECT]; the ignition effects with the same `choiceOf` (at least two) are one effect: the player picks one when activating (its own `activate` effect id), each with its own copy of the shared cost, and one use per turn covers them all (R-MEFF-3: the once-per-turn record is `choice:<choiceOf>`, `EffectDef.usedAs`); the text heads each with "Choice k of n"', example: { id: 'e2', kind: 'ignition', choiceOf: 'e1', cost: [{ do: 'mill', count: 1 }], steps: [{ do: 'draw', count: 1 }] } },
  { words: ['maximumOnly'], form: '`maximumOnly: true`', meaning: 'on an effect: works only in MAXIMUM mode (R-MAX-14)', example: { id: 'e1', kind: 'ignition', maximumOnly: true, steps: [{ do: 'modify', cards: 'self', kind: 'piercing' }] } },
];

/** A card's rules outside its effects, on the document (R-CARD-4), in force wherever the card is. */
export const RULE_ROWS: readonly WordRow[] = [
  { words: ['nameAs'], meaning: 'the card id whose name it bears in its `hand`, `gy` or `extra` (Extra Deck), one id per place ("this card\'s name becomes X while in the Graveyard"); read by every name check there (`ids` filters, "same name", named Fusion materials, a MAXIMUM piece in the hand, R-MAX-18) through `effects/names.ts` `shownId`; in the Deck and on the field it keeps its printed name', example: { nameAs: { hand: 160205001, gy: 160205001 } } },
  { words: ['legendAs'], meaning: 'the places (`hand`, `gy`) where it counts as a Legend card for `legend` filters (`effects/names.ts` `legendNow`); deck-building counts printed Legend cards only (R-DECK-6)', example: { legendAs: ['hand', 'gy'] } },
];

/** A card's own summon rules (`summon`). */
export const SUMMON_ROWS: readonly WordRow[] = [
  { words: ['noTributes'], meaning: 'conditions under which it is Normal Summoned or Set without Tributes', example: { noTributes: [{ count: { place: 'monsterZones', side: 'you', filter: { faceUp: true, monsterKind: 'maximum', race: 'Machine' } } }, { game: 'freeMonsterZone' }] } },
  { words: ['fromHand'], meaning: '`position` and `condition`: it may be Special Summoned from the hand by its own rule', example: { fromHand: { position: 'defense', condition: [{ count: { place: 'monsterZones', side: 'you', filter: { faceUp: true, race: 'Warrior', monsterKind: 'normal' } } }] } } },
  { words: ['contactFusion'], meaning: '`true`, on a Fusion monster: in your Main Phase you may Fusion Summon it from the Extra Deck by shuffling face-up monsters of your field that meet its list of materials into the Deck (R-FUS-1, R-MAIN-1; a MAXIMUM monster is one material, R-FUS-4); a `contactFusion` action with the materials and the position (R-SS-2), a Special Summon (`fusion`) that Special Summon locks forbid', example: { contactFusion: true } },
  { words: ['tributes'], meaning: 'up to 2 other ways of its own to be Tribute Summoned in Attack Position (R-NS-4), each a choice of the player (the `summon` action\'s `rule`, its index; `src/engine/tributeRules.ts`): `count` (1-3) monsters you control, each passing `filter` (read on the field, with this card as "this card") and counting as one Tribute whatever its Tribute value; `same` `attribute`: all of one Attribute; `condition`: while it holds; `originalAtk`: summoned that way, its original ATK becomes that number while it stays face-up. Locks on Normal or Tribute Summons apply; a Tribute Set still needs the usual Tributes', example: { tributes: [{ count: 1, filter: { faceUp: true, ids: [160001004] } }, { count: 3, same: 'attribute' }] } },
  { words: ['cannotSpecialSummon'], meaning: '`always`: no effect can Special Summon it; `fromGy`: none from a GY (`primitives/moves.ts` `canSpecialSummon`, so a `summonable` filter leaves it out)', example: { cannotSpecialSummon: 'fromGy' } },
];

/** Trap triggers (`event`). */
export const TRIGGER_ROWS: readonly WordRow[] = [
  { words: ['summon'], meaning: '`by`, `how` (`normal`, `tribute`, `maximum`, `special`, `fusion`, `ritual`), `monster` filter; `from` (`hand`, `deck`, `gy`, `extra`): only a monster summoned from one of these places (the summon record on its slot)', example: { event: 'summon', by: 'opponent', how: ['normal', 'tribute'], monster: { atk: { min: 1000 } } } },
  { words: ['attack'], meaning: '`by`, `target` (`monster`, `direct`, `any`), `targetFilter`, `attacker` filter', example: { event: 'attack', by: 'opponent', target: 'monster', targetFilter: { monsterKind: 'normal' } } },
  { words: ['set'], meaning: '`by`: a monster Set face-down from the hand (a Normal or Tribute Set; a Set is no summon, and an effect turning a monster face-down is no Set); with `spellTrap: true`, a Spell or Trap Card Set by `by` instead (the `set` event of a Set from the hand or by an effect)', example: { event: 'set', by: 'opponent' } },
  { words: ['destroyed'], meaning: '`owner` (whose card), `by` (who destroyed it; by battle means their attack on their turn), `reasons` (`battle`, `effect`), `card` filter; `position`, `faceUp` (the monster as it was when destroyed, kept in the destroy event); `effectOf` (`monster`, `spell`, `trap`: destroyed by an effect only of these kinds of card; a battle still counts if `reasons` has it); `min` (at least this many such cards destroyed at the same time, one run of destroy events)', example: { event: 'destroyed', owner: 'you', by: 'opponent', reasons: ['battle'], card: { kind: 'monster', race: 'Dragon' } } },
  { words: ['draw'], meaning: '`by` draws one or more cards: `normal`, the regular draw of the Draw Phase (R-DRAW-1; the window opens at the start of the Main Phase); `phase` (`main`), `turn` (`you`, `opponent`): during that phase or whose turn; `"trigger"` is the drawn cards (`effects/doc/moreTriggers.ts`)', example: { event: 'draw', by: 'opponent', normal: true } },
  { words: ['activate'], meaning: '`by` activates a card or effect of one of these `kind`s (`spell`, `trap`, `monster`: a monster effect); the window opens once it has resolved (R-TRAP-8), and `"trigger"` is that card', example: { event: 'activate', by: 'opponent', kind: ['spell'] } },
  { words: ['sentToGy'], meaning: 'a card of `owner` goes to the GY (by any means: destroyed, a cost, a resolved Spell or Trap, milled): `from` (`deck`, `hand`, `monsterZones`, `spellTraps`) one of these places; `phase` (`main`), `turn` (`you`, `opponent`): when', example: { event: 'sentToGy', owner: 'opponent', from: ['deck'] } },
  { words: ['anyOf'], meaning: '`of`: 2 or 3 timings (none an `anyOf`), "when X, or when Y": the Trap may be activated when any one of them is met; `"trigger"` is the cards of the events that met one', example: { event: 'anyOf', of: [{ event: 'draw', by: 'opponent', turn: 'opponent' }, { event: 'summon', by: 'opponent', how: ['normal', 'tribute'] }] } },
];

/** Continuous effects (`continuous`). */
export const CONTINUOUS_ROWS: readonly WordRow[] = [
  { words: ['maximumOnly'], meaning: 'it applies in MAXIMUM mode only (R-MAX-14); a `maximumOnly` lock holds in MAXIMUM mode only', example: { maximumOnly: true, modifiers: [{ kind: 'piercing', to: 'self' }] } },
  { words: ['noSpecialSummonFromGy'], meaning: 'a filter: while face-up, nobody Special Summons such a monster from a GY', example: { noSpecialSummonFromGy: { level: { min: 7 } } } },
  { words: ['noTributeSummon'], meaning: 'a filter (printed): while face-up (a monster, or a Spell in the Field Zone or a Spell & Trap Zone), neither player can Tribute Summon or Tribute Set such a monster (`summon.tributeLocked`)', example: { noTributeSummon: { level: { min: 5, max: 6 } } } },
  { words: ['fewerTributes'], meaning: '`tributes` (1 or 2) and a `filter` (printed; a `position` `attack` in it is the summon\'s): while face-up (a monster, or a Spell in the Field Zone or a Spell & Trap Zone), either player\'s Tribute Summon of such a monster needs only that many Tributes (never more than its Level asks, R-NS-4); with `position` `attack` a Tribute Set still needs the usual number', example: { fewerTributes: { tributes: 1, filter: { race: 'Wyrm', level: { min: 7 }, position: 'attack' } } } },
  { words: ['nameAs'], meaning: 'a card id: while face-up on the field (in MAXIMUM mode only with `maximumOnly`), its name is that card\'s; a name a `changeName` step gave it later wins while it lasts (`effects/names.ts` `shownId`)', example: { nameAs: 160205001 } },
  { words: ['lockTraps'], meaning: '`true`: while face-up, no player can activate a Trap Card (`activate.trapsLocked`)', example: { lockTraps: true } },
];

/** Continuous modifiers (`continuous.modifiers[].kind`). */
export const CONTINUOUS_MODIFIER_ROWS: readonly WordRow[] = [
  { words: ['atk', 'def'], meaning: '`value`: the change, while the `if` conditions hold', example: { kind: 'atk', to: 'self', value: 1000, if: [{ turn: 'you' }] } },
  { words: ['level'], meaning: '`value` (-12..12): its Level goes up (down) by that much while the `if` conditions hold, never below 1; read wherever a Level on the field is read (`stats.ts` `monsterLevel`)', example: { kind: 'level', to: 'equipped', value: 2 } },
  { words: ['extraAttacks'], meaning: '`value` (1..3): it may declare that many more attacks each turn (R-BAT-2; `stats.ts` `attacksAllowed`)', example: { kind: 'extraAttacks', to: 'equipped', value: 1 } },
  { words: ['tributeValue'], meaning: '`value` (2 or 3): it counts as that many Tributes when its controller Tribute Summons a monster (R-NS-6); with `summonPosition` `attack`, only for a Tribute Summon in Attack Position (a Tribute Set counts it as 1); read by `summon.ts` `tributeValue`', example: { kind: 'tributeValue', to: 'equipped', value: 2, summonPosition: 'attack' } },
  { words: ['piercing'], meaning: 'it inflicts piercing battle damage', example: { kind: 'piercing', to: 'self' } },
  { words: ['battleImmune'], meaning: 'it is not destroyed by battle', example: { kind: 'battleImmune', to: { side: 'you', filter: { race: 'Dragon' } } } },
  { words: ['battleImmune'], form: '`battleImmune` `against`', meaning: 'only in a battle with a monster passing the filter, read on that monster as it is on the field at damage calculation (its current Level)', example: { kind: 'battleImmune', to: 'self', against: { level: { max: 7 } } } },
  { words: ['effectImmune'], meaning: 'it is not destroyed by effects: `by` (`opponent` or `any`), `cards` (which card kinds\' effects)', example: { kind: 'effectImmune', to: 'self', by: 'opponent', cards: ['trap'] } },
];
