// Named decks (presets or AI decks, by key), each on both sides, measured in rounds: round k plays
// deal k of `npm run sim` (its duel seed) twice, the players in both seats, for every deck and
// every pairing, and rewrites OUT with the figures so far, so a run stopped at any time leaves
// figures of equal weight for every deck. The AI thinks on a tick clock (every clock reading is
// 1 ms), so what it plays does not depend on the machine's load; decision times are CPU time of
// the process around decide() (ms, over decisions with two or more legal actions).
// Usage: npx tsx src/cli/sim/deckRounds.ts OUT SEED ROUNDS hard:normal,normal:random DECK...
// A pairing may name its own decks after '@': normal:random@maximum+dragon.
import { writeFileSync } from 'node:fs';
import type { Seat } from '../../engine';
import type { PlayerLevel } from './args';
import { checkPlayable, loadDeck } from './decks';
import { playGame } from './play';
import { duelSeedOf } from './run';
import { percentile, round, wilson } from './stats';

const [out = '/dev/stdout', seedArg = '1', roundsArg = '200', pairArg = 'hard:normal', ...deckArgs] = process.argv.slice(2);
const seed = Number(seedArg);
const rounds = Number(roundsArg);

interface Tally {
  deck: string;
  p0: PlayerLevel;
  p1: PlayerLevel;
  games: number;
  winsP0: number;
  winsP1: number;
  draws: number;
  turns: number;
  ms0: number[];
  ms1: number[];
  errors: number;
}

const tallies: Tally[] = [];
for (const pair of pairArg.split(',')) {
  const [levels = '', only] = pair.split('@');
  const [p0, p1] = levels.split(':') as [PlayerLevel, PlayerLevel];
  for (const d of only ? only.split('+') : deckArgs) tallies.push({ deck: d, p0, p1, games: 0, winsP0: 0, winsP1: 0, draws: 0, turns: 0, ms0: [], ms1: [], errors: 0 });
}
const decks = new Map(tallies.map((t) => [t.deck, loadDeck(t.deck).deck]));
for (const [name, deck] of decks) checkPlayable(name, deck);

let tick = 0;
const clock = (): number => tick++;
const cpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function summary(t: Tally): Record<string, unknown> {
  const ms = (xs: number[], p: number): number => round(percentile(xs, p));
  const [lo, hi] = wilson(t.winsP0, t.games);
  return {
    deck: t.deck,
    games: t.games,
    p0: t.p0,
    p1: t.p1,
    winsP0: t.winsP0,
    winsP1: t.winsP1,
    draws: t.draws,
    winRateP0: round(t.winsP0 / Math.max(1, t.games), 4),
    ci95: [round(lo, 4), round(hi, 4)],
    turnsPerDuel: round(t.turns / Math.max(1, t.games)),
    cpuMsP50P0: ms(t.ms0, 0.5),
    cpuMsP95P0: ms(t.ms0, 0.95),
    cpuMsMaxP0: ms(t.ms0, 1),
    cpuMsP50P1: ms(t.ms1, 0.5),
    cpuMsP95P1: ms(t.ms1, 0.95),
    cpuMsMaxP1: ms(t.ms1, 1),
    errors: t.errors,
  };
}

for (let k = 0; k < rounds; k++) {
  for (const t of tallies) {
    const deck = decks.get(t.deck);
    if (!deck) continue;
    for (const swapped of [false, true]) {
      const p0Seat: Seat = swapped ? 1 : 0;
      const levels = (swapped ? [t.p1, t.p0] : [t.p0, t.p1]) as [PlayerLevel, PlayerLevel];
      // duelSeedOf(seed, k, games) is deal k's seed for any run of more than 2k duels.
      const g = playGame({ decks: [deck, deck], levels, seed: duelSeedOf(seed, k, 2 * rounds), budgetMs: 1000, clock, wall: cpu });
      t.games++;
      t.turns += g.turns;
      t.ms0.push(...g.ms[p0Seat]);
      t.ms1.push(...g.ms[p0Seat === 0 ? 1 : 0]);
      t.errors += g.errors.length;
      for (const e of g.errors.slice(0, 3)) console.error(`${t.deck} deal ${k}: ${e}`);
      if (g.winner === p0Seat) t.winsP0++;
      else if (g.winner === null || g.winner === 'draw') t.draws++;
      else t.winsP1++;
    }
  }
  writeFileSync(out, JSON.stringify({ seed, rounds: k + 1, results: tallies.map(summary) }, null, 1) + '\n');
}
