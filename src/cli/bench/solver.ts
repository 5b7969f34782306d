// The solver workload: every built-in puzzle solved with the trainer's budget, each with a
// fresh transposition table. One untimed pass first warms the JIT up (as the other workloads
// do); the figures come from the second. --duels and --seed do not apply: the puzzles are fixed.
import { performance } from 'node:perf_hooks';
import { builtinPuzzles } from '../../puzzles/builtin';
import { solvePuzzle } from '../../puzzles/play';
import { TRAINER_BUDGET } from '../../puzzles/budget';
import { peakRssMb, percentile, round } from './stats';

/** Field order is the JSON contract (docs/bench.md). */
export interface SolverBenchResult {
  workload: 'solver';
  puzzles: number;
  solved: number;
  nodes: number;
  nodesPerSec: number;
  msPerPuzzleP50: number;
  msPerPuzzleMax: number;
  msTotal: number;
  peakRssMb: number;
}

export function runSolver(): SolverBenchResult {
  const puzzles = builtinPuzzles();
  const budget = { ...TRAINER_BUDGET, now: () => performance.now() };
  for (const p of puzzles) solvePuzzle(p, budget);
  const ms: number[] = [];
  let nodes = 0;
  let solved = 0;
  for (const p of puzzles) {
    const r = solvePuzzle(p, budget);
    ms.push(r.ms);
    nodes += r.nodes;
    if (r.solved) solved++;
  }
  const total = ms.reduce((a, b) => a + b, 0);
  return {
    workload: 'solver',
    puzzles: puzzles.length,
    solved,
    nodes,
    nodesPerSec: Math.round(total > 0 ? (nodes * 1000) / total : 0),
    msPerPuzzleP50: round(percentile(ms, 0.5)),
    msPerPuzzleMax: round(Math.max(0, ...ms)),
    msTotal: round(total),
    peakRssMb: round(peakRssMb()),
  };
}
