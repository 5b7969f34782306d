// The ai workload: decision time of each AI level over a fixed set of positions. The
// positions come from seeded duels between the preset decks played by Normal against
// Normal (every decision with two or more legal actions), so they look like real play.
// Each level answers every position (Hard every third one) through decide(), the same
// call the worker makes; the clock runs around each call only. See docs/ai.md.
import { performance } from 'node:perf_hooks';
import { playerView, runDuel, SessionError } from '../../engine';
import type { DuelState, Player, Seat, SessionResult } from '../../engine';
import { PRESET_DECKS } from '../../cards/presets';
import { decide } from '../../ai/decide';
import type { AiLevel } from '../../ai/protocol';
import { simStats } from '../../ai/simulate';
import { toRealAction } from '../../ai/translate';
import { peakRssMb, percentile, round } from './stats';
import { builtinRuleset } from '../../cards/ruleset';
import { duelSeed } from './seeds';

/** Field order is the JSON contract (docs/ai.md). */
export interface AiBenchResult {
  workload: 'ai';
  duels: number;
  positions: number;
  hardPositions: number;
  msP50Easy: number;
  msP95Easy: number;
  msMaxEasy: number;
  msP50Normal: number;
  msP95Normal: number;
  msMaxNormal: number;
  msP50Hard: number;
  msP95Hard: number;
  msMaxHard: number;
  /** Engine steps the searches took per second of decision time (all levels). */
  simStepsPerSec: number;
  peakRssMb: number;
}

/** Positions are taken from at most this many duels, whatever --duels says. */
export const MAX_AI_DUELS = 12;
const clock = (): number => performance.now();

function positions(seed: number, duels: number): DuelState[] {
  const out: DuelState[] = [];
  const n = PRESET_DECKS.length;
  for (let i = 0; i < duels; i++) {
    const a = PRESET_DECKS[i % n];
    const b = PRESET_DECKS[Math.floor(i / n + i) % n];
    if (!a || !b) continue;
    // Normal against Normal; every position with a choice is kept, before the AI answers it.
    const normal = (seat: Seat): Player => ({
      choose(t) {
        if (t.legal.length > 1) out.push(t.state);
        const view = playerView(t.state, seat);
        const res = decide({ id: t.index, view, seat, level: 'normal', seed: t.index, budgetMs: 1000 }, t.clock);
        return res.action ? toRealAction(t.state, view, res.action) : null;
      },
    });
    let r: SessionResult;
    try {
      r = runDuel({
        start: { ruleset: builtinRuleset(), decks: [{ main: a.main, extra: a.extra }, { main: b.main, extra: b.extra }], seed: duelSeed(seed, i), firstPlayer: 0 },
        players: [normal(0), normal(1)],
        clock,
        maxTurns: 40,
        maxSteps: 2000,
      });
    } catch (e) {
      if (e instanceof SessionError && e.call === 'setup') throw new Error(`newDuel refused a preset: ${String(e.cause)}`);
      throw e;
    }
    if (r.end === 'noMove' || r.end === 'refused') throw new Error(`the AI's move was refused in bench duel ${i}`);
  }
  return out;
}

function timeLevel(level: AiLevel, states: readonly DuelState[]): number[] {
  const ms: number[] = [];
  for (const [i, s] of states.entries()) {
    const seat = s.pending?.player as Seat;
    const req = { id: i, view: playerView(s, seat), seat, level, seed: i, budgetMs: 1000 };
    const t0 = clock();
    decide(req, clock);
    ms.push(clock() - t0);
  }
  return ms;
}

export function runAi(settings: { duels: number; seed: number }): AiBenchResult {
  const duels = Math.min(MAX_AI_DUELS, Math.max(1, settings.duels));
  const all = positions(settings.seed, duels);
  const hard = all.filter((_, i) => i % 3 === 0);
  // Warm-up, not counted: the first positions once per level.
  for (const level of ['easy', 'normal', 'hard'] as const) timeLevel(level, all.slice(0, 10));
  const steps0 = simStats.applies;
  const easy = timeLevel('easy', all);
  const normal = timeLevel('normal', all);
  const hardMs = timeLevel('hard', hard);
  const totalMs = [...easy, ...normal, ...hardMs].reduce((a, b) => a + b, 0);
  const p = (xs: number[], q: number): number => round(percentile(xs, q));
  const result: AiBenchResult = {
    workload: 'ai',
    duels,
    positions: all.length,
    hardPositions: hard.length,
    msP50Easy: p(easy, 0.5),
    msP95Easy: p(easy, 0.95),
    msMaxEasy: p(easy, 1),
    msP50Normal: p(normal, 0.5),
    msP95Normal: p(normal, 0.95),
    msMaxNormal: p(normal, 1),
    msP50Hard: p(hardMs, 0.5),
    msP95Hard: p(hardMs, 0.95),
    msMaxHard: p(hardMs, 1),
    simStepsPerSec: round(((simStats.applies - steps0) * 1000) / Math.max(1, totalMs)),
    peakRssMb: round(peakRssMb()),
  };
  return result;
}
