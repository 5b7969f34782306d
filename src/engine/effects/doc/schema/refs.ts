// Schemas of the parts every word reads: filters on one card, card references, values and
// conditions. The TS types (types.ts) are inferred from them, so the two cannot drift; the
// recursive ones are interfaces extending the inferred shape (a filter holds filters and
// card references).
import * as v from 'valibot';
import { bool, fail, has, int, isObj, isTrue, list, name, nonEmpty, obj, oneOrList, opt, word } from './build';
import { FILTER_WORD_ENTRIES } from '../../words/filterSchemas';
import { CONDITION_WORD_FORMS } from '../../words/conditionSchemas';

const STAT = int(0, 100_000);
export const rangeSchema = obj({ min: opt(STAT), max: opt(STAT) });
export const levelRangeSchema = obj({ min: opt(int(0, 13)), max: opt(int(0, 13)) });
export const ATTRIBUTES = ['DARK', 'LIGHT', 'EARTH', 'WATER', 'FIRE', 'WIND', 'DIVINE'] as const;
export const raceSchema = v.pipe(v.string(' must be a Type name'), v.regex(/^[A-Za-z -]{2,30}$/, ' must be a Type name'));
export const sideSchema = word('you', 'opponent', 'both');
export const playerSchema = word('you', 'opponent');
/** Where a card set looks: `monsterZones` is the Monster Zones only (the rules' "field" also holds the Spell & Trap Zones and the Field Zone). */
export const placeSchema = word('monsterZones', 'spellTraps', 'hand', 'gy', 'deck', 'extra');
/** A figure cards can share ("with the same Level as each other"): current on the field, printed elsewhere. */
export const sameStatSchema = word('level', 'attribute', 'race', 'atk', 'def', 'name');
/** The figures a filter compares by size with another card's (`compareTo`). */
export const compareStatSchema = word('level', 'atk', 'def');
const extremeSchema = word('level', 'atk', 'def');

// Declared before their schemas so that the recursive fields can point at them.
const cardRefLazy = v.lazy((): v.GenericSchema<CardRef> => cardRefSchema);
const cardSetLazy = v.lazy((): v.GenericSchema<CardSet> => cardSetSchema);
const filterLazy = v.lazy((): v.GenericSchema<Filter> => filterSchema);

/**
 * A test on one card. Every field given must hold. On the field, Type and ATK are read as they
 * are now (a Type changed by an effect counts); in a pile, as printed.
 */
const filterObject = obj({
  kind: opt(word('monster', 'spell', 'trap')),
  /** A Spell's kind (printed): `field` for a Field Spell. */
  spellKind: opt(word('normal', 'field', 'equip', 'ritual')),
  monsterKind: opt(word('normal', 'effect', 'maximum', 'fusion', 'ritual')),
  // The filter words that live in a folder of their own (effects/words/filters/).
  ...FILTER_WORD_ENTRIES,
  race: opt(raceSchema),
  attribute: opt(word(...ATTRIBUTES)),
  level: opt(levelRangeSchema),
  atk: opt(rangeSchema),
  def: opt(rangeSchema),
  legend: opt(bool),
  /** A monster that must be Fusion Summoned (printed). */
  fusionOnly: opt(bool),
  /** Any of these card ids. */
  ids: opt(list(int(1, 999_999_999), 50)),
  /** Field only. */
  position: opt(word('attack', 'defense')),
  /** Field only: face-up (true) or face-down (false). */
  faceUp: opt(bool),
  /** Not the card whose effect this is. */
  notSelf: opt(bool),
  /** You could Special Summon it now (a free zone, no lock on it). */
  summonable: opt(bool),
  /** Field only: its original ATK is lower than the current ATK of the effect's own monster. */
  originalAtkBelowSelf: opt(bool),
  /** Field only: its original ATK is not this number. Set by the compiler (choiceRules.ts), never written in a document. */
  originalAtkNot: opt(int(0, 100_000)),
  /** Field only: the effect's player may change it to Defense Position (no `keepsAttackPosition` stops it). Set by the compiler (choiceRules.ts) only. */
  toDefenseAllowed: opt(bool),
  /** Field only: its control may be switched by card effects now (no `keepsControl` stops it). Set by the compiler (choiceRules.ts) only. */
  controlSwitchable: opt(bool),
  /** `summonable` for a summon to the other field: `toOpponent` (you summon to your opponent's field) or `byOpponent` (your opponent summons to theirs). Set by the compiler only (choiceRules.ts). */
  summonFor: opt(word('toOpponent', 'byOpponent')),
  /** `summonable` is read for a face-down Special Summon (the step that summons it says so). Set by the compiler only. */
  summonFaceDown: opt(bool),
  /** `summonable` may count this many more free Monster Zones (the cost frees them first). Set by the compiler only. */
  zonesFreedByCost: opt(int(0, 5)),
  /** Another card of this set remains (not this one). Set by the compiler only. */
  leavesOneOf: opt(cardSetLazy),
  /** The (first) card kept as this name lists it as a Fusion material. */
  materialOf: opt(name),
  /** A Fusion monster that lists as a material a card of this set. */
  listsMaterialFrom: opt(cardSetLazy),
  /** Not among the cards kept as this name. */
  notChosen: opt(name),
  /** At least one of these filters holds too ("a Level 10 MAXIMUM monster or \"X\""). */
  anyOf: opt(list(filterLazy, 6)),
  /** This filter does not hold ("non-WATER", "non-Dragon", "except \"Fusion\""): every field of it is read as the outer filter reads it. */
  not: opt(filterLazy),
  /** Field only: a MAXIMUM monster in MAXIMUM mode (true), not a lone piece. */
  maximumMode: opt(bool),
  /** Its Type or Attribute (`stat`; current on the field, printed elsewhere) differs from that of at least one card of `of`. */
  differsFrom: opt(obj({ stat: word('race', 'attribute'), of: cardRefLazy })),
  /** Its Attribute (current on the field, printed elsewhere) is that of at least one referenced card. */
  attributeOf: opt(cardRefLazy),
  /** Its Type (current on the field, printed elsewhere) is that of at least one referenced card (as that card shows it now). */
  raceOf: opt(cardRefLazy),
  /** Its figure (current on the field, printed elsewhere) is that of at least one referenced card ("with the same ATK as this card"). */
  // `other`: of a referenced card other than itself ("that shares its name with another of them").
  sameAs: opt(obj({ stat: sameStatSchema, of: cardRefLazy, other: opt(isTrue) })),
  /** Its `stat` (current on the field, printed elsewhere) is at most (`atMost`) or at least (`atLeast`) the `ofStat` (`stat` by default) of at least one referenced card ("whose DEF is no higher than the ATK of the chosen monster"). */
  compareTo: opt(obj({ stat: compareStatSchema, is: word('atMost', 'atLeast'), of: cardRefLazy, ofStat: opt(compareStatSchema) })),
  /** Field only: its Level (as it is now) is the total of the printed Levels of 1 to 5 of the referenced cards ("whose Level those cards' Levels can add up to"). */
  levelSumOf: opt(cardRefLazy),
  /** Field only: no face-up monster its controller has shows a higher ATK than this face-up one (ties all pass). */
  highestAtk: opt(bool),
  /** Field only: no face-up monster its controller has shows a lower Level than this face-up one (ties all pass). */
  lowestLevel: opt(isTrue),
  /** Field only: a face-up monster showing an ATK higher than that player's LP (`you`: the effect's player). */
  atkAboveLp: opt(playerSchema),
  /** Field only: a face-up Equip Spell equips it (`true`), none does (`false`), or this card equips it (`self`). */
  equipped: opt(v.union([v.boolean(), v.literal('self'), v.literal('noMonsterCard')], ' must be true, false, "self" or "noMonsterCard"')),
  /** Field only: a face-up Equip Spell that equips this card (`self`: the effect's own card). */
  equips: opt(word('self')),
});
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface (not an alias) lets the type refer to itself
export interface Filter extends v.InferOutput<typeof filterObject> {}

/** Fields only the compiler sets (choiceRules.ts): a document naming one is refused. */
const COMPILER_ONLY = ['originalAtkNot', 'toDefenseAllowed', 'controlSwitchable', 'zonesFreedByCost', 'leavesOneOf', 'summonFor', 'summonFaceDown'] as const;
/** A filter as a document may write it. */
export const filterSchema: v.GenericSchema<Filter> = v.omit(filterObject, COMPILER_ONLY);
/** The fields of a filter a rule kept in the duel state can hold: only fields that need no board context. */
const stateFilterFields = v.omit(filterObject, [
  ...COMPILER_ONLY, 'notSelf', 'summonable', 'anyOf', 'not', 'spellKind', 'originalAtkBelowSelf', 'maximumMode', 'differsFrom', 'attributeOf',
  'raceOf', 'sameAs', 'compareTo', 'materialOf', 'listsMaterialFrom', 'notChosen', 'highestAtk', 'lowestLevel', 'atkAboveLp', 'equipped', 'equips', 'levelSumOf',
]);
/** A filter a rule kept in the duel state can hold: those fields, and `anyOf` of such filters (one level deep). */
export const stateFilterSchema = obj({ ...stateFilterFields.entries, anyOf: opt(list(stateFilterFields, 6)) });
/**
 * A filter an attack-target rule (`forbid` `attackOn`) holds: read on the attacked monster when the
 * attack is declared, so it may also say `lowestLevel` and `not` (one level deep).
 */
const targetFilterFields = obj({ ...stateFilterFields.entries, lowestLevel: opt(isTrue) });
export const targetFilterSchema = obj({ ...targetFilterFields.entries, anyOf: opt(list(targetFilterFields, 6)), not: opt(targetFilterFields) });

/** The cards in some places of some side that pass a filter. */
const cardSetObject = obj({
  place: oneOrList(placeSchema),
  side: sideSchema,
  filter: opt(filterLazy),
  /** Piles only: only the first n cards of each pile are looked at (the top of a Deck). */
  top: opt(int(1, 60)),
  /** Piles only: only the last n cards of each pile are looked at (the bottom of a Deck). */
  bottom: opt(int(1, 60)),
  /** Of the cards that pass the filter, only those with the lowest (highest) of this figure ("the monster with the lowest Level"). */
  lowest: opt(extremeSchema),
  highest: opt(extremeSchema),
});
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface (not an alias) lets the type refer to itself
export interface CardSet extends v.InferOutput<typeof cardSetObject> {}
export const cardSetSchema: v.GenericSchema<CardSet> = cardSetObject;

const chosenSchema = obj({ chosen: name, filter: opt(filterLazy) });
const refWords = word('self', 'trigger', 'attackTarget', 'equipped');
/**
 * Cards a step acts on: the effect's own card, the cards that met a Trap's timing (the summoned
 * monster, the attacker), the monster the attack in progress targets (`attackTarget`; none for a
 * direct attack or once it left the field), the monster this Equip Spell equips (`equipped`), cards
 * chosen earlier in this effect (`{ chosen: name }`), or a set.
 */
const cardRefDispatch = v.lazy((x: unknown) =>
  x === 'self' || x === 'trigger' || x === 'attackTarget' || x === 'equipped'
    ? refWords
    : isObj(x) && has(x, 'chosen')
      ? chosenSchema
      : isObj(x)
        ? cardSetLazy
        : fail(() => ' must be "self", "trigger", "attackTarget", "equipped", { "chosen": name } or a card set'),
);
export type CardRef = v.InferOutput<typeof cardRefDispatch>;
export const cardRefSchema: v.GenericSchema<CardRef> = cardRefDispatch;

const times = int(-100_000, 100_000);
export const valueForms = {
  countOf: obj({ times, countOf: cardRefSchema }),
  /** The original ATK of the referenced cards added up (for a battleWin's `"trigger"`: as it was on the field). */
  originalAtkOf: obj({ times, originalAtkOf: cardRefSchema }),
  /** The original DEF of the referenced cards added up (on the field as effects left it, printed elsewhere). */
  originalDefOf: obj({ times, originalDefOf: cardRefSchema }),
  /** The current ATK of the referenced cards added up (on the field; printed elsewhere). */
  atkOf: obj({ times, atkOf: cardRefSchema }),
  /** The Levels of the referenced cards (current on the field, printed elsewhere) added up. */
  levelOf: obj({ times, levelOf: cardRefSchema }),
  /** The original (printed) Levels of the referenced cards added up, whatever effects changed on the field. */
  originalLevelOf: obj({ times, originalLevelOf: cardRefSchema }),
  /** The original ATK of the monsters Tributed for the effect's card's Tribute Summon (face-up in Attack Position), each counted once per Tribute it stood for; 0 if it was not Tribute Summoned. */
  tributesOriginalAtk: obj({ times, tributesOriginalAtk: isTrue }),
  /** The difference between the two players' LP (never negative). */
  lpDifference: obj({ times, lpDifference: isTrue }),
  /** The highest ATK (DEF, Level, original ATK) among the referenced cards (current on the field, printed elsewhere; 0 if none). */
  highest: obj({ times, highest: word('atk', 'def', 'level', 'originalAtk'), of: cardRefSchema }),
  /** The die result kept by a `rollDie` step (the total of its rolls; 0 before it is rolled). */
  dieResult: obj({ times, dieResult: name }),
  /** The difference between the numbers of cards the two references name (never negative). */
  countDifference: obj({ times, countDifference: v.lazy(() => sameCountPair) }),
  /** The difference between the current ATK of the cards the two references name, each added up (never negative). */
  atkDifference: obj({ times, atkDifference: v.lazy(() => sameCountPair) }),
} as const;
const distinctValue = obj({ times, distinct: word('attribute', 'race', 'name', 'level'), of: cardSetSchema });
const formOf = <F extends Record<string, v.GenericSchema>>(forms: F, x: unknown): keyof F | undefined =>
  isObj(x) ? (Object.keys(forms) as (keyof F & string)[]).find((k) => has(x, k)) : undefined;
/** A number, or one computed from the board when the step runs (each form times a number). */
export const valueSchema = v.lazy((x: unknown) => {
  if (typeof x === 'number') return int(-1_000_000_000, 1_000_000_000);
  const form = formOf(valueForms, x);
  return form ? valueForms[form] : distinctValue;
});
export type Value = v.InferOutput<typeof valueSchema>;
/** How many cards a reference names (the size of a counted choice): `{ "times": 1, "countOf": ref }`. */
export const countValueSchema = v.lazy((x: unknown) =>
  isObj(x) && has(x, 'countOf') ? obj({ times: v.literal(1, ' must be a whole number from 1 to 1'), countOf: cardRefSchema }) : fail(() => ' must be a number or { "times": 1, "countOf": … }'),
);
export type CountValue = v.InferOutput<typeof countValueSchema>;

/** A way of summoning a monster, as the slot records it (`set` is not one: a Set is no summon). */
export const summonedHowSchema = word('normal', 'tribute', 'maximum', 'special', 'fusion', 'ritual');
/** Where a summoned monster came from, as the slot records it. */
export const summonedFromSchema = word('hand', 'deck', 'gy', 'extra');
/** Monsters Tributed for a summon: at least `min` of them with that printed Level and Type. */
export const tributedSchema = obj({ level: opt(levelRangeSchema), race: opt(raceSchema), min: opt(int(1, 3)), ids: opt(nonEmpty(int(1, 999_999_999), 3, ' must name at least one card')) });

/** `"max": 0` alone: there is none. */
export const countConditionSchema = obj({
  count: cardRefSchema,
  /** Only the referenced cards that pass this count. */
  filter: opt(filterSchema),
  /** Only the cards sharing this figure count: the largest such group ("2 or more monsters with the same Attribute"). */
  same: opt(sameStatSchema),
  min: opt(int(0, 100)),
  max: opt(int(0, 100)),
});
const sameCountPair = v.pipe(
  v.array(v.unknown(), ' must be a list of 2 card references'),
  v.length(2, ' must be a list of 2 card references'),
  v.strictTuple([cardRefSchema, cardRefSchema]),
);
const selfSummoned = obj({
  summoned: nonEmpty(summonedHowSchema, 6, ' must name at least one way'),
  tributed: opt(tributedSchema),
  from: opt(list(summonedFromSchema, 4)),
  /** `true`: it was summoned by one of its own Tribute Summon rules (`summon.tributes`), "the above way". */
  byRule: opt(v.literal(true)),
});
export const conditionForms = {
  turn: obj({ turn: playerSchema }),
  /** Your LP against your opponent's; with `by`, lower (or higher) by at least that much; `notHigher`: lower or equal (no `by`). */
  lp: v.pipe(obj({ lp: word('lower', 'higher', 'notHigher'), by: opt(int(1, 100_000)) }), v.check((c) => c.lp !== 'notHigher' || c.by === undefined, '.by: not with notHigher')),
  /** `canEnterBattle`: your Main Phase with a Battle Phase to come; `freeSpellTrapZone`: besides the card's own zone; `secondPlayersFirstTurn`: the duel's turn 2. */
  game: obj({ game: word('canEnterBattle', 'freeMonsterZone', 'freeSpellTrapZone', 'opponentFreeMonsterZone', 'secondPlayersFirstTurn') }),
  /**
   * `summonedThisTurn`: the effect's own card arrived on the field this turn; `flippedThisTurn`:
   * it was turned from face-down to face-up during a Main Phase of this turn; `{ summoned }`: it was
   * summoned this turn in one of these ways, with `tributed` and `from` narrowing it.
   */
  self: obj({ self: v.lazy((x: unknown) => (isObj(x) ? selfSummoned : word('summonedThisTurn', 'flippedThisTurn'))) }),
  /** The two references name as many cards each. */
  sameCount: obj({ sameCount: sameCountPair }),
  /** The first reference names more cards than the second. */
  moreCount: obj({ moreCount: sameCountPair }),
  /** The first reference's Level (ATK) is higher than the second's, each added up; both must name a card. */
  higher: obj({ higher: word('level', 'atk'), of: sameCountPair }),
  /** Among the cards of a set there are at least `min` different Attributes / Types (current on the field) / names. */
  distinct: obj({ distinct: word('attribute', 'race', 'name', 'level'), of: cardSetSchema, min: int(1, 10) }),
  /** The Levels of the referenced cards (current on the field, printed elsewhere) add up to min..max. */
  levels: obj({ levels: cardRefSchema, min: opt(int(0, 1000)), max: opt(int(0, 1000)) }),
  // The condition words that live in a folder of their own (effects/words/conditions/).
  ...CONDITION_WORD_FORMS,
} as const;
/** One condition: a count of cards, whose turn it is, LP, a fact of the game or of this card. */
const oneConditionSchema = v.lazy((x: unknown) => {
  const form = formOf(conditionForms, x);
  return form ? conditionForms[form] : countConditionSchema;
});
/** "… or if …": met when any one of its 2 or 3 conditions is (none of them an `anyOf`). */
const anyOfCondition = obj({ anyOf: v.pipe(list(oneConditionSchema, 3), v.minLength(2, ' must hold at least 2 conditions')) });
/** A condition: one condition, or `anyOf` of some. */
export const conditionSchema = v.lazy((x: unknown) => (isObj(x) && has(x, 'anyOf') ? anyOfCondition : oneConditionSchema));
export type Condition = v.InferOutput<typeof conditionSchema>;
export const conditionsSchema = list(conditionSchema, 6);

/** The words of each kind, as the schemas know them (vocabulary.test.ts holds the registry to them). */
export const FILTER_WORDS = Object.keys(filterObject.entries).filter((k) => !(COMPILER_ONLY as readonly string[]).includes(k));
export const VALUE_WORDS = ['number', ...Object.keys(valueForms), 'distinct'];
export const CONDITION_WORDS = [...Object.keys(conditionForms), 'count', 'anyOf'];
export const REF_WORDS = ['self', 'trigger', 'attackTarget', 'equipped', 'chosen', 'cardSet'];
