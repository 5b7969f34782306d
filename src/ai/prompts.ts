// Answering the engine's questions inside a simulation: Tributes, cards to choose, options,
// Trap windows and attack replays. Each is answered greedily from the asked player's
// point of view (apply each answer, finish the question cheaply, evaluate), and below a
// depth limit with fixed cheap rules so nested questions cannot explode.
import { legalActions } from '../engine';
import type { Action, DuelState, EngineText, Seat, TextCode } from '../engine';
import { touchesFiller } from './actions';
import { sensibleAnswers } from './tributes';
import { monsterValue } from './value';
import { evaluate } from './evaluate';
import { type SimCtx, tryApply } from './simulate';

/** The turn player's free decisions; every other pending is a question to settle. */
export function isFree(s: DuelState): boolean {
  const k = s.pending?.kind;
  return k === 'main' || k === 'battle';
}

const MAX_SETTLE = 24;

/** Answers questions until a free decision (or the end of the duel) is reached. */
export function settle(ctx: SimCtx, s: DuelState, depth: number): DuelState {
  let cur = s;
  for (let i = 0; i < MAX_SETTLE && cur.winner === null && !isFree(cur); i++) {
    const a = depth >= 2 ? cheapAnswer(ctx, cur) : greedyAnswer(ctx, cur, depth);
    const next = a ? tryApply(ctx, cur, a) : null;
    if (!next) return cur;
    cur = next;
  }
  return cur;
}

function tributeValue(s: DuelState, uid: number, ctx: SimCtx): number {
  for (const p of s.players) for (const m of p.monsters) if (m?.uid === uid) return monsterValue(s, m, ctx.w);
  return 0;
}

/**
 * The cautious answer to an effect's question, read from what the options mean (never from
 * their order): "No" to an optional extra, Attack Position for a summon, else the first.
 */
const CAUTIOUS: readonly TextCode[] = ['opt.no', 'opt.attackPosition'];
export function cautiousOption(options: readonly EngineText[]): number {
  for (const code of CAUTIOUS) {
    const i = options.findIndex((o) => o.code === code);
    if (i >= 0) return i;
  }
  return 0;
}

/** Fixed rules: weakest Tribute, first cards, "No", pass, attack directly or cancel. */
export function cheapAnswer(ctx: SimCtx, s: DuelState): Action | null {
  const legal = legalActions(s);
  const pend = s.pending;
  if (!pend || legal.length === 0) return null;
  switch (pend.kind) {
    case 'tribute': {
      let best: Action | null = null;
      let bv = Infinity;
      for (const a of sensibleAnswers(s, legal)) {
        if (a.type !== 'select') continue;
        const v = tributeValue(s, a.card, ctx);
        if (v < bv) {
          bv = v;
          best = a;
        }
      }
      return best ?? { type: 'cancel' };
    }
    case 'choose':
      return legal.find((a) => a.type === 'done') ?? legal.find((a) => a.type === 'select' && !touchesFiller(a, ctx.filler)) ?? legal[0] ?? null;
    case 'respond':
      return { type: 'pass' };
    case 'attackReplay':
      return legal.find((a) => a.type === 'attack' && a.target === 'direct') ?? { type: 'cancel' };
    case 'option':
      return { type: 'option', index: cautiousOption(pend.options) };
    default:
      return legal[0] ?? null;
  }
}

/** Tries every answer (settling what follows cheaply) and keeps the best for the asked player. */
function greedyAnswer(ctx: SimCtx, s: DuelState, depth: number): Action | null {
  const pend = s.pending;
  if (!pend) return null;
  if (pend.kind === 'tribute') return cheapAnswer(ctx, s);
  const who: Seat = pend.player;
  let legal = legalActions(s).filter((a) => !touchesFiller(a, ctx.filler));
  if (pend.kind === 'choose' && legal.length > 12) legal = legal.slice(0, 12);
  let best: Action | null = null;
  let bv = -Infinity;
  for (const a of legal) {
    const n = tryApply(ctx, s, a);
    if (!n) continue;
    const v = evaluate(settle(ctx, n, depth + 1), who, ctx.w, 'inTurn');
    if (v > bv) {
      bv = v;
      best = a;
    }
  }
  return best ?? cheapAnswer(ctx, s);
}
