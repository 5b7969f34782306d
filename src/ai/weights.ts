// The weights of the evaluation, in Life Points: "how many LP is this worth to me".
// Tuned by playing the levels against each other (docs/ai.md, "Tuning").

export interface Weights {
  /** A monster on the field, before its stats. */
  body: number;
  /** Per point of current ATK / DEF. */
  atk: number;
  def: number;
  /** Extra for a monster in MAXIMUM mode (three cards, hard to remove). */
  maximum: number;
  /** A card in the hand (small: the Draw Phase refills the hand to 5 anyway). */
  hand: number;
  /** A face-down Spell/Trap (a possible Trap). */
  setCard: number;
  /** A face-up Field Spell. */
  field: number;
  /** Below this many LP, each LP lost hurts `lowLpExtra` more. */
  lowLpAt: number;
  lowLpExtra: number;
  /** Share of the expected result of the next battle that counts now. */
  initiative: number;
  /** Share of this turn's own battle that counts while the turn is being played. */
  ownBattle: number;
  /** ATK of the monster a player may still add from the hand before attacking. */
  reserveAtk: number;
  /** Bonus for a battle estimate that ends the duel. */
  lethal: number;
}

export const WEIGHTS: Weights = {
  body: 450,
  atk: 0.75,
  def: 0.25,
  maximum: 300,
  hand: 120,
  setCard: 300,
  field: 250,
  lowLpAt: 3000,
  lowLpExtra: 0.6,
  initiative: 0.6,
  ownBattle: 0.95,
  reserveAtk: 1800,
  lethal: 4000,
};

export const WIN = 1_000_000;
