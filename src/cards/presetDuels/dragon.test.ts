// Seeded random duels (200 in CI, 40 in the fast tier) of the Dragias Dragon Rush preset against itself: every state
// stays sound, every duel ends within 200 turns, and the scripts of the deck get used.
import { describe, expect, it } from 'vitest';
import { sized } from '../../engine/testkit';
import { poolCard } from '../pool';
import { presetByKey } from '../presets';
import { applyAction, stateProblems, legalActions, nextInt, seedRng, newDuel } from '../../engine';
import { builtinRuleset } from '../ruleset';
import { docScript } from '../docs';

// The deck's cards with activated effects that were scripts here (now documents).
const DRAGON_SCRIPTS = [160302001, 160315032, 160422001].flatMap((id) => docScript(id) ?? []);

const DUELS = sized({ fast: 40, ci: 200, nightly: 2000 });
const MAX_TURNS = 200;

describe('Dragias Dragon Rush preset: random duels', () => {
  it(`R-WIN R-MEFF R-TRAP: ${DUELS} seeded random duels stay sound and end within 200 turns`, () => {
    const preset = presetByKey('dragon');
    expect(preset).toBeDefined();
    if (!preset) return;
    const deck = { main: preset.main, extra: preset.extra };
    const activations = new Map<number, number>(DRAGON_SCRIPTS.map((s) => [s.id, 0]));
    let longest = 0;
    for (let seed = 1; seed <= DUELS; seed++) {
      const setup = newDuel({ ruleset: builtinRuleset(), decks: [deck, deck], seed });
      if (!setup.ok) throw new Error(setup.error);
      let state = setup.state;
      const rng = seedRng(seed * 7919 + 13);
      while (state.winner === null && state.turn <= MAX_TURNS) {
        const legal = legalActions(state);
        expect(legal.length).toBeGreaterThan(0);
        const action = legal[nextInt(rng, legal.length)];
        if (!action) throw new Error('no action');
        const r = applyAction(state, action);
        if (!r.ok) throw new Error(`seed ${seed}: listed action refused: ${r.error} ${JSON.stringify(action)}`);
        state = r.state;
        for (const e of r.events) {
          if (e.type !== 'activate') continue;
          const id = state.cards[e.card]?.id ?? 0;
          if (activations.has(id)) activations.set(id, (activations.get(id) ?? 0) + 1);
        }
        const problems = stateProblems(state);
        if (problems.length > 0) throw new Error(`seed ${seed}, turn ${state.turn}: ${problems.join('; ')}`);
      }
      expect(state.winner, `duel ${seed} did not end within ${MAX_TURNS} turns`).not.toBeNull();
      longest = Math.max(longest, state.turn);
    }
    const names = new Map(DRAGON_SCRIPTS.map((s) => [s.id, poolCard(s.id)?.name ?? '']));
    const lines = [...activations.entries()].map(([id, n]) => `${id} ${String(n).padStart(6)}  ${names.get(id) ?? ''}`);
    console.log(`Dragon preset, ${DUELS} random duels (longest: turn ${longest}); activations per card:\n${lines.join('\n')}`);
    // Every card with an activated effect was activated at least once (the center piece only has a Continuous Effect).
    const unused = DRAGON_SCRIPTS.filter((s) => s.effects.length > 0 && (activations.get(s.id) ?? 0) === 0).map((s) => s.id);
    expect(unused).toEqual([]);
  });
});
