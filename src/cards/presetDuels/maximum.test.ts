// Seeded random duels (200 in CI, 40 in the fast tier) of the Magnum Overlord MAXIMUM preset against itself: every state
// stays sound (stateProblems), every duel ends within 200 turns, and the log shows which
// of this deck's effects the random players activated.
import { describe, expect, it } from 'vitest';
import { sized } from '../../engine/testkit';
import { applyAction, legalActions, newDuel, stateProblems, nextInt, seedRng } from '../../engine';
import { poolCard } from '../pool';
import { presetByKey } from '../presets';
import { builtinRuleset } from '../ruleset';
import { docScript } from '../docs';

// The deck's cards with activated effects that were scripts here (now documents).
const MAXIMUM_SCRIPTS = [160202001, 160203001, 160203002, 160205018, 160207026, 160207039, 160207041].flatMap((id) => docScript(id) ?? []);

const DUELS = sized({ fast: 40, ci: 200, nightly: 2000 });
const MAX_TURNS = 200;

describe('Magnum Overlord MAXIMUM preset: random duels', () => {
  it(`plays ${DUELS} seeded random duels of the preset against itself: no broken state, each ends within ${MAX_TURNS} turns`, () => {
    const preset = presetByKey('maximum');
    if (!preset) throw new Error('no preset "maximum"');
    const deck = { main: preset.main, extra: preset.extra };
    const ours = new Set(MAXIMUM_SCRIPTS.map((s) => s.id));
    const activations = new Map<string, number>();
    let maximumSummons = 0;
    let longest = 0;
    for (let seed = 1; seed <= DUELS; seed++) {
      const setup = newDuel({ ruleset: builtinRuleset(), decks: [deck, deck], seed });
      if (!setup.ok) throw new Error(setup.error);
      let state = setup.state;
      const rng = seedRng(seed * 7919 + 13);
      let steps = 0;
      while (state.winner === null && state.turn <= MAX_TURNS) {
        const legal = legalActions(state);
        if (legal.length === 0) throw new Error(`duel ${seed}: no legal action at step ${steps}`);
        const action = legal[nextInt(rng, legal.length)];
        if (!action) throw new Error('bad pick');
        const r = applyAction(state, action);
        if (!r.ok) throw new Error(`duel ${seed} step ${steps}: listed action refused: ${r.error} ${JSON.stringify(action)}`);
        state = r.state;
        steps++;
        for (const e of r.events) {
          if (e.type === 'summon' && e.how === 'maximum') maximumSummons++;
          if (e.type === 'activate') {
            const c = state.cards[e.card];
            if (c && ours.has(c.id)) {
              const key = `${c.id}:${e.effect}`;
              activations.set(key, (activations.get(key) ?? 0) + 1);
            }
          }
        }
        const problems = stateProblems(state);
        if (problems.length > 0) throw new Error(`duel ${seed} step ${steps}: ${problems.join('; ')}`);
      }
      expect(state.winner, `duel ${seed} did not end within ${MAX_TURNS} turns`).not.toBeNull();
      longest = Math.max(longest, state.turn);
    }
    const names = new Map(MAXIMUM_SCRIPTS.map((s) => [s.id, poolCard(s.id)?.name ?? '']));
    const lines = [...activations.entries()].sort().map(([k, n]) => `  ${k} ${String(n).padStart(5)}  ${names.get(Number(k.split(':')[0])) ?? ''}`);
    console.log(`MAXIMUM preset, ${DUELS} random duels (longest ${longest} turns): ${maximumSummons} MAXIMUM Summons; activations by card:\n${lines.join('\n')}`);
    const never = MAXIMUM_SCRIPTS.filter((s) => s.effects.length > 0 && preset.main.includes(s.id) && ![...activations.keys()].some((k) => k.startsWith(`${s.id}:`)));
    console.log(`never activated: ${never.map((s) => s.id).join(', ') || 'none'}`);
    expect(maximumSummons).toBeGreaterThan(0);
  }, 600_000);
});
