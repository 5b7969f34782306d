// The shape of card scripts. A script is data plus small pure functions, registered by
// card id; the state only ever holds which effect is running, its step and its choices
// (a Frame), never a function.
import type { EngineText } from '../text';
import type { Filter } from './doc/schema/refs';
import type { CardDef, DuelEvent, DuelState, LocalValue, ModifierFilter, MonsterSlot, Seat } from '../types';
import type { FusionRule } from './primitives/fusionSummon';

/** What a condition or check may read. */
export interface ReadCtx {
  state: DuelState;
  /** The card the effect belongs to (the MAXIMUM center for a monster in MAXIMUM mode). */
  self: number;
  /** Its controller. */
  seat: Seat;
  /** Choices made so far while resolving (empty when checking whether it can activate). */
  locals: Record<string, LocalValue>;
}

/** What a step may do: change the draft state and report events. */
export interface Ctx extends ReadCtx {
  events: DuelEvent[];
}

/** A question for a player; the answer is stored in locals[store]. */
export type Prompt =
  | { kind: 'cards'; store: string; title: EngineText; from: number[]; min: number; max: number; player?: Seat }
  | { kind: 'option'; store: string; title: EngineText; options: EngineText[]; player?: Seat };

export interface Step {
  /** Does the step's work, or asks a question first (the step then runs again with the answer). */
  run(ctx: Ctx): Prompt | void;
  /** For a mandatory step: whether it can be done at all (R-MEFF-2). */
  can?(ctx: ReadCtx): boolean;
}

/** `battleWin`: applies by itself once its monster has won a battle and the destroyed monster went to the GY. */
export type EffectKind = 'ignition' | 'spell' | 'trap' | 'battleWin';

export interface EffectDef {
  id: string;
  kind: EffectKind;
  /** A MAXIMUM piece's effect usable only while the monster is in MAXIMUM mode (R-MAX-14). */
  maximumOnly?: boolean;
  /** A `battleWin` of this face-up card on a battle won by any attacking monster of its controller (of that original Type). */
  byAttacker?: { originalRace?: string };
  /** A MAXIMUM piece's effect usable both on a lone piece (R-MAX-17) and in MAXIMUM mode (R-MAX-14). */
  bothModes?: boolean;
  /**
   * The once-per-turn record it shares (R-MEFF-3): the choices of a [MULTI-CHOICE EFFECT] are one
   * effect, so using one uses them all. Without it, the effect's own id.
   */
  usedAs?: string;
  /**
   * Traps: whether an event of the last action meets the Trap's timing. `events` and `index`:
   * the action's events and this one's place among them (what happened at the same time).
   */
  trigger?(ev: DuelEvent, ctx: ReadCtx, events?: readonly DuelEvent[], index?: number): boolean;
  /** The [Condition]: state that must hold to activate. */
  condition?(ctx: ReadCtx): boolean;
  /** [Cost] steps, paid before the effect; nothing can respond in between (R-MEFF-2). */
  cost?: Step[];
  steps: Step[];
}

/** What a face-up card's [Continuous Effect] does to one monster. */
export interface Aura {
  atk?: number;
  def?: number;
  /** Level change (a face-up monster's Level never goes below 1). */
  level?: number;
  /** Attacks it may make each turn besides its first. */
  extraAttacks?: number;
  /** Attacks it may make each turn besides its first, on monsters only (none once it attacked directly). */
  extraAttacksOnMonsters?: number;
  /** It counts as this many Tributes for a Tribute Summon (in Attack Position only when `attackOnly`; of a monster passing `summoned`, printed). */
  tributeValue?: { value: number; attackOnly: boolean; summoned?: ModifierFilter };
  piercing?: boolean;
  battleImmune?: boolean;
  /** Not destroyed by battle with a monster for which this holds (a `battleImmune` with `against`). */
  battleImmuneWith?: (foe: MonsterSlot) => boolean;
  /** Cannot be destroyed by effects of this kind of card, controlled by `by` (the effect's card `source`, when known). */
  effectImmune?: (by: Seat, kind: 'monster' | 'spell' | 'trap', source?: number) => boolean;
  /** Its Type while the aura applies (`continuous` `raceAs`). */
  race?: string;
  /** It may attack directly (while its opponent has monsters too). */
  directAttack?: boolean;
  /** It cannot attack directly (this wins over `directAttack`). */
  noDirectAttack?: boolean;
  /** It cannot declare an attack. */
  cannotAttack?: boolean;
  /** Its opponent cannot activate Traps in the window of its attack declaration. */
  noTrapsOnAttack?: boolean;
  /** Its controller takes no battle damage from a battle it is in. */
  noBattleDamage?: boolean;
  /** While in Attack Position, its opponent's card effects cannot change it to Defense Position. */
  keepsAttackPosition?: boolean;
  /** Its control cannot be switched by card effects (a `takeControl` leaves it where it is). */
  keepsControl?: boolean;
}

/** The battle rules an aura may put on a monster (`Aura` fields that are plain flags). */
export type AuraFlag = 'directAttack' | 'noDirectAttack' | 'cannotAttack' | 'noTrapsOnAttack' | 'noBattleDamage' | 'keepsAttackPosition' | 'keepsControl';

export interface AuraCtx extends ReadCtx {
  target: MonsterSlot;
  targetSeat: Seat;
}

export interface ContinuousDef {
  maximumOnly?: boolean;
  /** A MAXIMUM piece's aura that applies on a lone piece and in MAXIMUM mode alike. */
  bothModes?: boolean;
  aura?(ctx: AuraCtx): Aura | null;
  /** Its aura may give a Type (`raceAs`): only then does a Type check read this card's aura. */
  setsRace?: boolean;
  /** A lock while face-up: a player (`you`: its controller) may not Special Summon such a monster from there. */
  forbidsSpecialSummon?(def: CardDef, from: 'hand' | 'deck' | 'gy' | 'extra' | 'other', who: 'you' | 'opponent'): boolean;
  /** A lock while face-up: a player (`you`: its controller) may not Set a monster (`spellTrap`: a Spell/Trap Card) from the hand while its conditions hold. */
  forbidsSet?(ctx: ReadCtx, what: 'monster' | 'spellTrap', who: 'you' | 'opponent'): boolean;
  /** A lock while face-up: a player (`you`: its controller) may not activate the effects of this face-up monster while its conditions hold. */
  locksMonsterEffect?(ctx: ReadCtx, monster: MonsterSlot, who: 'you' | 'opponent'): boolean;
  /** A lock while face-up: no player may Tribute Summon or Tribute Set such a monster. */
  forbidsTributeSummon?(def: CardDef): boolean;
  /** `lockSpells`: whether `who` (seen from this card's controller) cannot activate this Spell Card (printed) now. */
  locksSpells?(def: CardDef, who: 'you' | 'opponent'): boolean;
  /** A lock while face-up: no player (`opponentOnly`: only its controller's opponent) may activate a Trap Card (`battlePhase`: during the Battle Phase; `onSummon`: in the window of its controller's face-up summon of such a monster). */
  locksTraps?: { opponentOnly: boolean; battlePhase: boolean; onSummon?: Filter };
  /** While face-up: its controller's opponent may not declare an attack on this monster of its controller's (`continuous.noAttackOn`). */
  shieldsFromAttack?(ctx: ReadCtx, target: MonsterSlot): boolean;
  /** While face-up: its controller's Spell/Trap Cards (or only the face-down ones) cannot be destroyed by the opponent's card effects. */
  shieldsSpellTraps?: 'all' | 'faceDown' | 'faceUp';
  /** While face-up on the field, the card bears the name of this card id (`continuous.nameAs`). */
  nameAs?: number;
  /** While face-up: the Spell/Trap Card `uid` of its controller's field cannot be destroyed by an effect of `by`'s card now (`continuous.guardsSpellTraps`). */
  guardsSpellTrap?(ctx: ReadCtx, uid: number, by: Seat): boolean;
  /** While face-up: its controller's normal draw draws until the hand holds this many cards (`continuous.normalDrawUntil`). */
  normalDrawUntil?: number;
  /** A rule while face-up: the Tributes a summon of such a monster in this position needs (undefined: the usual number). */
  tributesFor?(def: CardDef, position: 'attack' | 'set'): number | undefined;
  /** While face-up: the damage its controller's opponent takes from the effect of a card of one of these printed names, played by its controller, is this amount. */
  damageBecomes?: { ids: readonly number[]; amount: number };
  /** While face-up: its controller takes no damage from its opponent's card effects (during that turn and phase when given). */
  noEffectDamage?: { turn?: 'you' | 'opponent'; phase?: 'main' | 'battle' };
}

export interface SummonRule {
  /** A Normal Summon of this card needs no Tributes while this holds. */
  noTributes?(ctx: ReadCtx): boolean;
  /** May be Special Summoned from the hand by its own rule in this position. */
  fromHand?: {
    position: 'attack' | 'defense';
    condition(ctx: ReadCtx): boolean;
    reveal?: Filter;
    /** The rule's cost: 1 other card of your `place` passing `filter`, moved `to` the GY or the Deck bottom. */
    cost?: { place: 'hand' | 'monsterZones' | 'gy'; filter: Filter; to: 'gy' | 'deckBottom' };
  };
  /** May be Fusion Summoned from the Extra Deck by Contact Fusion: its materials as this rule reads them (R-FUS-1). */
  contactFusion?: FusionRule;
  /** Other ways to Tribute Summon it in Attack Position, each a choice of the player (the summon's `rule`). */
  tributes?: TributeRule[];
  /** `always`: it cannot be Special Summoned; `fromGy`: not from a GY. */
  cannotSpecialSummon?: 'always' | 'fromGy';
  /** It can be Special Summoned only by the effect of a card bearing one of these names. */
  onlyBy?: readonly number[];
  /** It cannot be a material for the Fusion Summon of a card bearing one of these names (R-FUS-1). */
  notMaterialFor?: readonly number[];
}

/** One way of the card's own to Tribute Summon it in Attack Position (summon rule `tributes`). */
export interface TributeRule {
  /** How many monsters are Tributed (each counts as one, whatever its Tribute value). */
  count: number;
  /** What each Tribute must be, read on the field (a card-document filter). */
  filter?: Filter;
  /** The Tributes share one Attribute. */
  same?: 'attribute';
  condition?(ctx: ReadCtx): boolean;
  /** Its original ATK becomes this number once summoned this way. */
  originalAtk?: number;
}

export interface CardScript {
  id: number;
  /** Bumped when a TypeScript script's behaviour changes: it goes into the ruleset hash. */
  rev?: number;
  /** The card's effect document, when the script was compiled from one (hashed as data). */
  doc?: unknown;
  effects: EffectDef[];
  continuous?: ContinuousDef;
  summon?: SummonRule;
  /** The card id whose name this card bears in each pile its rule text names ("this card's name becomes X while in the Graveyard"). */
  nameAs?: Partial<Record<'hand' | 'gy' | 'extra', number>>;
  /** The piles where this card is treated as a Legend card ("treated as a Legend Card while in the hand or Graveyard"). */
  legendAs?: readonly ('hand' | 'gy')[];
}
