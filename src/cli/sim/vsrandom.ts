// Normal (or any level) against random with another checkout's AI, the sim's seeds and seat
// swap, to compare two versions on the same deals. Usage:
//   npx tsx src/cli/sim/vsrandom.ts ROOT LEVEL DECK GAMES SEED
import { duelSeedOf } from './run';
type PlayGameFn = (g: { decks: unknown[]; levels: string[]; seed: number; budgetMs: number; clock: () => number }) => { winner: number | 'draw' | null };
const [root, level, deckName, gamesS, seedS] = process.argv.slice(2) as [string, string, string, string, string];
const play = (await import(`${root}/src/cli/sim/play.ts`)) as { playGame: PlayGameFn };
const { loadDeck } = await import(`${root}/src/cli/sim/decks.ts`);
const deck = loadDeck(deckName).deck;
const games = Number(gamesS);
const half = Math.ceil(games / 2);
let wins = 0;
for (let i = 0; i < games; i++) {
  const swapped = i >= half;
  const levels = swapped ? ['random', level] : [level, 'random'];
  const g = play.playGame({ decks: [deck, deck], levels, seed: duelSeedOf(Number(seedS), i, games), budgetMs: 1000, clock: () => 0 });
  if (g.winner === (swapped ? 1 : 0)) wins++;
}
console.log(JSON.stringify({ root, level, deck: deckName, games, wins }));
export {};
