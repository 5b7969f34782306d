// Which workloads exist today, and the message for those that arrive later.
import type { WorkloadName } from './args';
import { WORKLOAD_NAMES } from './args';
import type { VanillaResult } from './vanilla';
import { runVanilla } from './vanilla';
import { runAi, type AiBenchResult } from './ai';
import { runSolver, type SolverBenchResult } from './solver';
import { runLethal, type LethalBenchResult } from './lethal/run';
import type { DeckList } from '../../engine';
import { PRESET_DECKS, type PresetDeck } from '../../cards/presets';
import { CARD_POOL } from '../../cards/pool';
import { randomPoolDeck } from '../../decks/randomDeck';

/** One line of the report. Later workloads add their own result shapes here. */
export type WorkloadResult = VanillaResult | AiBenchResult | SolverBenchResult | LethalBenchResult;

export interface RunSettings {
  duels: number;
  seed: number;
}

export const PRESETS_WARMUP = 1000;

const RUNNERS: Partial<Record<WorkloadName, (s: RunSettings) => WorkloadResult>> = {
  vanilla: (s) => runVanilla({ duels: s.duels, seed: s.seed }),
  // Effect scripts and card documents take longer to warm up than vanilla duels: 1,000 duels
  // first (measured: 200 left the first measured duels several times slower).
  presets: (s) => runVanilla({ duels: s.duels, seed: s.seed, decksFor: presetPairing, warmup: PRESETS_WARMUP, sampleWarmup: 100 }, 'presets'),
  // Random legal decks from the whole playable pool (src/decks/randomDeck.ts), made before timing.
  pool: (s) => runVanilla({ duels: s.duels, seed: s.seed, decksFor: poolPairing(s.seed), warmup: PRESETS_WARMUP, sampleWarmup: 100 }, 'pool'),
  ai: (s) => runAi(s), // fields: docs/ai.md ("npm run bench -- --workload ai")
  solver: () => runSolver(), // fields: docs/bench.md ("The solver workload")
  // Win-this-turn positions per AI level; --duels caps the positions (docs/bench.md).
  lethal: (s) => runLethal(s),
};

/** Duel i pits preset a against preset b, walking through every ordered pair in turn. */
function presetPairing(i: number): readonly [DeckList, DeckList] {
  const n = PRESET_DECKS.length;
  const pair = i % (n * n);
  const a = PRESET_DECKS[Math.floor(pair / n)] as PresetDeck;
  const b = PRESET_DECKS[pair % n] as PresetDeck;
  return [{ main: a.main, extra: a.extra }, { main: b.main, extra: b.extra }];
}

/** 64 random pool decks from the run's seed; duel i pits deck i mod 64 against the next one. */
function poolPairing(seed: number): (i: number) => readonly [DeckList, DeckList] {
  const pool = [...CARD_POOL.values()];
  const decks = Array.from({ length: POOL_DECKS }, (_, k) => randomPoolDeck(pool, (seed * 1000 + k) >>> 0));
  return (i) => [decks[i % POOL_DECKS] as DeckList, decks[(i + 1) % POOL_DECKS] as DeckList];
}
const POOL_DECKS = 64;

const NOT_YET: Record<WorkloadName, string> = {
  vanilla: '',
  presets: '',
  pool: '',
  ai: '',
  solver: '',
  lethal: '',
};

export function isAvailable(name: WorkloadName): boolean {
  return RUNNERS[name] !== undefined;
}

/** Run only when asked for by name: minutes long (every AI level plays hundreds of turns). */
const ASKED_ONLY: readonly WorkloadName[] = ['lethal'];

export type Selection = { ok: true; names: WorkloadName[] } | { ok: false; error: string };

/** The workloads to run: all available ones by default; any unavailable one asked for is an error. */
export function selectWorkloads(requested: readonly WorkloadName[] | null): Selection {
  if (requested === null) return { ok: true, names: WORKLOAD_NAMES.filter((n) => isAvailable(n) && !ASKED_ONLY.includes(n)) };
  const missing = requested.filter((n) => !isAvailable(n));
  if (missing.length > 0) return { ok: false, error: missing.map((n) => NOT_YET[n]).join('; ') };
  return { ok: true, names: [...requested] };
}

export function runWorkload(name: WorkloadName, settings: RunSettings): WorkloadResult {
  const run = RUNNERS[name];
  if (!run) throw new Error(NOT_YET[name]);
  return run(settings);
}
