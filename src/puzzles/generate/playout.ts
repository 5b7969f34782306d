// Cheap probes of a position before the solver is asked: how much damage random lines of the
// hero's turn deal (the opponent always declines), and whether one attack alone wins.
import { applyAction, legalActions, nextInt, seedRng, type Action, type DuelState } from '../../engine';

const other = (s: DuelState): 0 | 1 => (s.turnPlayer === 0 ? 1 : 0);

/** The opponent's reply when it has no say worth probing: pass, or end its decision. */
function quiet(actions: readonly Action[]): Action | undefined {
  return actions.find((a) => a.type === 'pass') ?? actions.find((a) => a.type === 'cancel') ?? actions[0];
}

/** Plays to the end of the hero's turn, choosing with `choose` for the hero; the damage dealt. */
function damageOf(start: DuelState, choose: (actions: readonly Action[]) => Action): number {
  const hero = start.turnPlayer;
  const lp0 = start.players[other(start)].lp;
  let s = start;
  for (let i = 0; i < 400 && s.winner === null && s.turn === start.turn; i++) {
    const actions = legalActions(s);
    const a = s.pending?.player === hero ? choose(actions) : quiet(actions);
    if (!a) break;
    const r = applyAction(s, a);
    if (!r.ok) break;
    s = r.state;
  }
  return s.winner === hero ? lp0 : lp0 - s.players[other(start)].lp;
}

/** The most damage `lines` random lines of the hero's turn deal (ending the turn is picked last). */
export function randomDamage(start: DuelState, lines: number, seed: number): number {
  const rng = seedRng(seed);
  let best = 0;
  for (let i = 0; i < lines; i++) {
    best = Math.max(best, damageOf(start, (actions) => {
      const moves = actions.filter((a) => a.type !== 'endTurn');
      const from = moves.length > 0 && nextInt(rng, 10) > 0 ? moves : actions;
      return from[nextInt(rng, from.length)] as Action;
    }));
  }
  return best;
}

/** Whether going straight to battle and making one attack (the opponent declining) wins. */
export function oneAttackWins(start: DuelState): boolean {
  const hero = start.turnPlayer;
  const toBattle = legalActions(start).find((a) => a.type === 'enterBattle');
  if (!toBattle) return false;
  const r = applyAction(start, toBattle);
  if (!r.ok) return false;
  const attacks = legalActions(r.state).filter((a) => a.type === 'attack');
  return attacks.some((attack) => {
    let s = r.state;
    let first = true;
    for (let i = 0; i < 40 && s.winner === null; i++) {
      if (!first && s.pending?.player === hero && s.pending.kind === 'battle') break;
      const actions = legalActions(s);
      const a = first ? attack : s.pending?.player === hero ? actions[0] : quiet(actions);
      first = false;
      if (!a) break;
      const next = applyAction(s, a);
      if (!next.ok) break;
      s = next.state;
    }
    return s.winner === hero;
  });
}
