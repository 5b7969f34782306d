// Schemas of a whole card document: its effects (kind, Trap trigger, condition, cost, steps),
// its continuous effects and its own summon rules.
import * as v from 'valibot';
import { bool, fail, int, isObj, isTrue, list, name, nonEmpty, obj, opt, word } from './build';
import { conditionsSchema, filterSchema, raceSchema, sideSchema, stateFilterSchema, summonedFromSchema, summonedHowSchema, valueSchema } from './refs';
import { stepSchema, stepsSchema } from './steps';

const CARD_KINDS = word('monster', 'spell', 'trap');

/** Which monsters a continuous modifier reaches: this card, the monster this Equip Spell equips, or face-up monsters of a side. */
const continuousTargetSchema = v.lazy((x: unknown) => (x === 'self' || x === 'equipped' ? word('self', 'equipped') : obj({ side: word('you', 'opponent', 'both', 'turnPlayer'), filter: opt(filterSchema) })));
export type ContinuousTarget = v.InferOutput<typeof continuousTargetSchema>;
const modifierBase = { to: continuousTargetSchema, if: opt(conditionsSchema) };
const KINDS = 'atk, def, piercing, battleImmune, effectImmune, level, extraAttacks, extraAttacksOnMonsters, tributeValue, raceAs, directAttack, noDirectAttack, cannotAttack, noTrapsOnAttack, noBattleDamage, keepsAttackPosition, keepsControl';
const modifierForms = {
  atk: obj({ kind: v.literal('atk'), ...modifierBase, value: valueSchema }),
  def: obj({ kind: v.literal('def'), ...modifierBase, value: valueSchema }),
  /** The Level goes up (down) by the value, never below 1. */
  level: obj({ kind: v.literal('level'), ...modifierBase, value: int(-12, 12) }),
  /** It may make this many more attacks each turn. */
  extraAttacks: obj({ kind: v.literal('extraAttacks'), ...modifierBase, value: int(1, 3) }),
  /** It may make this many more attacks each turn, on monsters only (a direct attack forfeits them). */
  extraAttacksOnMonsters: obj({ kind: v.literal('extraAttacksOnMonsters'), ...modifierBase, value: int(1, 3) }),
  /** It counts as `value` Tributes for a Tribute Summon (in Attack Position only, with `summonPosition`; of a monster passing `summoned`, printed). */
  tributeValue: obj({ kind: v.literal('tributeValue'), ...modifierBase, value: int(2, 3), summonPosition: opt(word('attack')), summoned: opt(stateFilterSchema) }),
  piercing: obj({ kind: v.literal('piercing'), ...modifierBase }),
  /** `against`: only in a battle with a monster passing this filter (as it is on the field). */
  battleImmune: obj({ kind: v.literal('battleImmune'), ...modifierBase, against: opt(filterSchema) }),
  /**
   * Whose effects cannot destroy it (any player's by default) and of which card kinds (all by default);
   * `source`: only the effects of monsters passing this filter (read on that monster, current on the field, printed elsewhere).
   */
  effectImmune: obj({ kind: v.literal('effectImmune'), ...modifierBase, by: opt(word('opponent', 'any')), cards: opt(list(CARD_KINDS, 3)), source: opt(filterSchema) }),
  /** Its Type is `race` while the `if` conditions hold (a change by an effect's step, later, wins). */
  raceAs: obj({ kind: v.literal('raceAs'), ...modifierBase, race: raceSchema }),
  // Battle rules on the monsters it reaches (no value): attack directly, never directly, never,
  // no Traps answer its attack declarations, its controller takes no battle damage from its battles.
  directAttack: obj({ kind: v.literal('directAttack'), ...modifierBase }),
  noDirectAttack: obj({ kind: v.literal('noDirectAttack'), ...modifierBase }),
  cannotAttack: obj({ kind: v.literal('cannotAttack'), ...modifierBase }),
  noTrapsOnAttack: obj({ kind: v.literal('noTrapsOnAttack'), ...modifierBase }),
  noBattleDamage: obj({ kind: v.literal('noBattleDamage'), ...modifierBase }),
  /** While in Attack Position, the opponent's card effects cannot change it to Defense Position. */
  keepsAttackPosition: obj({ kind: v.literal('keepsAttackPosition'), ...modifierBase }),
  /** Its control cannot be switched by card effects while the `if` conditions hold. */
  keepsControl: obj({ kind: v.literal('keepsControl'), ...modifierBase }),
};
export const modifierSchema = v.lazy((x: unknown) => {
  const kind = isObj(x) ? x.kind : undefined;
  if (typeof kind === 'string' && Object.prototype.hasOwnProperty.call(modifierForms, kind)) return modifierForms[kind as keyof typeof modifierForms];
  if (!isObj(x)) return fail(() => ' must be an object');
  return kind === undefined ? fail(() => '.kind is missing') : fail(() => `.kind must be one of ${KINDS}, not ${JSON.stringify(kind) ?? String(kind)}`);
});
export type ContinuousModifier = v.InferOutput<typeof modifierSchema>;
/** What a face-up card does while it stays face-up ([CONTINUOUS EFFECT], a face-up Field or Equip Spell). */
export const continuousSchema = obj({
  /** Applies only while this MAXIMUM piece is in MAXIMUM mode (R-MAX-14). */
  maximumOnly: opt(bool),
  /** A MAXIMUM piece's modifiers that apply on a lone piece and in MAXIMUM mode alike (R-MAX-14, R-MAX-17). */
  bothModes: opt(bool),
  modifiers: opt(list(modifierSchema, 10)),
  /** While face-up: no player can Special Summon a monster that passes this filter from a GY. */
  noSpecialSummonFromGy: opt(filterSchema),
  /**
   * While face-up: `player` (`both` by default; `opponent`: its controller's opponent, `you`: its
   * controller) cannot Special Summon a monster passing `filter` (printed) from one of `from` (anywhere by default).
   */
  noSpecialSummon: opt(obj({ filter: opt(filterSchema), from: opt(list(summonedFromSchema, 4)), player: opt(sideSchema) })),
  /**
   * While face-up: `player` (`both` by default; `opponent`: its controller's opponent, `you`: its
   * controller) cannot Set a monster (`cards` `monster`) or a Spell/Trap Card (`spellTrap`) from the hand while the `if` conditions hold.
   */
  noSet: opt(list(obj({ cards: word('monster', 'spellTrap'), player: opt(sideSchema), if: opt(conditionsSchema) }), 2)),
  /**
   * While face-up and the `if` conditions hold: `player` (`both` by default; `opponent`: its
   * controller's opponent, `you`: its controller) cannot activate the effects of face-up monsters passing `filter` (as they are on the field).
   */
  noMonsterEffects: opt(obj({ player: opt(sideSchema), filter: opt(filterSchema), if: opt(conditionsSchema) })),
  /** While face-up: no player can Tribute Summon or Tribute Set a monster that passes this filter (printed). */
  noTributeSummon: opt(filterSchema),
  /**
   * While face-up: either player can Tribute Summon a monster passing `filter` (printed; a
   * `position` in it is the summon's) with only `tributes` Tributes.
   */
  fewerTributes: opt(obj({ tributes: int(0, 2), filter: filterSchema })),
  /**
   * While face-up: no player can activate Trap Cards (and so no Trap effect resolves); with
   * `player` `opponent` only its controller's opponent, and with `battlePhase` only during the Battle Phase;
   * with `onSummon` only in the window of its controller's face-up summon of a monster passing that filter.
   */
  /**
   * While face-up: `player` (`both` by default; `opponent`: its controller's opponent, `you`: its
   * controller) cannot activate Spell Cards passing `filter` (printed; every Spell Card without one).
   */
  lockSpells: opt(obj({ player: opt(sideSchema), filter: opt(filterSchema) })),
  lockTraps: opt(v.lazy((x: unknown) => (isObj(x) ? obj({ player: word('opponent'), battlePhase: opt(isTrue), onSummon: opt(filterSchema) }) : isTrue))),
  /**
   * While face-up and the `if` conditions hold: its controller's opponent cannot declare an attack on
   * this card (`to` `self`) or on a monster of its controller's field passing `filter` (read as it is there, face-down ones included).
   */
  noAttackOn: opt(obj({ to: v.lazy((x: unknown) => (x === 'self' ? word('self') : obj({ filter: filterSchema }))), if: opt(conditionsSchema) })),
  /**
   * While face-up and the `if` conditions hold: this card (`cards` `self`) or every Spell/Trap Card of
   * its controller's field (`all`) cannot be destroyed by card effects (`by` `opponent`: of its controller's opponent).
   */
  guardsSpellTraps: opt(obj({ cards: word('self', 'all'), by: opt(word('opponent')), if: opt(conditionsSchema) })),
  /** While face-up: its controller's normal draw of the Draw Phase draws until the hand holds this many cards instead of 5 (R-DRAW-1). */
  normalDrawUntil: opt(int(6, 10)),
  /** While face-up: the Spell/Trap Cards of its controller's field (`faceDown`, `faceUp`: only those) cannot be destroyed by the opponent's card effects. */
  spellTrapsImmune: opt(word('all', 'faceDown', 'faceUp')),
  /** While face-up on the field: this card's name becomes that of this card id (R-CARD-2). */
  nameAs: opt(int(1, 999_999_999)),
  /** While face-up: the damage its controller's opponent takes from the effect of a card with one of these printed names (`ids`), played by its controller, is `amount`. */
  effectDamageBecomes: opt(obj({ ids: list(int(1, 999_999_999), 5), amount: int(0, 10_000) })),
  /** While face-up: its controller takes no damage from the card effects of `by` (the opponent), during that `turn` and `phase` when given. */
  noEffectDamage: opt(obj({ by: word('opponent'), turn: opt(word('you', 'opponent')), phase: opt(word('main', 'battle')) })),
});
export type DocContinuous = v.InferOutput<typeof continuousSchema>;

/** When a Trap may be activated: one event of the last action, seen from its controller. */
/** `if` on one timing: conditions that must hold too when the Trap is checked ("when X while Y, or when Z"). */
const when = { if: opt(conditionsSchema) };
const triggerForms = {
  /** `from`: only a monster summoned from one of these places (the summon record's). */
  summon: obj({ ...when, event: v.literal('summon'), by: sideSchema, how: opt(list(summonedHowSchema, 6)), monster: opt(filterSchema), from: opt(list(summonedFromSchema, 4)) }),
  attack: obj({ ...when, event: v.literal('attack'), by: sideSchema, target: opt(word('monster', 'direct', 'any')), targetFilter: opt(filterSchema), attacker: opt(filterSchema) }),
  /** A monster Set face-down from the hand (a Normal or Tribute Set) by `by`; a Set is no summon. `spellTrap`: a Spell/Trap Card Set instead. */
  set: obj({ ...when, event: v.literal('set'), by: sideSchema, spellTrap: opt(isTrue) }),
  /**
   * A card of `owner` destroyed by a card or attack of `by`; `card` filters it as printed; `position`
   * and `faceUp` as it was; `effectOf` the kinds of card whose effect destroyed it; `min` at least this many at once.
   */
  destroyed: obj({
    ...when, event: v.literal('destroyed'), owner: sideSchema, by: sideSchema, reasons: opt(list(word('battle', 'effect'), 2)), card: opt(filterSchema),
    position: opt(word('attack', 'defense')), faceUp: opt(bool), effectOf: opt(list(CARD_KINDS, 3)), min: opt(int(2, 10)),
  }),
  /** `by` draws a card: `normal`, the Draw Phase's draw; `phase`, `turn`: when (doc/moreTriggers.ts). */
  draw: obj({ ...when, event: v.literal('draw'), by: sideSchema, normal: opt(isTrue), phase: opt(word('main')), turn: opt(word('you', 'opponent')) }),
  /** `by` activates a card or effect of one of these kinds (`monster`: a monster effect). */
  activate: obj({ ...when, event: v.literal('activate'), by: sideSchema, kind: list(CARD_KINDS, 3) }),
  /** A card of `owner` goes to the GY, `from` one of these places; `phase`, `turn`: when. */
  sentToGy: obj({
    ...when, event: v.literal('sentToGy'), owner: sideSchema, from: opt(list(word('deck', 'hand', 'monsterZones', 'spellTraps'), 4)), phase: opt(word('main')), turn: opt(word('you', 'opponent')),
  }),
  /** A card of `owner` leaves one of `from` for its owner's hand or Deck (`to`; the Deck includes the Extra Deck): "adds a card from the GY to the hand", "returned from the GY to the Deck". */
  moved: obj({ ...when, event: v.literal('moved'), owner: sideSchema, from: nonEmpty(word('gy', 'deck', 'monsterZones', 'spellTraps'), 4, ' must name at least one place'), to: word('hand', 'deck') }),
  /** `player` takes battle or effect damage (an LP cost is none); `phase`: in one of these phases; `reasons`: only battle or effect damage. */
  damage: obj({
    ...when, event: v.literal('damage'), player: sideSchema, phase: opt(nonEmpty(word('draw', 'main', 'battle'), 3, ' must name at least one phase')), reasons: opt(nonEmpty(word('battle', 'effect'), 2, ' must name a reason')),
  }),
};
const oneTriggerSchema = v.lazy((x: unknown) => {
  const event = isObj(x) ? x.event : undefined;
  if (typeof event === 'string' && Object.prototype.hasOwnProperty.call(triggerForms, event)) return triggerForms[event as keyof typeof triggerForms];
  // The wording predates `destroyed` and a test pins it.
  return fail(() => '.event must be summon or attack');
});
/** "When X, or when Y": met when any one of `of` (2 or 3 timings, none of them an `anyOf`) is. */
const anyOfTrigger = obj({ event: v.literal('anyOf'), of: v.pipe(list(oneTriggerSchema, 3), v.minLength(2, ' must hold at least 2 timings')) });
export const triggerSchema = v.lazy((x: unknown) => (isObj(x) && x.event === 'anyOf' ? anyOfTrigger : oneTriggerSchema));
export type Trigger = v.InferOutput<typeof triggerSchema>;

export const effectSchema = obj({
  id: name,
  /** `battleWin`: applies by itself once this monster has won a battle and its victim went to the GY; never asks. */
  kind: word('ignition', 'spell', 'trap', 'battleWin'),
  maximumOnly: opt(bool),
  /** On a `battleWin`: it applies when any attacking monster you control (this card or another) wins, with that original Type (`originalRace`, printed) when given. */
  byAttacker: opt(obj({ originalRace: opt(raceSchema) })),
  /** A MAXIMUM piece's effect with no MAXIMUM-mode mark that its text also uses in MAXIMUM mode (R-MAX-14, R-MAX-17). */
  bothModes: opt(bool),
  /** A choice of a [MULTI-CHOICE EFFECT]: effects with the same `choiceOf` are one effect (R-MEFF-3). */
  choiceOf: opt(name),
  trigger: opt(triggerSchema),
  condition: opt(conditionsSchema),
  cost: stepsSchema,
  steps: v.pipe(v.array(stepSchema, ' must be a list'), v.maxLength(20, ' has more than 20 entries')),
});
export type DocEffect = v.InferOutput<typeof effectSchema>;

/**
 * Another way to Tribute Summon it in Attack Position (R-NS-4): `count` monsters you control
 * passing `filter` (with one Attribute: `same`), while `condition` holds; `originalAtk`: its
 * original ATK then becomes that number. `count` 0: a Normal Summon without Tributes, in Attack Position.
 */
const tributeRuleSchema = obj({
  count: int(0, 3),
  filter: opt(filterSchema),
  same: opt(word('attribute')),
  condition: opt(conditionsSchema),
  originalAtk: opt(int(0, 100_000)),
});

/** The card's own summon rules (R-NS-4, R-SS-1, R-FUS-1): without Tributes, other Tributes, from the hand, by Contact Fusion (a Fusion monster), or never Special Summoned. */
export const summonSchema = obj({
  noTributes: opt(conditionsSchema),
  /** `reveal`: the cost of the rule, 1 other card of the hand passing this filter, shown to both players. */
  /**
   * `cost`: 1 other card of `place` (yours) passing `filter` is sent to the GY (`to` `gy`) or placed
   * on the bottom of the Deck (`deckBottom`) as the cost.
   */
  fromHand: opt(obj({
    position: word('attack', 'defense'), condition: conditionsSchema, reveal: opt(filterSchema),
    cost: opt(obj({ place: word('hand', 'monsterZones', 'gy'), filter: filterSchema, to: word('gy', 'deckBottom') })),
  })),
  tributes: opt(list(tributeRuleSchema, 2)),
  cannotSpecialSummon: opt(word('always', 'fromGy')),
  /** It can be Special Summoned only by the effect of a card bearing one of these names. */
  onlyBy: opt(nonEmpty(int(1, 999_999_999), 3, ' must name at least one card')),
  /** It cannot be a material for the Fusion Summon of a card bearing one of these names (any Fusion Summon, Contact Fusion included). */
  notMaterialFor: opt(nonEmpty(int(1, 999_999_999), 3, ' must name at least one card')),
  /** Its listed materials, face-up on your field, are shuffled into the Deck to Fusion Summon it. */
  contactFusion: opt(isTrue),
  /** Its listed materials, face-up on your field, are placed on the bottom of the Deck in any order to Fusion Summon it. */
  unionFusion: opt(isTrue),
});
export type DocSummon = v.InferOutput<typeof summonSchema>;

const cardName = v.pipe(v.string(' must be a card name'), v.minLength(1, ' must be a card name'), v.maxLength(80, ' must be a card name'));
/** Names (English, Japanese) of cards its effects name that the game cannot play yet, keyed by id. */
const namesSchema = v.record(
  v.pipe(v.string(), v.regex(/^\d{6,9}$/, (issue) => ` has a key that is not a card id: ${JSON.stringify(issue.input)}`)),
  obj({ en: cardName, ja: cardName }),
  ' must be an object',
);

/**
 * The card's rules outside its effects (R-CARD-4), in force wherever it is: `nameAs`, the card id
 * whose name it bears in its hand, GY or Extra Deck; `legendAs`, where it is treated as a Legend card.
 */
const cardId = int(1, 999_999_999);
export const nameAsSchema = obj({ hand: opt(cardId), gy: opt(cardId), extra: opt(cardId) });
export const legendAsSchema = list(word('hand', 'gy'), 2);
export const cardDocSchema = obj({
  id: cardId, effects: list(effectSchema, 6), continuous: opt(continuousSchema), summon: opt(summonSchema), names: opt(namesSchema),
  nameAs: opt(nameAsSchema), legendAs: opt(legendAsSchema),
});
export type CardDoc = v.InferOutput<typeof cardDocSchema>;

/** The words of each kind, as the schemas know them (vocabulary.test.ts holds the registry to them). */
export const TRIGGER_WORDS = [...Object.keys(triggerForms), 'anyOf'];
export const CONTINUOUS_WORDS = Object.keys(continuousSchema.entries).filter((k) => k !== 'modifiers');
export const CONTINUOUS_MODIFIER_WORDS = Object.keys(modifierForms);
export const EFFECT_WORDS = [...effectSchema.entries.kind.options, 'choiceOf', 'maximumOnly', 'bothModes', 'byAttacker'];
export const SUMMON_WORDS = Object.keys(summonSchema.entries);
export const RULE_WORDS = ['nameAs', 'legendAs'];
/** A document's rule words, checked as the document holds them. */
export const ruleSchema = obj({ nameAs: opt(nameAsSchema), legendAs: opt(legendAsSchema) });
