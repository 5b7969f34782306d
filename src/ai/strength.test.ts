// A small strength check (the full figures come from `npm run sim`, docs/ai.md): Normal
// beats a uniformly random player in at least 17 of 20 seeded duels over the preset decks,
// half of them moving second. Deterministic: a tick clock stops the searches.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newDuel } from '../engine';
import type { Action, DuelState, Seat } from '../engine';
import { PRESET_DECKS } from '../cards/presets';
import { makeRand } from './rand';
import { aiMove } from './testing';
import { builtinRuleset } from '../cards/ruleset';

function duel(i: number, aiSeat: Seat): DuelState['winner'] {
  const d = PRESET_DECKS[i % PRESET_DECKS.length] as (typeof PRESET_DECKS)[number];
  const e = PRESET_DECKS[(i + 2) % PRESET_DECKS.length] as (typeof PRESET_DECKS)[number];
  const decks = aiSeat === 0 ? [d, e] : [e, d];
  const r = newDuel({ ruleset: builtinRuleset(), decks: decks.map((x) => ({ main: x.main, extra: x.extra })) as never, seed: 4242 + i, firstPlayer: 0 });
  if (!r.ok) throw new Error(r.error);
  let s = r.state;
  const rand = makeRand(i);
  for (let n = 0; s.winner === null && s.turn <= 60 && n < 3000; n++) {
    const legal = legalActions(s);
    const a: Action = s.pending?.player === aiSeat ? aiMove(s, 'normal', n, 10).action : (legal[rand.int(legal.length)] as Action);
    s = (applyAction(s, a) as { state: DuelState }).state;
  }
  return s.winner;
}

describe('strength smoke test', () => {
  it('normal beats random in at least 17 of 20 duels', () => {
    let wins = 0;
    for (let i = 0; i < 20; i++) {
      const seat: Seat = i % 2 === 0 ? 0 : 1;
      if (duel(i, seat) === seat) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(17);
  });
});
