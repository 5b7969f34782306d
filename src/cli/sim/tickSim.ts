// Hard against Normal (or P0/P1 levels from the environment) on the random pool deals of
// `npm run sim -- --deck0 pool --deck1 pool`, with a tick clock: every clock reading is 1 ms,
// so the AI searches exactly as much on a loaded machine as on a quiet one and a change to the
// AI can be compared run against run. Duels FROM..TO of a GAMES-duel run (split a run over
// processes). HARD='{"maxWork":60000}' overrides Hard's level settings for an experiment.
// Usage: npx tsx src/cli/sim/tickSim.ts GAMES SEED FROM TO
import { CARD_POOL } from '../../cards/pool';
import { randomPoolDeck } from '../../decks/randomDeck';
import { LEVELS } from '../../ai/levels';
import type { AiLevel } from '../../ai/protocol';
import { playGame } from './play';
import { duelSeedOf, poolDeckSeed, seatDecks } from './run';

const [games, seed, from, to] = process.argv.slice(2).map(Number) as [number, number, number, number];
if (process.env.HARD) Object.assign(LEVELS.hard, JSON.parse(process.env.HARD) as object);
const p0 = (process.env.P0 ?? 'hard') as AiLevel;
const p1 = (process.env.P1 ?? 'normal') as AiLevel;
const half = Math.ceil(games / 2);
const pool = [...CARD_POOL.values()];
let t = 0;
const clock = (): number => t++;
let w0 = 0;
let w1 = 0;
let turns = 0;
// W/L: p0 won/lost on LP; w/l: by a Deck running out; D: a draw or unfinished.
const res: string[] = [];
for (let i = from; i < to; i++) {
  const swapped = i >= half;
  const d0 = randomPoolDeck(pool, poolDeckSeed(seed, i % half, 0));
  const d1 = randomPoolDeck(pool, poolDeckSeed(seed, i % half, 1));
  const decks = seatDecks(d0, d1, swapped, true);
  const levels = swapped ? ([p1, p0] as const) : ([p0, p1] as const);
  const g = playGame({ decks, levels, seed: duelSeedOf(seed, i, games), budgetMs: 0, clock });
  const p0Seat = swapped ? 1 : 0;
  const dk = g.reason === 'deckout';
  turns += g.turns;
  if (g.winner === p0Seat) {
    w0++;
    res.push(dk ? 'w' : 'W');
  } else if (g.winner === null || g.winner === 'draw') res.push('D');
  else {
    w1++;
    res.push(dk ? 'l' : 'L');
  }
}
console.log(JSON.stringify({ from, to, w0, w1, turns: turns / Math.max(1, to - from), res: res.join('') }));
