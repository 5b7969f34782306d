// Continuous effects of a card document: what a face-up card does while it stays face-up
// ([CONTINUOUS EFFECT] of a monster, the effect of a face-up Field or Equip Spell).
import type { Condition, Filter, Side, Value } from './types';

/** Which monsters a continuous modifier reaches: this card, or face-up monsters of a side. */
export type ContinuousTarget = 'self' | { side: Side | 'turnPlayer'; filter?: Filter };

export type ContinuousModifier =
  | { kind: 'atk' | 'def'; to: ContinuousTarget; value: Value; if?: Condition[] }
  | { kind: 'piercing' | 'battleImmune'; to: ContinuousTarget; if?: Condition[] }
  | {
      kind: 'effectImmune';
      to: ContinuousTarget;
      /** Whose effects cannot destroy it (any player's by default) and of which card kinds (all by default). */
      by?: 'opponent' | 'any';
      cards?: ('monster' | 'spell' | 'trap')[];
      if?: Condition[];
    };

export interface DocContinuous {
  /** Applies only while this MAXIMUM piece is in MAXIMUM mode (R-MAX-14). */
  maximumOnly?: boolean;
  modifiers?: ContinuousModifier[];
  /** While face-up: no player can Special Summon a monster that passes this filter from a GY. */
  noSpecialSummonFromGy?: Filter;
  /** While face-up: no player can activate Trap Cards (and so no Trap effect resolves). */
  lockTraps?: boolean;
}
