// A match decides who goes first; the engine picks the first player from the seed. So the
// duel's seed is the first one from `base` up whose pick is the chosen seat: replays (seed
// and decks) then play back exactly, with no new field.
import { newDuel, type DeckList, type Seat } from '../engine';
import { builtinRuleset } from '../cards/ruleset';

export function seedFor(decks: [DeckList, DeckList], base: number, first: Seat): number {
  for (let i = 0; i < 64; i++) {
    const seed = (base + i) >>> 0;
    const r = newDuel({ ruleset: builtinRuleset(), decks, seed });
    if (r.ok && r.state.turnPlayer === first) return seed;
  }
  return base >>> 0;
}
