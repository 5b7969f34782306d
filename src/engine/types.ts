// The duel state and the vocabulary of decisions. Everything here is plain data:
// it survives JSON, structuredClone and postMessage (see docs/engine.md).

import type { EngineText } from './text';
export type { EngineText } from './text';
export type Seat = 0 | 1;
export type { Attribute, CardDef, MaximumInfo, MonsterKind, SpellKind, VanillaSpec } from './cardFacts';
import type { Attribute, CardDef, MonsterKind } from './cardFacts';

/** One physical card in this duel. Immutable once the duel is created. */
export interface CardInst {
  uid: number;
  /** Pool id; a negative id -k names state.inline[k - 1]; 0 is a card hidden by playerView. */
  id: number;
  owner: Seat;
  ref?: string;
}

export type BattlePosition = 'attack' | 'defense';

/** How a monster came to the field: a Set is recorded as `set`, never as a summon. */
export type SummonHow = 'normal' | 'tribute' | 'set' | 'maximum' | 'special' | 'fusion' | 'ritual';
export const SUMMON_HOWS: readonly SummonHow[] = ['normal', 'tribute', 'set', 'maximum', 'special', 'fusion', 'ritual'];

/** The summon (or Set) that put a monster on the field; kept while it stays there. */
export interface SummonRecord {
  how: SummonHow;
  /** state.turn when it arrived. */
  turn: number;
  from: 'hand' | 'deck' | 'gy' | 'extra';
  /** uids of the monsters Tributed for it (a Tribute Summon or Set), oldest pick first. */
  tributes: number[];
  /** The Level each Tribute had on the field, in the order of `tributes`; only when an effect had changed one. */
  tributeLevels?: number[];
  /** How many Tributes each one stood for (R-NS-6), in the order of `tributes`; only when one stood for more than one. */
  tributeWorth?: number[];
  /** The original ATK each Tribute had on the field (a MAXIMUM ATK, one an effect set), in the order of `tributes`; only when one differed from the printed ATK. */
  tributeAtk?: number[];
  /** The index of the card's own Tribute Summon rule it was summoned by (`summon.tributes`), if any. */
  rule?: number;
}

export interface MonsterSlot {
  uid: number;
  position: BattlePosition;
  faceDown: boolean;
  summonedThisTurn: boolean;
  /** How it arrived (absent or null in states saved before the record existed, or set by hand). */
  summoned?: SummonRecord | null;
  positionChangedThisTurn: boolean;
  /** Attack declarations made this turn (a cancelled replay still counts). */
  attacks: number;
  effectsUsedThisTurn: string[];
  /** MAXIMUM mode: this slot is the center piece and fills all three zones (R-MAX-9). */
  maximum: { left: number; right: number } | null;
}

export interface SpellTrapSlot {
  uid: number;
  faceDown: boolean;
  setThisTurn: boolean;
  /** uid of the monster this Equip Spell equips. */
  equippedTo: number | null;
}

export interface PlayerState {
  lp: number;
  hand: number[];
  /** Top card first. */
  deck: number[];
  /** Oldest first. */
  gy: number[];
  extra: number[];
  /** Three zones; a MAXIMUM monster sits in zone 1 and zones 0 and 2 stay null. */
  monsters: (MonsterSlot | null)[];
  spellTraps: (SpellTrapSlot | null)[];
  field: SpellTrapSlot | null;
}

export type Phase = 'draw' | 'main' | 'battle' | 'end';

export interface AttackInProgress {
  attacker: number;
  target: number | 'direct';
  /** The opponent's monsters when the attack was declared (R-BAT-7). */
  opponentMonsters: number[];
  /** False until damage calculation starts; the Trap window after the declaration comes first. */
  calculated: boolean;
}

/** A temporary effect, e.g. +1000 ATK for the rest of this turn. */
export interface Lingering {
  /** The card whose effect made it. */
  source: number;
  /** The monster it applies to; null for a rule on a player (seat). */
  target: number | null;
  seat: Seat;
  kind: LingerKind;
  value: number;
  /** It ends when this turn ends (a "next turn" effect names the opponent's turn). */
  untilTurn: number;
  /**
   * Which cards the modifier is about, for kinds that name some (a card-document filter,
   * plain data): `activateOnly` — the only monsters whose effects the player may activate;
   * `tributeValue` — the monsters whose Tribute Summon may count the target as `value` Tributes;
   * `cannotAttack` — the player's monsters that cannot attack; `attackOnly` — the only ones that may.
   */
  filter?: ModifierFilter;
  /** `main`: it also ends when the Main Phase it was made in ends (a `modify` `thisMainPhase`). */
  untilPhase?: 'main';
  /** `moveAtEndPhase`: where the target goes in the End Phase (`value` 1: that Deck is shuffled after). */
  to?: 'hand' | 'gy' | 'deckTop' | 'deckBottom';
}

/** A card-document filter (effects/doc/types.ts Filter) kept in state: plain data. */
export interface ModifierFilter {
  kind?: 'monster' | 'spell' | 'trap';
  /** A Spell Card of this kind (printed): `noSpellActivation` only. */
  spellKind?: 'normal' | 'field' | 'equip' | 'ritual';
  monsterKind?: MonsterKind;
  race?: string;
  attribute?: Attribute;
  level?: { min?: number; max?: number };
  atk?: { min?: number; max?: number };
  def?: { min?: number; max?: number };
  originalAtk?: { min?: number; max?: number };
  originalDef?: { min?: number; max?: number };
  legend?: boolean;
  ids?: number[];
  position?: 'attack' | 'defense';
  faceUp?: boolean;
  /** At least one of these holds too (one level deep). */
  anyOf?: Omit<ModifierFilter, 'anyOf'>[];
  /** This filter does not hold (one level deep; an attack-target rule's). */
  not?: Omit<ModifierFilter, 'anyOf' | 'not'>;
  /** Field only: a face-up monster with the lowest current Level among its controller's face-up monsters (an attack-target rule's). */
  lowestLevel?: true;
}

export type LingerKind =
  | 'atk'
  | 'def'
  | 'piercing'
  | 'extraAttacks'
  | 'extraAttacksOnMonsters'
  | 'attackedDirectly'
  | 'attackedTarget'
  | 'attackEachMonster'
  | 'noDirectAttack'
  | 'directAttack'
  | 'battleImmune'
  | 'effectImmune'
  | 'opponentEffectImmune'
  | 'opponentTrapImmune'
  /** When the target declares an attack, its controller's opponent cannot activate Traps in that window. */
  | 'noTrapsOnAttack'
  /** The target was summoned by this effect: its controller's opponent cannot activate Traps in the window that summon opens. */
  | 'noTrapsOnSummon'
  /**
   * A rule on the player `seat` with a filter: when one of their monsters passing it (as it is on
   * the field) declares an attack, their opponent cannot activate Traps in that window. With a
   * target, it holds only while that monster stays face-up.
   */
  | 'noTrapsOnAttackBy'
  | 'opponentTrapImmuneOnce'
  | 'baseAtk'
  | 'noNormalSummon'
  /** A player rule: they cannot Special Summon; `value` 1: only from the hand, 0: from anywhere. */
  | 'noSpecialSummon'
  /** A player rule with a filter (target null): their monsters passing it cannot attack; on a monster (a `modify` step): it cannot attack. */
  | 'cannotAttack'
  /** A player rule with a filter: only the player's monsters passing it may attack. */
  | 'attackOnly'
  /**
   * A rule on the player `seat` with a filter: they cannot activate the effects of face-up monsters
   * passing it (read on the activating monster). With a target, it holds only while that monster stays face-up.
   */
  | 'noMonsterEffects'
  /** A player rule with a filter: their monsters cannot declare an attack on their opponent's monsters passing it (read on the target then). */
  | 'noAttackOnTarget'
  /**
   * A player rule with a filter: while their opponent's field holds a monster passing it, their
   * monsters may attack only such monsters (no other monster, and not directly).
   */
  | 'attackTargetsOnly'
  /** A player rule: only the monster whose uid is `value` may attack (-1 once it left the field, R-MEFF-4: none). */
  | 'attackOnlyCard'
  /** A player rule: at most `value` of the player's monsters may declare attacks this turn. */
  | 'attackersLimit'
  /** A player record made under an `attackersLimit`: the monster `value` declared its first attack this turn. */
  | 'attackerCounted'
  /**
   * A rule on the player `seat` with a filter: they cannot Tribute Summon or Tribute Set a monster
   * passing it (printed). With a target, it holds only while that monster stays face-up.
   */
  | 'noTributeSummon'
  /** On a monster: it may attack only Attack Position monsters (so never directly). */
  | 'attackPositionTargetsOnly'
  | 'activateOnly'
  | 'tributeValue'
  | 'moveAtEndPhase'
  /** On a monster: destroyed by an effect (`value`: its card kind, 0 monster, 1 Spell, 2 Trap) of player `seat` in this turn's End Phase. */
  | 'destroyAtEndPhase'
  /** A player rule on `seat`: they take `value` effect damage in this turn's End Phase, dealt by the owner of card `source` (`damageAtEndPhase`). */
  | 'damageAtEndPhase'
  /** On a monster: it may count as 2 materials for a Fusion Summon of the Fusion monster whose id is `value` (`doubleMaterial`). */
  | 'doubleMaterial'
  /** On a monster whose control was taken until the End Phase: control goes back to `seat` then. */
  | 'controlUntilEndPhase'
  | 'extraAttackOnWin'
  | 'extraMonsterAttackOnWin'
  | 'nameAs'
  | 'raceAs'
  | 'level'
  | 'swapOriginalAtkDef'
  | 'attributeAs'
  /** A player rule: they cannot activate the effects of cards whose printed id is `value` (a name lock). */
  | 'noActivateName'
  /** On a monster: its effects cannot be activated (this turn, `modify` `noActivate`). */
  | 'noActivate'
  /**
   * On a monster (`modify` `noTribute`): it cannot be Tributed for a Tribute Summon; as a player
   * rule (target null, `forbid` `tributes`): that player cannot Tribute their monsters passing `filter`.
   */
  | 'noTribute'
  /**
   * On a monster (`modify` `opponentTribute`): the player who does not control it may Tribute it for a Tribute Summon
   * instead of 1 monster of their own field (one such monster per summon, worth 1 Tribute, summon.ts `opponentTributable`).
   */
  | 'opponentTribute'
  /** A player rule: they cannot activate Trap Cards; `value` 1: only during the Battle Phase, 0: all turn. */
  | 'noTrapActivation'
  /** A player rule: they cannot activate Spell Cards (with `filter` `spellKind`, only of that kind) until `untilTurn` ends (`forbid` `activateSpells`). */
  | 'noSpellActivation'
  /** A player rule on the player who takes no effect damage: `value` 0 from any effect, 1 from the opponent's card effects, 2 from the opponent's Trap effects. */
  | 'noEffectDamage'
  /** A player rule on the player who takes no battle damage this turn (`forbid` `battleDamage`). */
  | 'noBattleDamage'
  /** A record of the turn (effects/turnLog.ts): player `seat` did act `value` with card `source` this turn. */
  | 'turnRecord';

export type LocalValue = number | string | boolean | number[];

/** An effect being resolved: which step runs next and what it has chosen so far. */
export interface Frame {
  source: number;
  /** The card whose script holds the effect (a MAXIMUM piece for a piece's effect). */
  scriptCard: number;
  seat: Seat;
  effect: string;
  kind: 'monster' | 'spell' | 'trap';
  stage: 'cost' | 'effect';
  step: number;
  locals: Record<string, LocalValue>;
  /** Events of this activation so far: its Trap window answers all of them (R-TRAP-6). */
  log: DuelEvent[];
}

/** A Trap window after an action (R-TIME-3): the events it answers and who was asked. */
export interface TrapWindow {
  events: DuelEvent[];
  asked: Seat[];
}

export type Pending =
  | { kind: 'main'; player: Seat }
  | { kind: 'battle'; player: Seat }
  | {
      kind: 'tribute';
      player: Seat;
      card: number;
      position: 'attack' | 'set';
      needed: number;
      chosen: number[];
      /** A Tribute Summon by the card's own way number `rule`: each Tribute counts as one and must fit it. */
      rule?: number;
    }
  | { kind: 'attackReplay'; player: Seat; attacker: number }
  | { kind: 'choose'; player: Seat; title: EngineText; from: number[]; min: number; max: number; chosen: number[] }
  | { kind: 'option'; player: Seat; title: EngineText; options: EngineText[] }
  | { kind: 'respond'; player: Seat; traps: number[] };

export type WinReason = 'lp' | 'deckout' | 'concede';

export interface DuelState {
  schema: 1;
  /** Content hash of the card data the duel runs with (see ruleset.ts duelCardData). */
  cardData: string;
  turn: number;
  turnPlayer: Seat;
  phase: Phase;
  players: [PlayerState, PlayerState];
  /** Every card of the duel, indexed by uid. Never mutated, so states share it. */
  cards: CardInst[];
  /** Definitions of inline test cards (CardInst.id = -(index + 1)). */
  inline: CardDef[];
  /** sfc32 state. */
  rng: [number, number, number, number];
  attack: AttackInProgress | null;
  lingering: Lingering[];
  frame: Frame | null;
  window: TrapWindow | null;
  pending: Pending | null;
  winner: Seat | 'draw' | null;
  winReason: WinReason | null;
}

export type Action =
  /** `rule`: a Tribute Summon by the card's own way number `rule` (its summon rule `tributes`), Attack Position only. */
  | { type: 'summon'; card: number; position: 'attack' | 'set'; zone?: number; rule?: number }
  | { type: 'maximumSummon'; card: number; left: number; right: number }
  | { type: 'setSpellTrap'; card: number; zone: number | 'field' }
  | { type: 'changePosition'; card: number }
  | { type: 'enterBattle' }
  | { type: 'attack'; attacker: number; target: number | 'direct' }
  | { type: 'select'; card: number }
  | { type: 'cancel' }
  | { type: 'endTurn' }
  /** `zone`: the Spell & Trap Zone a Spell activated from the hand goes to (the first free one if not given). */
  | { type: 'activate'; card: number; effect: string; zone?: number }
  /**
   * `reveal`: the card of the hand shown as the rule's cost, when its rule asks one (summon rule
   * `fromHand` `reveal`); `cost`: the card sent or placed as its cost (`fromHand` `cost`).
   */
  | { type: 'ruleSummon'; card: number; zone: number; reveal?: number; cost?: number }
  /**
   * A Fusion monster's own Contact Fusion rule (R-FUS-1): `materials` are face-up monsters of
   * your field (uids in ascending order, a MAXIMUM monster by its center) shuffled into the Deck.
   */
  | { type: 'contactFusion'; card: number; materials: number[]; position: 'attack' | 'defense' }
  | { type: 'done' }
  | { type: 'option'; index: number }
  | { type: 'pass' };

export type ActionType = Action['type'];

export type Place =
  | 'hand'
  | 'deck'
  | 'gy'
  | 'extra'
  | 'monster'
  | 'spellTrap'
  | 'field';

export type MoveReason =
  | 'draw'
  | 'cost'
  | 'discard'
  | 'material'
  | 'tribute'
  | 'battle'
  | 'rule'
  | 'maximum'
  | 'summon'
  | 'set'
  | 'effect';

/**
 * What a face-up monster showed on the field when it left it (last-known information): the
 * Type, Attribute, Level, ATK/DEF and name effects had given it, its position and mode. An
 * effect that looks at a monster that just left the field reads these, not its printed facts.
 */
export interface LastKnown {
  id: number;
  /** Absent for a card without one (plain data: no undefined value survives JSON). */
  race?: string;
  attribute?: Attribute;
  level: number;
  atk: number;
  /** Its original ATK then (the MAXIMUM ATK in MAXIMUM mode, or one an effect set). */
  originalAtk: number;
  /** null in MAXIMUM mode (no DEF, R-MAX-8). */
  def: number | null;
  position: BattlePosition;
  maximum: boolean;
}

export type DuelEvent =
  | { type: 'turn'; turn: number; player: Seat }
  | { type: 'phase'; phase: Phase; player: Seat }
  | { type: 'draw'; player: Seat; card: number }
  | {
      type: 'summon';
      player: Seat;
      card: number;
      how: 'normal' | 'tribute' | 'maximum' | 'special' | 'fusion' | 'ritual';
      zone: number;
      position: BattlePosition;
      faceDown: boolean;
      /** The player who Special Summoned it, when not `player` (whose field it is on): "to your opponent's field". */
      by?: Seat;
    }
  | { type: 'set'; player: Seat; card: number; zone: number | 'field' }
  /** Control of a monster changed: `player` controls it now, in `zone`; `from` had it. */
  | { type: 'control'; card: number; player: Seat; from: Seat; zone: number }
  | { type: 'move'; card: number; player: Seat; from: Place; to: Place; reason: MoveReason }
  | {
      type: 'position';
      card: number;
      player: Seat;
      position: BattlePosition;
      faceDown: boolean;
      reason: 'change' | 'battle' | 'effect';
    }
  | { type: 'attack'; attacker: number; target: number | 'direct'; player: Seat; replay?: true }
  | { type: 'attackCancelled'; attacker: number; player: Seat }
  | { type: 'damage'; player: Seat; amount: number; lp: number; reason: 'battle' | 'effect' | 'cost' }
  | { type: 'gainLp'; player: Seat; amount: number; lp: number }
  /**
   * A card destroyed; the cards destroyed at the same time are one run of these events. For a
   * monster, `position` and `faceDown` are as it was when destroyed; `source` is the kind of card
   * whose effect destroyed it (absent for battle); `was`, for a face-up monster, what it showed
   * on the field (last-known information, read by the triggers that look at it).
   */
  | { type: 'destroy'; card: number; player: Seat; reason: 'battle' | 'effect'; by: Seat; position?: BattlePosition; faceDown?: boolean; source?: 'monster' | 'spell' | 'trap'; was?: LastKnown }
  | { type: 'activate'; card: number; player: Seat; effect: string; kind: 'monster' | 'spell' | 'trap' }
  | { type: 'resolved'; card: number; player: Seat }
  | { type: 'reveal'; card: number; player: Seat }
  | { type: 'shuffle'; player: Seat }
  /** One coin toss of `player` (a `tossCoin` step): heads or tails. */
  | { type: 'coin'; player: Seat; heads: boolean }
  /** One roll of a six-sided die by `player` (a `rollDie` step): 1 to 6. */
  | { type: 'die'; player: Seat; result: number }
  | { type: 'stat'; card: number; player: Seat; kind: LingerKind; value: number }
  | { type: 'win'; winner: Seat | 'draw'; reason: WinReason };

export type ApplyResult =
  | { ok: true; state: DuelState; events: DuelEvent[] }
  | { ok: false; error: EngineText; state: DuelState };
