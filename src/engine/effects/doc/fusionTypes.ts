// The Fusion Summon word of card documents (compiled in fusion.ts): where the materials may
// come from, which Fusion monsters may be summoned, and where the materials go.
import type { CardRef, Filter } from './types';

/** A place Fusion materials are taken from: monsters you control, your hand, your GY. */
export type MaterialSource = 'field' | 'hand' | 'gy';

/**
 * Fusion Summon 1 Fusion monster from your Extra Deck whose listed materials can be met from
 * `from` (R-FUS-2, R-FUS-3). `faceUp`: materials on the field must be face-up. `monster`:
 * which Fusion monsters (printed facts). `materialsTo`: the GY, the bottom of the Deck, or
 * shuffled into the Deck (a Fusion monster among them goes to the Extra Deck, R-FUS-5).
 */
export interface FusionSummonStep {
  do: 'fusionSummon';
  from: MaterialSource[];
  faceUp?: boolean;
  monster?: Filter;
  materialsTo: 'gy' | 'deckBottom' | 'deckShuffle';
}

/** Reveals the top `count` cards of your Deck (they stay there), kept as `as` for later steps. */
export interface ExcavateStep {
  do: 'excavate';
  count: number;
  as: string;
  /** Whose Deck (you by default): `opponent` — your opponent reveals the top of their Deck. */
  player?: 'you' | 'opponent';
}

/**
 * You declare 1 card name the referenced Fusion monster lists as a material; this card's name
 * becomes it until the end of the turn (it counts as that card for names and materials).
 */
export interface NameAsMaterialStep {
  do: 'nameAsMaterial';
  of: CardRef;
}
