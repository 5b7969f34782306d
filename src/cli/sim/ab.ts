// A/B: the AI of this tree against the AI of another checkout (same engine), same level,
// mirrored seats, each duel a duel session. Usage: npx tsx src/cli/sim/ab.ts OTHER_ROOT LEVEL DECK GAMES SEED
import { playerView, runDuel, textKey } from '../../engine';
import type { Action, Player, Seat } from '../../engine';
import { decide } from '../../ai/decide';
import { mixSeed } from '../../ai/rand';
import { toRealAction } from '../../ai/translate';
import { tickClock } from '../../ai/testing';
import type { AiLevel } from '../../ai/protocol';
import { loadDeck } from './decks';
import { builtinRuleset } from '../../cards/ruleset';
import { duelSeedOf } from './run';

const [root, level, deckName, gamesS, seedS] = process.argv.slice(2) as [string, AiLevel, string, string, string];
const other = (await import(`${root}/src/ai/decide.ts`)) as { decide: typeof decide };
const otherTr = (await import(`${root}/src/ai/translate.ts`)) as { toRealAction: typeof toRealAction };
const deck = loadDeck(deckName).deck;
const games = Number(gamesS);
const half = Math.ceil(games / 2);
let winsNew = 0;
let winsOld = 0;
for (let i = 0; i < games; i++) {
  const seed = duelSeedOf(Number(seedS), i, games);
  const newSeat = i < half ? 0 : 1;
  // One seat plays this tree's AI, the other the other checkout's; an answer that cannot be mapped plays the first legal action.
  const player = (seat: Seat): Player => {
    const isNew = seat === newSeat;
    return {
      choose({ state, index: n, legal }) {
        const view = playerView(state, seat);
        const res = (isNew ? decide : other.decide)({ id: n, view, seat, level, seed: mixSeed(seed, n * 2 + seat), budgetMs: 1000 }, tickClock());
        const real = res.action ? (isNew ? toRealAction : otherTr.toRealAction)(state, view, res.action) : null;
        return (real ?? legal[0]) as Action;
      },
    };
  };
  const r = runDuel({
    start: { ruleset: builtinRuleset(), decks: [deck, deck], seed, firstPlayer: 0, splitExtra: true },
    players: [player(0), player(1)],
    maxTurns: 200,
    maxSteps: 20000,
  });
  if (r.refusal) throw new Error(textKey(r.refusal.error));
  const s = r.final;
  if (s.winner === newSeat) winsNew++;
  else if (s.winner === 1 - newSeat) winsOld++;
}
console.log(JSON.stringify({ level, deck: deckName, games, winsNew, winsOld }));
