// Seeded random duels (200 in CI, 40 in the fast tier) of the Beginner preset deck against itself: the state stays
// sound, every duel ends within 200 turns, and the deck's card effects get used.
import { describe, expect, it } from 'vitest';
import { sized } from '../../engine/testkit';
import { applyAction, stateProblems, legalActions, nextInt, seedRng, newDuel } from '../../engine';
import { presetByKey } from '../presets';
import { builtinRuleset } from '../ruleset';
import { docScript } from '../docs';

// The deck's cards with activated effects that were scripts here (now documents).
const BEGINNER_SCRIPTS = [160004039, 160212047].flatMap((id) => docScript(id) ?? []);

const DUELS = sized({ fast: 40, ci: 200, nightly: 2000 });
const MAX_TURNS = 200;

describe('Beginner preset deck: random duels', () => {
  it(`${DUELS} seeded random duels (beginner vs beginner) keep stateProblems empty and end within 200 turns`, () => {
    const preset = presetByKey('beginner');
    if (!preset) throw new Error('no beginner preset');
    const deck = { main: preset.main, extra: preset.extra };
    const used = new Map<number, number>(BEGINNER_SCRIPTS.filter((s) => s.effects.length > 0).map((s) => [s.id, 0]));
    let turns = 0;
    for (let seed = 1; seed <= DUELS; seed++) {
      const setup = newDuel({ ruleset: builtinRuleset(), decks: [deck, deck], seed });
      if (!setup.ok) throw new Error(setup.error);
      let state = setup.state;
      const rng = seedRng(seed * 7919 + 13);
      while (state.winner === null) {
        const legal = legalActions(state);
        expect(legal.length, `seed ${seed}: no legal action`).toBeGreaterThan(0);
        const action = legal[nextInt(rng, legal.length)];
        if (!action) throw new Error('no action picked');
        const r = applyAction(state, action);
        if (!r.ok) throw new Error(`seed ${seed}: listed action refused: ${r.error} ${JSON.stringify(action)}`);
        state = r.state;
        for (const e of r.events) {
          if (e.type !== 'activate') continue;
          const id = state.cards[e.card]?.id ?? 0;
          if (used.has(id)) used.set(id, (used.get(id) ?? 0) + 1);
        }
        const problems = stateProblems(state);
        if (problems.length > 0) throw new Error(`seed ${seed}, turn ${state.turn}: ${problems.join('; ')}`);
        if (state.turn > MAX_TURNS) throw new Error(`seed ${seed}: no winner after ${MAX_TURNS} turns`);
      }
      turns += state.turn;
    }
    console.log(
      `beginner random duels: ${DUELS} duels, ${turns} turns; activations by card id:`,
      Object.fromEntries(used),
    );
    for (const [id, n] of used) expect(n, `card ${id} was never activated`).toBeGreaterThan(0);
  });
});
