// A/B: the AI of this tree against the AI of another checkout (same engine), same level,
// mirrored seats. Usage: npx tsx src/cli/sim/ab.ts OTHER_ROOT LEVEL DECK GAMES SEED
import { applyAction, legalActions, newDuel, playerView, textKey } from '../../engine';
import type { Action } from '../../engine';
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
  const r = newDuel({ ruleset: builtinRuleset(), decks: [deck, deck], seed, firstPlayer: 0, splitExtra: true });
  if (!r.ok) throw new Error(r.error);
  let s = r.state;
  for (let n = 0; s.winner === null && s.turn <= 200 && n < 20000 && s.pending; n++) {
    const seat = s.pending.player;
    const view = playerView(s, seat);
    const isNew = seat === newSeat;
    const res = (isNew ? decide : other.decide)({ id: n, view, seat, level, seed: mixSeed(seed, n * 2 + seat), budgetMs: 1000 }, tickClock());
    const real = res.action ? (isNew ? toRealAction : otherTr.toRealAction)(s, view, res.action) : null;
    const action = (real ?? legalActions(s)[0]) as Action;
    const nx = applyAction(s, action);
    if (!nx.ok) throw new Error(textKey(nx.error));
    s = nx.state;
  }
  if (s.winner === newSeat) winsNew++;
  else if (s.winner === 1 - newSeat) winsOld++;
}
console.log(JSON.stringify({ level, deck: deckName, games, winsNew, winsOld }));
