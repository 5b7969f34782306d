// Schemas of the step words (`"do"`), one entry per word. Every step may carry the guards
// `ifSaid` (runs only when that earlier yes/no question was answered yes) and `if` (runs only
// when these conditions hold at that moment).
import * as v from 'valibot';
import { bool, fail, has, int, isObj, isTrue, list, name, nonEmpty, obj, opt, rule, show, word } from './build';
import {
  cardRefSchema, countValueSchema, filterSchema, playerSchema, rangeSchema, sameStatSchema, sideSchema, stateFilterSchema, summonedFromSchema, targetFilterSchema, valueSchema,
} from './refs';
import { durationSchema, modifyDurationSchema, step } from './stepBase';
import { WORD_STEP_SCHEMAS } from '../../words/schemas';

export { durationSchema };

const count = int(1, 60);
const cards = cardRefSchema;
const countOrNumber = (lo: number) => v.lazy((x: unknown) => (typeof x === 'number' ? int(lo, 60) : countValueSchema));

/** Lasting changes made by a `modify` step (applied to face-up monsters on the field); docs/cards.md says what each does. */
export const modifierKindSchema = word(
  'atk', 'def', 'piercing', 'extraAttacks', 'noDirectAttack', 'directAttack', 'battleImmune', 'effectImmune', 'opponentEffectImmune',
  'opponentTrapImmune', 'opponentTrapImmuneOnce', 'baseAtk', 'attackEachMonster', 'extraAttackOnWin', 'extraMonsterAttackOnWin', 'extraAttacksOnMonsters',
  'tributeValue', 'noTrapsOnAttack', 'noTrapsOnSummon', 'level', 'swapOriginalAtkDef', 'attackPositionTargetsOnly', 'cannotAttack',
  'noActivate', 'noTribute', 'opponentTribute',
);

// forbid: a rule on a player for the rest of the turn; its forms differ by `what` (and `raceOf`).
const forbidForms = {
  raceOf: step('forbid', { what: v.literal('attack'), raceOf: cards, player: opt(playerSchema) }),
  attack: step('forbid', { what: v.literal('attack'), filter: opt(stateFilterSchema), player: opt(playerSchema) }),
  activateExcept: step('forbid', { what: v.literal('activateExcept'), filter: stateFilterSchema }),
  attackExceptCards: step('forbid', { what: v.literal('attackExcept'), cards }),
  attackExceptFilter: step('forbid', { what: v.literal('attackExcept'), filter: stateFilterSchema }),
  tributeSummon: step('forbid', {
    what: v.literal('tributeSummon'), filter: stateFilterSchema, player: opt(sideSchema), duration: opt(word('thisTurn', 'opponentsNextTurn')), whileFaceUp: opt(bool),
  }),
  attackers: step('forbid', { what: v.literal('attackers'), count: int(1, 3) }),
  /** `player` cannot activate the effects of face-up monsters passing `filter` (read on the activating monster) for the `duration`; `whileFaceUp`: tied to this card. */
  monsterEffects: step('forbid', {
    what: v.literal('monsterEffects'), filter: opt(stateFilterSchema), player: opt(sideSchema), duration: opt(word('thisTurn', 'opponentsNextTurn')), whileFaceUp: opt(bool),
  }),
  /** `player`'s monsters cannot declare an attack on the other player's monsters passing `filter`, or (`only`) only on those. */
  attackOn: v.pipe(
    step('forbid', { what: v.literal('attackOn'), filter: opt(targetFilterSchema), only: opt(targetFilterSchema), player: opt(playerSchema) }),
    rule((s) => (s.filter === undefined) !== (s.only === undefined), ' needs exactly one of filter and only'),
  ),
  trapsOnAttack: step('forbid', { what: v.literal('trapsOnAttack'), filter: opt(stateFilterSchema), whileFaceUp: opt(bool) }),
  normalSummon: step('forbid', { what: v.literal('normalSummon'), filter: opt(stateFilterSchema), only: opt(stateFilterSchema), which: opt(word('summon', 'set')) }),
  specialSummon: step('forbid', {
    what: v.literal('specialSummon'), fromHand: opt(bool), from: opt(list(summonedFromSchema, 4)), filter: opt(stateFilterSchema), only: opt(stateFilterSchema), player: opt(sideSchema),
    duration: opt(word('thisTurn', 'opponentsNextTurn')), whileFaceUp: opt(bool), faceUpOnly: opt(isTrue), attackPositionOnly: opt(isTrue),
  }),
  directAttack: step('forbid', { what: v.literal('directAttack'), only: opt(stateFilterSchema) }),
  activateName: step('forbid', { what: v.literal('activateName'), ids: nonEmpty(int(1, 999_999_999), 5, ' must name at least one card') }),
  activateTraps: step('forbid', { what: v.literal('activateTraps'), player: opt(playerSchema), battlePhase: opt(bool) }),
  /** `spellKind`: only Spell Cards of that kind; `player` `both`: either player; `duration`: to the end of the opponent's next turn. */
  activateSpells: step('forbid', {
    what: v.literal('activateSpells'), player: opt(sideSchema), spellKind: opt(word('normal', 'field', 'equip', 'ritual')), duration: opt(word('thisTurn', 'opponentsNextTurn')),
  }),
  effectDamage: step('forbid', { what: v.literal('effectDamage'), player: opt(playerSchema), by: opt(word('opponent', 'opponentTrap')) }),
  /** `attacker`: only the battle damage of attacks by the other player's monsters passing it (read on the attacker at damage calculation). */
  battleDamage: step('forbid', { what: v.literal('battleDamage'), player: opt(playerSchema), attacker: opt(stateFilterSchema) }),
  /** `player` (you by default) cannot Tribute their monsters passing `filter` (read on the field) for a Tribute Summon this turn. */
  tributes: step('forbid', { what: v.literal('tributes'), filter: stateFilterSchema, player: opt(playerSchema) }),
};
const FORBID_WHAT = 'normalSummon, specialSummon, attack, attackOn, monsterEffects, activateExcept, directAttack, attackExcept, attackers, tributeSummon, trapsOnAttack, activateName, activateTraps, activateSpells, effectDamage, battleDamage, tributes';
const forbid = v.lazy((x: unknown) => {
  const what = isObj(x) ? x.what : undefined;
  if (what === 'attack') return isObj(x) && has(x, 'raceOf') ? forbidForms.raceOf : forbidForms.attack;
  if (what === 'attackExcept' && isObj(x)) {
    if (has(x, 'cards') === has(x, 'filter')) return fail(() => ' needs exactly one of filter and cards');
    return has(x, 'cards') ? forbidForms.attackExceptCards : forbidForms.attackExceptFilter;
  }
  if (what === 'activateExcept' || what === 'tributeSummon' || what === 'attackers' || what === 'attackOn' || what === 'monsterEffects' || what === 'normalSummon' || what === 'specialSummon' || what === 'directAttack' || what === 'trapsOnAttack' || what === 'activateName' || what === 'activateTraps' || what === 'activateSpells' || what === 'effectDamage' || what === 'battleDamage' || what === 'tributes') return forbidForms[what];
  if (isObj(x) && !has(x, 'what')) return fail(() => '.what is missing');
  return fail((input) => `.what must be one of ${FORBID_WHAT}, not ${show(isObj(input) ? input.what : input)}`);
});

const chooseRandom = v.pipe(
  step('chooseRandom', { as: name, from: cards, min: opt(int(1, 60)), max: opt(countOrNumber(1)) }),
  rule((s) => typeof s.max === 'object' || (s.max ?? s.min ?? 1) >= (s.min ?? 1), '.max: must not be below min'),
);
const moveTo = word('hand', 'gy', 'deckTop', 'deckBottom', 'deckTopOrBottom');
const move = v.pipe(
  step('move', { cards, to: moveTo, shuffle: opt(bool), as: opt(name), orderBy: opt(playerSchema) }),
  rule((s) => s.orderBy === undefined || ((s.to === 'deckTop' || s.to === 'deckBottom' || s.to === 'deckTopOrBottom') && s.shuffle !== true), '.orderBy: only for a move to deckTop, deckBottom or deckTopOrBottom without shuffle'),
);

/** Every step word and its schema. */
export const STEP_SCHEMAS = {
  /**
   * `min` and `max` may be counted when the step runs; `upTo` caps the count too. `same`: the chosen
   * cards share that figure; `different`: no two of them share it; `levels`: their printed Levels (with
   * `stat` `atk`, their ATK, current on the field) add up to min..max, numbers or values read when asked (chosen one at a time); `either`: the chosen cards are one of these groups
   * ("1 Ritual monster or 3 Zombie monsters"), each `count` cards passing the `from` filter and its own.
   * `by` `opponent`: the effect's opponent makes the choice (every prompt goes to them).
   * `keepsEffect` (a choice of the cost): only choices after which the effect can still be done (keepsEffect.ts).
   */
  choose: v.pipe(
    step('choose', {
      as: name, from: cards, min: opt(countOrNumber(0)), max: opt(countOrNumber(1)), upTo: opt(countValueSchema), optional: opt(bool), same: opt(sameStatSchema), different: opt(sameStatSchema),
      levels: opt(obj({ min: opt(v.lazy((x: unknown) => (typeof x === 'number' ? int(0, 100_000) : valueSchema))), max: opt(v.lazy((x: unknown) => (typeof x === 'number' ? int(0, 100_000) : valueSchema))), stat: opt(word('atk', 'level')) })),
      by: opt(word('opponent')),
      keepsEffect: opt(isTrue),
      either: opt(v.pipe(list(v.pipe(obj({ count: int(1, 5), max: opt(int(2, 5)), filter: filterSchema }), rule((g) => g.max === undefined || g.max > g.count, '.max: above count')), 3), v.minLength(2, ' must name at least two groups'))),
    }),
    rule((s) => [s.levels?.min, s.levels?.max].every((b) => b === undefined || typeof b === 'number' || (b.times === 1 && ('levelOf' in b || 'atkOf' in b))), '.levels: each bound is a number or a total read once (`levelOf` or `atkOf`, times 1)'),
    rule((s) => s.keepsEffect === undefined || ((s.min === undefined || typeof s.min === 'number') && (s.max === undefined || typeof s.max === 'number') && s.upTo === undefined && s.levels === undefined && s.either === undefined && s.by === undefined && s.optional !== true), '.keepsEffect: only on a choice of fixed numbers (no upTo, levels, either, by or optional)'),
    rule((s) => s.either === undefined || (s.min === undefined && s.max === undefined && s.upTo === undefined && s.same === undefined && s.different === undefined && s.levels === undefined), '.either: no min, max, upTo, same, different or levels with it'),
  ),
  /** Picks min..max of the referenced cards at random (the duel's seeded RNG); when min < max the player says how many. */
  chooseRandom,
  /** `by` `opponent`: the effect's opponent answers ("your opponent can ..."). */
  ask: step('ask', { as: name, by: opt(word('opponent')) }),
  /** The top `count` cards (a number, or a value read when the step runs) of `player`'s Deck (yours by default; `both`: yours, then your opponent's). */
  // `bottom`: the cards come from the bottom of the Deck (not with `upTo`).
  mill: step('mill', { count: v.lazy((x: unknown) => (typeof x === 'number' ? count : valueSchema)), player: opt(sideSchema), as: opt(name), upTo: opt(isTrue), bottom: opt(isTrue) }),
  /** `player` `both`: you draw, then your opponent draws, `count` each. */
  draw: step('draw', { count: v.lazy((x: unknown) => (typeof x === 'number' ? count : valueSchema)), player: opt(sideSchema), as: opt(name) }),
  discard: step('discard', { cards, as: opt(name) }),
  destroy: step('destroy', { cards, mustExist: opt(bool), as: opt(name) }),
  forbid,
  /** Reveals the top `count` cards of a Deck (yours by default; they stay there), kept as `as`; `count` may be counted (`{ times: 1, countOf }`), read when it runs. */
  excavate: step('excavate', { count: v.lazy((x: unknown) => (typeof x === 'number' ? count : countValueSchema)), as: name, player: opt(playerSchema) }),
  /** You declare 1 card name the referenced Fusion monster lists as a material; this card's name becomes it this turn. */
  nameAsMaterial: step('nameAsMaterial', { of: cards }),
  /**
   * Fusion Summon 1 Fusion monster whose listed materials can be met from `from` (R-FUS-2, R-FUS-3);
   * `materialsTo`: the GY, the bottom of the Deck, or shuffled into the Deck (R-FUS-5).
   */
  fusionSummon: step('fusionSummon', {
    from: nonEmpty(word('monsterZones', 'hand', 'gy'), 3, ' must name at least one place'), faceUp: opt(bool), monster: opt(filterSchema),
    materialsTo: word('gy', 'deckBottom', 'deckShuffle'),
    /** What the materials are: `each`, a filter every material passes; `including`, one at least passes; `includingSelf`, the effect's own card is one of them (R-FUS-2). */
    materials: opt(obj({ each: opt(filterSchema), including: opt(filterSchema), includingSelf: opt(v.literal(true)) })),
    /** Keeps the materials really used, under this name ("if you sent X to the GY by this effect"). */
    as: opt(name),
    /** Keeps the Fusion monster once summoned, under this name ("the monster Special Summoned by this effect"). */
    summonedAs: opt(name),
    /** Only a Fusion monster that lists at most this many materials ("by sending up to 3 monsters"). */
    maxMaterials: opt(int(2, 5)),
    /** Monsters in the hand may be materials too, but only for a Fusion monster passing this filter (printed). */
    handFor: opt(filterSchema),
    /** A filter per place: a material taken from that place must pass it (besides `materials`). */
    placeFilters: opt(obj({ monsterZones: opt(filterSchema), hand: opt(filterSchema), gy: opt(filterSchema) })),
    /** Exactly this many materials come from the field. */
    fieldCount: opt(int(1, 3)),
  }),
  /**
   * Special Summons the referenced cards face-up; `choice`: the summoning player picks each position (R-SS-2).
   * `toOpponent`: you summon them to your opponent's field; `by` `opponent`: your opponent summons them to theirs.
   */
  specialSummon: v.pipe(
    step('specialSummon', { cards, position: word('attack', 'defense', 'choice', 'faceDownDefense'), toOpponent: opt(v.literal(true)), by: opt(word('opponent')) }),
    rule((s) => s.toOpponent === undefined || s.by === undefined, '.toOpponent: not with by (your opponent summons to their own field)'),
  ),
  /** Cards go one at a time in the order referenced; `orderBy`: that player first picks their order on the Deck. */
  move,
  reveal: step('reveal', { cards }),
  /** Sets the referenced Spells/Traps from a pile face-down in your Spell & Trap Zones (while zones are free); `by` `opponent`: your opponent Sets them in theirs; `as` keeps the cards really Set. */
  set: step('set', { cards, by: opt(word('opponent')), as: opt(name) }),
  /** `evenIfZero`: a count-scaled amount may come to 0 (the card's text allows it); otherwise 0 refuses activation. `as` keeps the damage really dealt (condition `dealt`). */
  damage: step('damage', { player: playerSchema, amount: valueSchema, evenIfZero: opt(bool), as: opt(name) }),
  /** `amount`: a number, or a value read when the cost is paid (a count-scaled one must not be 0 to activate). */
  payLp: step('payLp', { amount: v.lazy((x: unknown) => (typeof x === 'number' ? int(1, 100_000) : valueSchema)) }),
  gainLp: step('gainLp', { player: opt(playerSchema), amount: valueSchema, evenIfZero: opt(bool) }),
  /**
   * `change` swaps Attack and Defense Position; `faceDownDefense` turns a face-up monster face-down;
   * `faceUpDefense`: a face-down or Attack Position monster becomes face-up Defense Position.
   * `attackOrFaceDownDefense`: the effect's player picks face-up Attack or face-down Defense Position; `as` keeps the monsters changed.
   */
  position: step('position', { cards, to: word('attack', 'defense', 'change', 'faceDownDefense', 'attackOrFaceDownDefense', 'faceUpDefense'), as: opt(name) }),
  /** `filter`: for `tributeValue`, the monsters whose Tribute Summon it counts for; for `battleImmune`, the position the monster must be in for the protection to hold. */
  modify: step('modify', { cards, kind: modifierKindSchema, value: opt(valueSchema), duration: opt(modifyDurationSchema), filter: opt(stateFilterSchema), evenIfZero: opt(bool) }),
  // The words that live in a folder of their own (effects/words/).
  ...WORD_STEP_SCHEMAS,
} as const;

export type StepWord = keyof typeof STEP_SCHEMAS;
export const STEP_WORDS = Object.keys(STEP_SCHEMAS);
/** One step: the schema of its word. */
export const stepSchema = v.lazy((x: unknown) =>
  isObj(x) && typeof x.do === 'string' && has(STEP_SCHEMAS, x.do)
    ? STEP_SCHEMAS[x.do as StepWord]
    : // The words are too many to list in a message (it stays short): docs/cards.md lists them.
      fail((input) => `.do must be one of the ${STEP_WORDS.length} step words of docs/cards.md ("Steps"), not ${show(isObj(input) ? input.do : input)}`),
);
export type DocStep = v.InferOutput<typeof stepSchema>;
export const stepsSchema = v.optional(v.pipe(v.array(stepSchema, ' must be a list'), v.maxLength(20, ' has more than 20 entries')));
export { rangeSchema };
export const MODIFIER_WORDS: readonly string[] = modifierKindSchema.options;
export const DURATION_WORDS: readonly string[] = modifyDurationSchema.options;
