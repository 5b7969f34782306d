// The card document: a card's effects as validated JSON in a closed vocabulary, compiled by
// the engine into the same steps, prompts and Trap windows as every other effect
// (compile.ts). docs/cards.md lists every word with an example. Plain data only.
import type { DocContinuous } from './continuousTypes';
import type { ExcavateStep, FusionSummonStep, NameAsMaterialStep } from './fusionTypes';

export type * from './continuousTypes';
export type * from './fusionTypes';

/** Who, seen from the effect's controller. */
export type Side = 'you' | 'opponent' | 'both';

/** Where cards are looked for. `field` is the Monster Zones, `spellTraps` the Spell & Trap and Field Zones. */
export type Place = 'field' | 'spellTraps' | 'hand' | 'gy' | 'deck' | 'extra';

export interface Range {
  min?: number;
  max?: number;
}

/**
 * A test on one card. Every field given must hold. On the field, Type and ATK are read as they
 * are now (a Type changed by an effect counts); in a pile, as printed.
 */
export interface Filter {
  kind?: 'monster' | 'spell' | 'trap';
  /** A Spell's kind (printed): `field` for a Field Spell. */
  spellKind?: 'normal' | 'field' | 'equip' | 'ritual';
  monsterKind?: 'normal' | 'effect' | 'maximum' | 'fusion' | 'ritual';
  race?: string;
  attribute?: string;
  level?: Range;
  atk?: Range;
  def?: Range;
  legend?: boolean;
  /** A monster that must be Fusion Summoned (printed). */
  fusionOnly?: boolean;
  /** Any of these card ids. */
  ids?: number[];
  /** Field only. */
  position?: 'attack' | 'defense';
  /** Field only: face-up (true) or face-down (false). */
  faceUp?: boolean;
  /** Not the card whose effect this is. */
  notSelf?: boolean;
  /** You could Special Summon it now (a free zone, no lock on it). */
  summonable?: boolean;
  /** Field only: its original ATK is lower than the current ATK of the effect's own monster. */
  originalAtkBelowSelf?: boolean;
  /** Field only: its original ATK is not this number. Set by the compiler (choiceRules.ts), never written in a document. */
  originalAtkNot?: number;
  /**
   * `summonable` may count this many more free Monster Zones: the cost removes that many of your
   * monsters from the field first. Set by the compiler (choiceRules.ts), never written in a document.
   */
  zonesFreedByCost?: number;
  /** Another card of this set remains (not this one). Set by the compiler (choiceRules.ts), never written in a document. */
  leavesOneOf?: CardSet;
  /** The (first) card kept as this name lists it as a Fusion material. */
  materialOf?: string;
  /** A Fusion monster that lists as a material a card of this set. */
  listsMaterialFrom?: CardSet;
  /** Not among the cards kept as this name. */
  notChosen?: string;
  /** At least one of these filters holds too ("a Level 10 MAXIMUM monster or \"X\""). */
  anyOf?: Filter[];
  /** Field only: a MAXIMUM monster in MAXIMUM mode (true), not a lone piece. */
  maximumMode?: boolean;
  /** Its Type (current on the field, printed elsewhere) differs from the Type of at least one referenced card. */
  raceDiffersFrom?: CardRef;
  /** Its Attribute (current on the field, printed elsewhere) is that of at least one referenced card. */
  attributeOf?: CardRef;
  /** Its Type (current on the field, printed elsewhere) is that of at least one referenced card (as that card shows it now). */
  raceOf?: CardRef;
  /** Its Attribute (current on the field, printed elsewhere) differs from the Attribute of at least one referenced card. */
  attributeDiffersFrom?: CardRef;
  /** Its figure (current on the field, printed elsewhere) is that of at least one referenced card ("with the same ATK as this card"). */
  sameAs?: { stat: SameStat; of: CardRef };
  /** Field only: no face-up monster its controller has shows a higher ATK than this face-up one (ties all pass). */
  highestAtk?: boolean;
}

/** The cards in some places of some side that pass a filter. */
export interface CardSet {
  place: Place | Place[];
  side: Side;
  filter?: Filter;
  /** Piles only: only the first n cards of each pile are looked at (the top of a Deck). */
  top?: number;
  /** Of the cards that pass the filter, only those with the lowest (highest) of this figure ("the monster with the lowest Level"). */
  lowest?: SameStat;
  highest?: SameStat;
}

/**
 * Cards a step acts on: the effect's own card, the cards that met a Trap's timing (the summoned
 * monster, the attacker), the monster the attack in progress targets (`attackTarget`; none for a
 * direct attack or once it left the field), cards chosen earlier in this effect (`{ chosen: name }`), or a set.
 */
export type CardRef = 'self' | 'trigger' | 'attackTarget' | { chosen: string; filter?: Filter } | CardSet;

/** A number, or one computed from the board when the step runs. */
export type Value =
  | number
  | { times: number; countOf: CardRef }
  | { times: number; distinct: 'attribute' | 'race' | 'name'; of: CardSet }
  /** The Levels of the referenced cards (current on the field, printed elsewhere) added up, times a number. */
  | { times: number; levelOf: CardRef }
  /**
   * The original ATK of the referenced cards added up, times a number. For `"trigger"` of a
   * `battleWin` effect: the destroyed monster's original ATK as it was on the field.
   */
  | { times: number; originalAtkOf: CardRef }
  /** The highest ATK (DEF, Level) among the referenced cards (current on the field, printed elsewhere; 0 if none), times a number. */
  | { times: number; highest: 'atk' | 'def' | 'level'; of: CardRef }
  /** The current ATK of the referenced cards added up (on the field; printed elsewhere), times a number. */
  | { times: number; atkOf: CardRef }
  /** The difference between the two players' LP (never negative), times a number. */
  | { times: number; lpDifference: true };

/**
 * A condition: how many cards of a set there are (at least 1 unless min/max say otherwise),
 * whose turn it is, how the players' LP compare, or a fact of the game (`{ game: "canEnterBattle" }`:
 * it is your Main Phase 1 of a turn with a Battle Phase to come).
 */
/** A way of summoning a monster, as the slot records it (`set` is not one: a Set is no summon). */
export type SummonedHow = 'normal' | 'tribute' | 'maximum' | 'special' | 'fusion' | 'ritual';

/** Where a summoned monster came from, as the slot records it. */
export type SummonedFrom = 'hand' | 'deck' | 'gy' | 'extra';

/** Monsters Tributed for a summon: at least `min` of them with that printed Level and Type. */
export interface TributedFor {
  level?: Range;
  race?: string;
  min?: number;
}

export type Condition =
  | CountCondition
  | { turn: 'you' | 'opponent' }
  /** Your LP against your opponent's; with `by`, lower (or higher) by at least that much. */
  | { lp: 'lower' | 'higher'; by?: number }
  /** Your LP are this number or less. */
  | { lpAtMost: number }
  /** A player's LP (yours unless `player` says otherwise) are this number or more. */
  | { lpAtLeast: number; player?: 'you' | 'opponent' }
  /** `freeSpellTrapZone`: you have a free Spell & Trap Zone (besides the one the card itself holds). */
  | { game: 'canEnterBattle' | 'freeMonsterZone' | 'freeSpellTrapZone' }
  /** The effect's own card arrived on the field this turn (Normal, Tribute or Special Summoned). */
  | { self: 'summonedThisTurn' }
  /**
   * The effect's own card was summoned this turn in one of these ways (a Set is none of them:
   * `normal` and `tribute` together are "Normal Summoned"); with `tributed`, at least `min`
   * (default 1) of the monsters Tributed for that summon had that printed Level (and Type); with
   * `from`, it came from one of these places.
   */
  | { self: { summoned: SummonedHow[]; tributed?: TributedFor; from?: SummonedFrom[] } }
  /** The Levels of the referenced cards (current on the field, printed elsewhere) add up to min..max. */
  | { levels: CardRef; min?: number; max?: number }
  /** The two references name as many cards each. */
  | { sameCount: [CardRef, CardRef] }
  /** Among the cards of a set there are at least `min` different Attributes / Types (current on the field) / names. */
  | { distinct: 'attribute' | 'race' | 'name'; of: CardSet; min: number };

/** How many cards a reference names (the size of a counted choice). */
export type CountValue = { times: 1; countOf: CardRef };

/** A figure cards can share ("with the same Level as each other"): current on the field, printed elsewhere. */
export type SameStat = 'level' | 'attribute' | 'race' | 'atk';

/** `"max": 0` alone: there is none. */
export interface CountCondition {
  count: CardRef;
  /** Only the referenced cards that pass this count. */
  filter?: Filter;
  /** Only the cards sharing this figure count: the largest such group ("2 or more monsters with the same Attribute"). */
  same?: SameStat;
  min?: number;
  max?: number;
}

/** The part of a filter a rule kept in the duel state can hold (no board-relative fields). */
export type ModifierFilterDoc = Omit<Filter, 'notSelf' | 'summonable' | 'anyOf' | 'spellKind' | 'originalAtkBelowSelf' | 'originalAtkNot' | 'zonesFreedByCost' | 'leavesOneOf' | 'maximumMode' | 'raceDiffersFrom' | 'attributeOf' | 'raceOf' | 'attributeDiffersFrom' | 'sameAs' | 'materialOf' | 'listsMaterialFrom' | 'notChosen' | 'highestAtk'>;

/** Lasting changes made by a `modify` step (applied to face-up monsters on the field). */
export type ModifierKind =
  | 'atk'
  | 'def'
  | 'piercing'
  | 'extraAttacks'
  | 'noDirectAttack'
  | 'directAttack'
  | 'battleImmune'
  | 'effectImmune'
  | 'opponentEffectImmune'
  | 'opponentTrapImmune'
  /** When it declares an attack this turn, the opponent cannot activate Traps (in that attack's window). */
  | 'noTrapsOnAttack'
  /** The first time an effect of an opponent's Trap would destroy it, it is not destroyed; that uses the protection up. */
  | 'opponentTrapImmuneOnce'
  /** The original ATK becomes the value (changes to ATK still apply on top of it). */
  | 'baseAtk'
  | 'attackEachMonster'
  /** Once it has destroyed a monster in battle this turn, it may attack again (only a monster: `extraMonsterAttackOnWin`). */
  | 'extraAttackOnWin'
  | 'extraMonsterAttackOnWin'
  /** `value` more attacks this turn, on monsters only; a direct attack forfeits them. */
  | 'extraAttacksOnMonsters'
  /** It may attack only Attack Position monsters (not face-down or Defense Position ones, and never directly). */
  | 'attackPositionTargetsOnly'
  /** It is worth `value` Tributes when a monster passing the step's `filter` is Tribute Summoned (`position`: the summon's). */
  | 'tributeValue'
  /** Its Level goes up (or down) by the value; never below 1 (filters, values and conditions read it on the field). */
  | 'level'
  /** Its original ATK and original DEF are switched (changes to ATK and DEF still apply on top of them). */
  | 'swapOriginalAtkDef';

/** `whileFaceUp`: for as long as the monster stays face-up on the field (R-MEFF-4). */
export type Duration = 'thisTurn' | 'opponentsNextTurn' | 'whileFaceUp';

/** Where a card can be moved by an effect. */
export type Destination = 'hand' | 'gy' | 'deckTop' | 'deckBottom';
/** Where a `move` step puts cards: a destination, or `deckTopOrBottom` (the player picks the top or the bottom of the Deck for all of them). */
export type MoveDestination = Destination | 'deckTopOrBottom';

interface StepBase {
  /** Runs only when this earlier yes/no question was answered yes. */
  ifSaid?: string;
  /** Runs only when these conditions hold at that moment. */
  if?: Condition[];
}

export type DocStep = StepBase &
  (
    /**
     * `min` and `max` may be counted when the step runs; `upTo` caps the count too ("no more than cards in your Deck").
     * `same`: the chosen cards share that figure (asked one card at a time; numbers only for `min` and `max`).
     * `levels`: the printed Levels of the chosen cards add up to min..max; the cards are then
     * chosen one at a time, each offered only if the choice can still be completed.
     */
    | { do: 'choose'; as: string; from: CardRef; min?: number | CountValue; max?: number | CountValue; upTo?: CountValue; optional?: boolean; same?: SameStat; levels?: Range }
    /**
     * Picks min..max of the referenced cards at random (the duel's seeded RNG), kept as `as`;
     * when min < max the effect's player first says how many (capped by the cards there).
     */
    | { do: 'chooseRandom'; as: string; from: CardRef; min?: number; max?: number }
    | { do: 'ask'; as: string }
    /** `as` keeps the cards sent (for a later `{ chosen: as }`). */
    | { do: 'mill'; count: number; as?: string }
    /** `count` may be counted from the board when the step runs; `as` keeps the drawn cards. */
    | {
        do: 'draw';
        count: number | Value;
        player?: 'you' | 'opponent';
        as?: string;
        /** The count as known at activation, for a count of cards a later step sends. Set by the compiler (activationCounts.ts), never written in a document. */
        countAtActivation?: Value;
      }
    | { do: 'discard'; cards: CardRef; as?: string }
    /** `as` keeps the cards that were really destroyed, for later steps ({ chosen: as }). */
    | { do: 'destroy'; cards: CardRef; mustExist?: boolean; as?: string }
    /**
     * Cards go one at a time in the order referenced (the order they were chosen): on a Deck, the last one ends on the top (bottom).
     * `as` keeps the cards really moved (worded "the cards sent to the GY" for `gy`).
     * `orderBy` (to `deckTop` or `deckBottom` only): that player first picks the order of the
     * cards (all of them, one by one; the cards are shown to that player while asked).
     */
    | { do: 'move'; cards: CardRef; to: MoveDestination; shuffle?: boolean; as?: string; orderBy?: 'you' | 'opponent' }
    /** A delayed move: in the End Phase of this turn the referenced monsters still on the field go to `to`. */
    | { do: 'moveAtEndPhase'; cards: CardRef; to: Destination; shuffle?: boolean }
    /** Shuffles your Deck. */
    | { do: 'shuffleDeck' }
    /** The attack in progress ends: no damage calculation; the attacker has still attacked (R-BAT-5, R-BAT-6). */
    | { do: 'negateAttack' }
    /** The Types of the referenced face-up monsters become the Type of the `raceOf` card (until the end of the turn by default). */
    | { do: 'changeRace'; cards: CardRef; raceOf: CardRef; duration?: Duration }
    /** The Attributes of the referenced face-up monsters become the Attribute of the `attributeOf` card (until the end of the turn by default). */
    | { do: 'changeAttribute'; cards: CardRef; attributeOf: CardRef; duration?: Duration }
    | { do: 'reveal'; cards: CardRef }
    /** The effect's player looks at the referenced cards (shown to that player only, while the prompt is open); they stay where and as they are. */
    | { do: 'look'; cards: CardRef }
    /** Sets the referenced Spells/Traps from a pile face-down in your Spell & Trap Zones (while zones are free). */
    | { do: 'set'; cards: CardRef }
    /** `evenIfZero`: a count-scaled amount may come to 0 (the card's text allows it); otherwise 0 refuses activation. */
    | { do: 'damage'; player: 'you' | 'opponent'; amount: Value; evenIfZero?: boolean }
    | { do: 'payLp'; amount: number }
    /** A player gains LP (you by default). */
    | { do: 'gainLp'; player?: 'you' | 'opponent'; amount: Value; evenIfZero?: boolean }
    /**
     * `change`: Attack Position becomes face-up Defense Position and Defense Position face-up
     * Attack Position; `faceDownDefense`: a face-up monster is turned face-down (Set). `as` keeps
     * the monsters whose position really changed ("the number of monsters changed by this effect").
     */
    | { do: 'position'; cards: CardRef; to: 'attack' | 'defense' | 'change' | 'faceDownDefense'; as?: string }
    /** `filter`: for `tributeValue`, the monsters whose Tribute Summon it counts for. */
    | { do: 'modify'; cards: CardRef; kind: ModifierKind; value?: Value; duration?: Duration; filter?: ModifierFilterDoc; evenIfZero?: boolean }
    /**
     * A rule on you for the rest of this turn: `normalSummon` — you cannot Normal Summon or Set
     * monsters; `attack` — your monsters that pass `filter` (all of them without one) cannot attack.
     */
    | { do: 'forbid'; what: 'normalSummon' }
    | { do: 'forbid'; what: 'attack'; filter?: ModifierFilterDoc }
    /**
     * A rule on `player` (you by default) for the rest of this turn: their monsters of the Type the
     * `raceOf` card shows when the step runs cannot attack.
     */
    | { do: 'forbid'; what: 'attack'; raceOf: CardRef; player?: 'you' | 'opponent' }
    /** For the rest of this turn, none of your monsters can attack directly. */
    | { do: 'forbid'; what: 'directAttack' }
    /**
     * For the rest of this turn, only your monsters that pass `filter`, or only the referenced
     * monster (`cards`, one of them; once it leaves the field none) may attack.
     */
    | { do: 'forbid'; what: 'attackExcept'; filter: ModifierFilterDoc }
    | { do: 'forbid'; what: 'attackExcept'; cards: CardRef }
    /**
     * `player` (you by default, `both`) cannot Tribute Summon or Tribute Set monsters passing
     * `filter` (printed) for the `duration`; with `whileFaceUp`, only while this card stays face-up.
     */
    | { do: 'forbid'; what: 'tributeSummon'; filter: ModifierFilterDoc; player?: Side; duration?: 'thisTurn' | 'opponentsNextTurn'; whileFaceUp?: boolean }
    /** For the rest of this turn, at most `count` of your monsters may declare attacks. */
    | { do: 'forbid'; what: 'attackers'; count: number }
    /** For the rest of this turn, only monsters that pass `filter` may activate their effects (yours). */
    | { do: 'forbid'; what: 'activateExcept'; filter: ModifierFilterDoc }
    /** Special Summons the referenced cards face-up; `choice`: their controller picks each position (R-SS-2). */
    | { do: 'specialSummon'; cards: CardRef; position: 'attack' | 'defense' | 'choice' }
    | FusionSummonStep
    | ExcavateStep
    | NameAsMaterialStep
  );

/** When a Trap may be activated: one event of the last action, seen from its controller. */
export type Trigger =
  | { event: 'summon'; by: Side; how?: ('normal' | 'tribute' | 'maximum' | 'special' | 'fusion' | 'ritual')[]; monster?: Filter }
  | { event: 'attack'; by: Side; target?: 'monster' | 'direct' | 'any'; targetFilter?: Filter; attacker?: Filter }
  /** A monster Set face-down from the hand (a Normal or Tribute Set) by `by`; a Set is no summon. */
  | { event: 'set'; by: Side }
  /**
   * A card of `owner` destroyed by a card or attack of `by` (a battle counts when `by` was the
   * attacking player, on their turn); `card` filters the destroyed card as printed (it is in the GY).
   */
  | {
      event: 'destroyed';
      owner: Side;
      by: Side;
      reasons?: ('battle' | 'effect')[];
      card?: Filter;
      /** A monster in this position (and face-up or face-down) when it was destroyed. */
      position?: 'attack' | 'defense';
      faceUp?: boolean;
      /** Destroyed by an effect only of these kinds of card (a battle still counts when `reasons` has it). */
      effectOf?: ('monster' | 'spell' | 'trap')[];
      /** At least this many cards that pass the rest were destroyed at the same time. */
      min?: number;
    };

export interface DocEffect {
  id: string;
  /**
   * `battleWin`: applies by itself once this monster has won a battle and the monster it
   * destroyed went to the GY (`"trigger"` is that monster); resolved within the battle, so it never asks.
   */
  kind: 'ignition' | 'spell' | 'trap' | 'battleWin';
  maximumOnly?: boolean;
  /**
   * A choice of a [MULTI-CHOICE EFFECT]: the effects with the same `choiceOf` are the choices of
   * one effect (the player picks one when activating; one use per turn covers them all, R-MEFF-3).
   */
  choiceOf?: string;
  trigger?: Trigger;
  condition?: Condition[];
  cost?: DocStep[];
  steps: DocStep[];
}

/**
 * The card's own summon rules (R-NS-4, R-SS-1): `noTributes` — it may be Normal Summoned or Set
 * without Tributes while these conditions hold; `fromHand` — it may be Special Summoned from the
 * hand by its own rule, in that position, while the conditions hold (once per the usual checks).
 */
export interface DocSummon {
  noTributes?: Condition[];
  fromHand?: { position: 'attack' | 'defense'; condition: Condition[] };
}

export interface CardDoc {
  id: number;
  effects: DocEffect[];
  continuous?: DocContinuous;
  summon?: DocSummon;
  /**
   * Names (English, Japanese) of cards its effects name that the game cannot play yet, keyed
   * by id: facts for its text only, loaded with the document (the catalog may not be).
   */
  names?: Record<string, { en: string; ja: string }>;
}
