// Docs rows of the card vocabulary: docs/cards.md's tables are generated from them
// (`npm run cards:vocab-docs`), and vocabulary.test.ts validates every example against its
// word's schema. Written for card authors, never shown in a duel. `words`: the words of the
// row; `form`: its first column when it says more than the words (a variant); markdown text.
import { FILTER_WORD_ROWS } from '../../words/filterSchemas';
import type { WordRow } from './row';

/** Filters (every field given must hold). */
export const FILTER_ROWS: readonly WordRow[] = [
  { words: ['kind'], meaning: '`monster`, `spell`, `trap`', example: { kind: 'monster' } },
  { words: ['spellKind'], meaning: '`normal`, `field`, `equip`, `ritual`; printed', example: { spellKind: 'field', faceUp: true } },
  { words: ['monsterKind'], meaning: '`normal`, `effect`, `maximum`, `fusion`, `ritual`', example: { monsterKind: 'fusion' } },
  { words: ['race'], meaning: 'current Type on the field, printed elsewhere', example: { race: 'Machine' } },
  { words: ['attribute'], meaning: 'current on the field, printed elsewhere', example: { attribute: 'DARK' } },
  { words: ['level', 'atk', 'def'], meaning: 'ranges, current on the field', example: { level: { max: 8 }, atk: { min: 1000 } } },
  { words: ['legend'], meaning: 'a LEGEND card (printed)', example: { legend: true } },
  { words: ['ids'], meaning: 'card ids, named in the text', example: { ids: [160301001] } },
  { words: ['position', 'faceUp'], meaning: 'field only', example: { faceUp: true, position: 'attack' } },
  { words: ['notSelf'], meaning: 'not the card whose effect this is', example: { notSelf: true } },
  { words: ['summonable'], meaning: 'you could Special Summon it now: a free zone, no lock', example: { race: 'Dragon', summonable: true } },
  { words: ['anyOf'], meaning: 'one of these filters holds too', example: { faceUp: true, anyOf: [{ atk: { min: 1 } }, { def: { min: 1 } }] } },
  { words: ['not'], meaning: 'this filter does not hold: "non-WATER" (`{ "attribute": "WATER" }`), "non-Dragon", "other than X" (`ids`); its fields are read as the outer filter\'s are (current on the field, printed elsewhere)', example: { faceUp: true, not: { attribute: 'WATER' } } },
  { words: ['originalAtkBelowSelf'], meaning: 'field: original ATK lower than the effect\'s monster\'s current ATK', example: { faceUp: true, originalAtkBelowSelf: true } },
  { words: ['fusionOnly'], meaning: 'printed: a monster that must be Fusion Summoned', example: { race: 'Warrior', fusionOnly: true } },
  { words: ['materialOf'], meaning: 'a card id the card kept as that name lists as a Fusion material; on the field, the name it bears now', example: { monsterKind: 'normal', materialOf: 'revealed' } },
  { words: ['listsMaterialFrom'], meaning: 'a Fusion monster listing as a material a card of this set', example: { listsMaterialFrom: { place: 'hand', side: 'you', filter: { race: 'Warrior' } } } },
  { words: ['notChosen'], meaning: 'not among the cards kept as that name', example: { notChosen: 'added' } },
  { words: ['maximumMode'], meaning: 'field only: a MAXIMUM monster in MAXIMUM mode, not a lone piece', example: { faceUp: true, maximumMode: true } },
  { words: ['differsFrom'], meaning: '`stat` (`race`, `attribute`): its Type (Attribute) differs from that of at least one card of `of`; current on the field, printed elsewhere', example: { faceUp: true, differsFrom: { stat: 'race', of: { chosen: 'revealed' } } } },
  { words: ['equipped'], meaning: 'field only: `true`, a face-up Equip Spell of either player equips it (R-EQ-3); `false`, none does (a face-down monster never carries one, and off the field no card does); `self`, the effect\'s own Equip Spell equips it; `noMonsterCard`, no monster card that equips itself (a Union monster, `equipSelf`) equips it', example: { not: { equipped: true } } },
  { words: ['equips'], meaning: 'field only: `self`, a face-up Equip Spell (of either player) that equips the effect\'s own card (R-EQ-3); a monster or a card elsewhere never passes', example: { spellKind: 'equip', equips: 'self' } },
  { words: ['atkAboveLp'], meaning: 'field only: a face-up monster showing an ATK higher than that player\'s LP (`you`: the effect\'s player, `opponent`), read when the filter is read', example: { faceUp: true, atkAboveLp: 'you' } },
  { words: ['highestAtk'], meaning: 'field only: a face-up monster with the highest current ATK on its controller\'s field; every monster tied for it passes', example: { faceUp: true, highestAtk: true } },
  { words: ['lowestLevel'], meaning: 'field only: a face-up monster with the lowest current Level among the face-up monsters of its controller\'s field; every monster tied for it passes', example: { faceUp: true, lowestLevel: true } },
  { words: ['attributeOf'], meaning: 'its Attribute is that of at least one referenced card, each current on the field, printed elsewhere; a set reading a choice made in the cost is not checked before activation', example: { faceUp: true, attributeOf: { chosen: 'sent' } } },
  { words: ['raceOf'], meaning: 'its Type is that of at least one referenced card; current on the field, printed elsewhere', example: { kind: 'monster', raceOf: 'trigger' } },
  { words: ['sameAs'], meaning: '`stat`: `level`, `attribute`, `race`, `atk`, `name` (the card id it bears); its figure is that of at least one card of `of`, each current on the field, printed elsewhere', example: { faceUp: true, sameAs: { stat: 'atk', of: 'self' } } },
  { words: ['sameAs'], form: '`sameAs` `other`', meaning: '`true`: of a card of `of` other than itself ("one of the face-up Dragon Normal monsters you control that shares its name with another of them")', example: { faceUp: true, sameAs: { stat: 'name', of: { place: 'monsterZones', side: 'you', filter: { faceUp: true } }, other: true } } },
  { words: ['levelSumOf'], meaning: 'a card set: field only, its Level as it is now is the total of the printed Levels of 1 to 5 cards of the set ("a monster whose Level the monsters in your hand can add up to"; the `choose` `levels` that follows picks them, at most 5 cards as it); off the field nothing passes', example: { faceUp: true, levelSumOf: { place: 'hand', side: 'you', filter: { kind: 'monster' } } } },
  { words: ['compareTo'], meaning: '`stat` (`level`, `atk`, `def`), `is` (`atMost`, `atLeast`), `of`, `ofStat` (`stat` by default): its figure is at most (at least) the `ofStat` of at least one card of `of` ("whose DEF is no higher than the ATK of the chosen monster"), each current on the field, printed elsewhere, a Trap\'s destroyed `"trigger"` as it was on the field; a figure a card lacks (the DEF of a monster in MAXIMUM mode, R-MAX-8; a Spell or Trap) never passes nor counts; a set reading a choice not made yet is not checked before activation', example: { faceUp: true, compareTo: { stat: 'def', is: 'atMost', of: { chosen: 'gauge' }, ofStat: 'atk' } } },
  // The filter words that live in a folder of their own (effects/words/filters/<word>/schema.ts).
  ...FILTER_WORD_ROWS,
];
