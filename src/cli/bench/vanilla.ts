// The vanilla workload: random-vs-random duels with the 40-card Normal monster deck.
//
//   1. warm-up: `warmup` duels with the lean loop and a few with the sampling loop,
//      none of them counted (they let V8 optimise the engine before any clock runs);
//   2. throughput pass: duels 0..N-1, each timed as a whole (newDuel to result) with one
//      clock read before and after; gives duelsPerSec, actionsPerSec and all counts;
//   3. sampling pass: duels 0..S-1 replayed with a clock read around every legalActions
//      and applyAction call; gives the p50/p99 figures only (its clock reads would
//      inflate the throughput, so it is kept apart). The replay must reproduce pass 2.
import type { CallSamples, DuelOutcome, DuelSeeds } from './duel';
import { playDuel, playDuelSampled } from './duel';
import { choiceSeed, duelSeed } from './seeds';
import { peakRssMb, percentile, round } from './stats';
import { VANILLA_DECKS, type DeckList } from '../../engine';

export interface VanillaOptions {
  duels: number;
  seed: number;
  /** The two decks of duel i (default: the vanilla deck against itself). */
  decksFor?: (i: number) => readonly [DeckList, DeckList];
  /** Uncounted lean duels before measuring (default 200). */
  warmup?: number;
  /** Uncounted sampled duels before the sampling pass (default 30). */
  sampleWarmup?: number;
  /** Duels replayed in the sampling pass (default min(duels, 300)). */
  sampleDuels?: number;
}

/** Field order is the JSON contract; do not reorder. */
export interface VanillaResult {
  workload: 'vanilla' | 'presets' | 'pool';
  duels: number;
  duelsPerSec: number;
  turnsPerDuel: number;
  decisionsPerDuel: number;
  choicesPerDuel: number;
  actionsPerSec: number;
  unfinished: number;
  winsP0: number;
  winsP1: number;
  draws: number;
  endedByLp: number;
  endedByDeckOut: number;
  applyUsP50: number;
  applyUsP99: number;
  legalUsP50: number;
  legalUsP99: number;
  peakRssMb: number;
}

export const DEFAULT_WARMUP = 200;
export const DEFAULT_SAMPLE_WARMUP = 30;
export const DEFAULT_SAMPLE_DUELS = 300;

function seedsOf(seed: number, index: number): DuelSeeds {
  return { duel: duelSeed(seed, index), choices: choiceSeed(seed, index) };
}

interface Totals {
  ns: number;
  turns: number;
  decisions: number;
  choices: number;
  unfinished: number;
  winsP0: number;
  winsP1: number;
  draws: number;
  endedByLp: number;
  endedByDeckOut: number;
}

function tally(t: Totals, o: DuelOutcome): void {
  t.turns += o.turns;
  t.decisions += o.decisions;
  t.choices += o.choices;
  if (o.winner === null) t.unfinished++;
  else if (o.winner === 'draw') t.draws++;
  else if (o.winner === 0) t.winsP0++;
  else t.winsP1++;
  if (o.winReason === 'lp') t.endedByLp++;
  else if (o.winReason === 'deckout') t.endedByDeckOut++;
}

function warmUp(opts: VanillaOptions): void {
  const lean = opts.warmup ?? DEFAULT_WARMUP;
  const sampled = opts.sampleWarmup ?? DEFAULT_SAMPLE_WARMUP;
  // Indices after the measured ones: same deck and derivation, different duels.
  const decks = decksOf(opts);
  for (let k = 0; k < lean; k++) playDuel(decks(opts.duels + k), seedsOf(opts.seed, opts.duels + k));
  const scratch: CallSamples = { legal: [], apply: [] };
  for (let k = 0; k < sampled; k++) playDuelSampled(decks(opts.duels + k), seedsOf(opts.seed, opts.duels + k), scratch);
}

function throughputPass(opts: VanillaOptions, keepTurns: number): { totals: Totals; turnsOf: number[] } {
  const clock = process.hrtime.bigint;
  const totals: Totals = {
    ns: 0, turns: 0, decisions: 0, choices: 0, unfinished: 0,
    winsP0: 0, winsP1: 0, draws: 0, endedByLp: 0, endedByDeckOut: 0,
  };
  const turnsOf: number[] = [];
  let ns = 0n;
  for (let i = 0; i < opts.duels; i++) {
    const seeds = seedsOf(opts.seed, i);
    // The deck lists are the harness's: built before the clock starts.
    const decks = decksOf(opts)(i);
    const t0 = clock();
    const o = playDuel(decks, seeds);
    ns += clock() - t0;
    tally(totals, o);
    if (i < keepTurns) turnsOf.push(o.turns);
  }
  totals.ns = Number(ns);
  return { totals, turnsOf };
}

function samplingPass(opts: VanillaOptions, count: number, turnsOf: readonly number[]): CallSamples {
  const samples: CallSamples = { legal: [], apply: [] };
  for (let i = 0; i < count; i++) {
    const o = playDuelSampled(decksOf(opts)(i), seedsOf(opts.seed, i), samples);
    if (o.turns !== turnsOf[i]) {
      throw new Error(`duel ${i} replayed differently (${o.turns} turns, first ${String(turnsOf[i])}): the engine is not deterministic`);
    }
  }
  return samples;
}

function decksOf(opts: VanillaOptions): (i: number) => readonly [DeckList, DeckList] {
  return opts.decksFor ?? (() => VANILLA_DECKS);
}

export function runVanilla(opts: VanillaOptions, workload: VanillaResult['workload'] = 'vanilla'): VanillaResult {
  const n = opts.duels;
  const sampleCount = Math.min(n, opts.sampleDuels ?? DEFAULT_SAMPLE_DUELS);
  warmUp(opts);
  const { totals: t, turnsOf } = throughputPass(opts, sampleCount);
  const samples = samplingPass(opts, sampleCount, turnsOf);
  const seconds = t.ns / 1e9;
  const us = (ns: number): number => round(ns / 1000);
  return {
    workload,
    duels: n,
    duelsPerSec: round(n / seconds),
    turnsPerDuel: round(t.turns / n),
    decisionsPerDuel: round(t.decisions / n),
    choicesPerDuel: round(t.choices / n),
    actionsPerSec: round(t.decisions / seconds),
    unfinished: t.unfinished,
    winsP0: t.winsP0,
    winsP1: t.winsP1,
    draws: t.draws,
    endedByLp: t.endedByLp,
    endedByDeckOut: t.endedByDeckOut,
    applyUsP50: us(percentile(samples.apply, 0.5)),
    applyUsP99: us(percentile(samples.apply, 0.99)),
    legalUsP50: us(percentile(samples.legal, 0.5)),
    legalUsP99: us(percentile(samples.legal, 0.99)),
    peakRssMb: round(peakRssMb()),
  };
}
