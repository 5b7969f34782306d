// The static evaluation: how good a position is for one player, in LP units.
//
//   material  LP (worth more when low), monsters (body + ATK/DEF), Set cards, Field Spell,
//             hand cards (a little: the Draw Phase refills the hand to 5)
//   battle    the turn player's coming attacks, estimated without the engine
//             (battleEstimate.ts); while a turn is being played ("inTurn"), also the
//             opponent's reply next turn against what is left.
import type { DuelState, Seat } from '../engine';
import { estimateBattle, sideInfo, type MonInfo } from './battleEstimate';
import { other, setCards } from './board';
import { handValue, lpScore } from './value';
import { WIN, type Weights } from './weights';

/**
 * horizon: a turn is about to start (its player has not acted yet: a hidden hand may add
 * an attacker). inTurn: the turn player is in the middle of the turn, every card it plays
 * is simulated, and the other player answers next turn.
 */
export type EvalMode = 'horizon' | 'inTurn';

function sideValue(state: DuelState, seat: Seat, mons: readonly MonInfo[], w: Weights): number {
  const p = state.players[seat];
  let v = lpScore(p.lp, w);
  for (const m of mons) v += m.value;
  v += setCards(state, seat) * w.setCard;
  if (p.field && !p.field.faceDown) v += w.field;
  v += handValue(state, p.hand, w);
  return v;
}

function reserveOf(state: DuelState, seat: Seat, w: Weights): number {
  const p = state.players[seat];
  if (p.hand.length === 0) return 0;
  if (p.monsters[1]?.maximum) return 0; // no free zone in MAXIMUM mode
  return w.reserveAtk;
}

export function evaluate(state: DuelState, me: Seat, w: Weights, mode: EvalMode): number {
  if (state.winner !== null) return state.winner === 'draw' ? -WIN / 2 : state.winner === me ? WIN : -WIN;
  return positional(state, me, w, mode);
}

/** The evaluation without the end-of-duel check (a finished duel is judged by what is left). */
export function positional(state: DuelState, me: Seat, w: Weights, mode: EvalMode): number {
  const tp = state.turnPlayer;
  const nt = other(tp);
  const tpMons = sideInfo(state, tp, w);
  const ntMons = sideInfo(state, nt, w);
  let s = sideValue(state, tp, tpMons, w) - sideValue(state, nt, ntMons, w);
  const canBattle = state.turn > 1 && (state.phase === 'main' || state.phase === 'battle');
  const tpLp = state.players[tp].lp;
  const ntLp = state.players[nt].lp;
  if (mode === 'horizon') {
    if (canBattle) {
      const fresh = state.phase === 'main';
      const e = estimateBattle(tpMons, ntMons, ntLp, w, { fresh, reserve: fresh ? reserveOf(state, tp, w) : 0 });
      s += w.initiative * e.gain;
    }
  } else {
    let killed: number[] = [];
    if (canBattle) {
      const e = estimateBattle(tpMons, ntMons, ntLp, w, { fresh: false, reserve: 0 });
      s += w.ownBattle * e.gain;
      killed = e.killed;
    }
    const reply = estimateBattle(ntMons, tpMons, tpLp, w, { fresh: true, reserve: w.reserveAtk, gone: killed, lasting: true });
    s -= w.initiative * reply.gain;
  }
  return tp === me ? s : -s;
}
