// The lethal workload: does each AI level win when its turn can end the duel? Positions: the
// built-in "win this turn" puzzles the solver proves from the AI's own view, and the pool-duel
// positions of positions.json (make.ts). Each level plays the turn from each position (its decisions through decide(), on
// its own view; the opponent's Trap windows and questions answered by Normal); a position is
// won when the duel ends in the AI's favour before the turn does. Two passes per level: the
// real clock (decision times in ms, around decide() only) and the tick clock (one "ms" per
// clock reading: the same play under any load, and the clock readings as the cost).
import { performance } from 'node:perf_hooks';
import { legalActions, playerView, runDuel, type DuelState, type Player, type Seat } from '../../../engine';
import { decide } from '../../../ai/decide';
import type { AiLevel } from '../../../ai/protocol';
import { ownCardsOf } from '../../../ai/ownCards';
import { toRealAction } from '../../../ai/translate';
import { tickClock } from '../../../ai/testing';
import { builtinPuzzles } from '../../../puzzles/builtin';
import { loadScenario } from '../../../solver/load';
import { peakRssMb, percentile, round } from '../stats';
import { loadPosition, type LethalFile } from './positions';
import { provenFromView } from './proof';
import data from './positions.json';

const LEVELS: readonly AiLevel[] = ['easy', 'normal', 'hard'];
type Level = 'Easy' | 'Normal' | 'Hard';
const NAME: Record<AiLevel, Level> = { easy: 'Easy', normal: 'Normal', hard: 'Hard' };

/** Field order is the JSON contract (docs/bench.md, "The lethal workload"). */
export type LethalBenchResult = {
  workload: 'lethal';
  positions: number;
  puzzles: number;
} & Record<`won${Level}` | `wonTick${Level}` | `ms${'P50' | 'P95' | 'Max'}${Level}` | `ticks${'P50' | 'P95' | 'Max'}${Level}`, number> & {
  peakRssMb: number;
};

/** Solver positions for proving a puzzle from the hero's view (as make.ts does for the pool's). */
const PUZZLE_NODES = 6000;

/**
 * Every position of the workload: the win-this-turn puzzles whose win the solver proves from
 * the hero's own view (not those that need the order of its Deck, which the view hides), then
 * positions.json.
 */
export function lethalPositions(limit = Infinity): { from: string; state: DuelState }[] {
  const puzzles = builtinPuzzles()
    .filter((p) => p.goal.kind === 'win')
    .map((p) => ({ from: `puzzle ${p.id}`, state: loadScenario({ seed: p.seed, state: p.state, actions: p.actions ?? [] }).state }))
    .filter((p) => provenFromView(p.state, PUZZLE_NODES));
  const pool = (data as LethalFile).positions.map((p) => ({ from: p.from, state: loadPosition(p) }));
  return [...puzzles, ...pool].slice(0, limit);
}

export interface TurnResult {
  won: boolean;
  /** Clock time of each of the AI's decisions with two or more legal actions. */
  times: number[];
}

/** The turn player of `start` plays its turn at `level`; the other seat answers as Normal. A duel session from `start` to the turn's end. */
export function playLethal(start: DuelState, level: AiLevel, clockFor: () => () => number): TurnResult {
  const hero = start.turnPlayer;
  const times: number[] = [];
  const player = (seat: Seat): Player => ({
    choose({ state: s, index: k }) {
      const view = playerView(s, seat);
      const mine = seat === hero;
      const clock = mine ? clockFor() : tickClock();
      const req = { id: k, view, seat, level: mine ? level : 'normal', seed: k + 1, budgetMs: 1000, ownCards: ownCardsOf(s, seat) } as const;
      const t0 = clock();
      const res = decide(req, clock);
      const dt = clock() - t0;
      if (mine && legalActions(view).length > 1) times.push(dt);
      return res.action ? toRealAction(s, view, res.action) : null;
    },
  });
  const r = runDuel({ start: { state: start }, players: [player(0), player(1)], maxSteps: 200, stopWhen: (s) => s.turn !== start.turn });
  if (r.end === 'noMove' || r.end === 'refused') throw new Error(`the AI's move was refused (${level})`);
  return { won: r.final.winner === hero, times };
}

const realClock = (): (() => number) => () => performance.now();

export function runLethal(settings: { duels: number }): LethalBenchResult {
  const all = lethalPositions(settings.duels);
  const puzzles = all.filter((p) => p.from.startsWith('puzzle')).length;
  // Warm-up, not counted: the first positions once per level.
  for (const level of LEVELS) for (const p of all.slice(0, 5)) playLethal(p.state, level, realClock);
  const out: Record<string, number | string> = { workload: 'lethal', positions: all.length, puzzles };
  for (const level of LEVELS) {
    const name = NAME[level];
    let won = 0;
    let wonTick = 0;
    const ms: number[] = [];
    const ticks: number[] = [];
    for (const p of all) {
      const real = playLethal(p.state, level, realClock);
      won += real.won ? 1 : 0;
      ms.push(...real.times);
      const tick = playLethal(p.state, level, tickClock);
      wonTick += tick.won ? 1 : 0;
      // The clock is read once before and once after decide(): the readings inside are dt - 1.
      ticks.push(...tick.times.map((t) => t - 1));
    }
    out[`won${name}`] = won;
    out[`wonTick${name}`] = wonTick;
    out[`msP50${name}`] = round(percentile(ms, 0.5));
    out[`msP95${name}`] = round(percentile(ms, 0.95));
    out[`msMax${name}`] = round(percentile(ms, 1));
    out[`ticksP50${name}`] = percentile(ticks, 0.5);
    out[`ticksP95${name}`] = percentile(ticks, 0.95);
    out[`ticksMax${name}`] = percentile(ticks, 1);
  }
  out.peakRssMb = round(peakRssMb());
  return out as unknown as LethalBenchResult;
}
