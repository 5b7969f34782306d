// Puzzle goals and how a position is judged against one. A goal is about the acting
// player's turn (the "hero"): it is met, failed for good, or still open.
import type { DuelState, Seat } from '../engine';

export type Goal =
  | { kind: 'win' }
  | { kind: 'damage'; amount: number }
  | { kind: 'maximumClear' }
  | { kind: 'survive' };

export const GOAL_KINDS = ['win', 'damage', 'maximumClear', 'survive'] as const;

/** What the judge needs to remember about the position the puzzle starts from. */
export interface GoalStart {
  hero: Seat;
  turn: number;
  /** The opponent's LP when the puzzle starts. */
  opponentLp: number;
}

export type Verdict = 'met' | 'failed' | 'open';

export function goalStart(state: DuelState): GoalStart {
  const hero = state.turnPlayer;
  return { hero, turn: state.turn, opponentLp: state.players[hero === 0 ? 1 : 0].lp };
}

/**
 * The hero controls a monster in MAXIMUM mode and the opponent's field is empty: no
 * monster, no Spell/Trap (face-up or Set) and no Field Spell (R-ZONE-7: "the field" is
 * all three kinds of zone).
 */
function maximumAndClear(state: DuelState, hero: Seat): boolean {
  const them = state.players[hero === 0 ? 1 : 0];
  return (
    state.players[hero].monsters.some((m) => m !== null && m.maximum !== null) &&
    them.monsters.every((m) => m === null) &&
    them.spellTraps.every((s) => s === null) &&
    them.field === null
  );
}

export function judge(goal: Goal, start: GoalStart, state: DuelState): Verdict {
  const { hero } = start;
  if (state.winner !== null && state.winner !== hero) return 'failed';
  if (goal.kind === 'survive') {
    if (state.winner === hero) return 'met';
    // Survived: the hero's next turn has begun (its Draw Phase went through too).
    return state.turn >= start.turn + 2 ? 'met' : 'open';
  }
  if (goal.kind === 'win' && state.winner === hero) return 'met';
  if (goal.kind === 'damage') {
    const dealt = start.opponentLp - state.players[hero === 0 ? 1 : 0].lp;
    if (dealt >= goal.amount || state.winner === hero) return 'met';
  }
  if (goal.kind === 'maximumClear' && maximumAndClear(state, hero)) return 'met';
  // Every goal but "survive" must be reached before the hero's turn ends.
  return state.turn !== start.turn || state.winner !== null ? 'failed' : 'open';
}

/** A goal in plain words, for the briefing panel and the CLI. */
export function goalText(goal: Goal): string {
  switch (goal.kind) {
    case 'win': return 'Win this turn.';
    case 'damage': return `Deal at least ${goal.amount} damage this turn.`;
    case 'maximumClear': return "MAXIMUM Summon and clear your opponent's field (monsters, Spells/Traps, Field Spell) this turn.";
    case 'survive': return "Survive your opponent's next turn.";
  }
}
