// Seeded random duels (200 in CI, 40 in the fast tier) of the Elemental HERO Fusion preset against itself: the state stays
// sound, every duel ends within 200 turns, and we see which effects the random players used.
import { describe, expect, it } from 'vitest';
import { sized, playRandomDuel } from '../../engine/testkit';
import { stateProblems } from '../../engine';
import { presetByKey } from '../presets';

const FLAME_WINGMAN = 160320001;
const SHINING_FLARE = 160018000;
/** "Fusion", "Polymerization", "Miracle Fusion", Voltic Wingman. */
const FUSION_EFFECTS = [160204050, 160206025, 160320031, 160020065];
/** The deck's cards with effects of their own (scripts once, documents now). */
const DECK_EFFECT_CARDS = [
  160012062, 160016064, 160019047, 160019065, 160020065, 160204050, 160206025, 160214029, 160320002, 160320003, 160320009, 160320011,
  160320013, 160320030, 160320031, 160320032, 160320038,
];

const DUELS = sized({ fast: 40, ci: 200, nightly: 2000 });

describe('Elemental HERO Fusion preset: random duels', () => {
  it(`${DUELS} seeded random duels keep a sound state, end within 200 turns, and use the deck effects`, () => {
    const preset = presetByKey('fusion');
    if (!preset) throw new Error('no fusion preset');
    const deck = { main: preset.main, extra: preset.extra };
    const mine = new Set(DECK_EFFECT_CARDS);
    const activations = new Map<number, number>();
    let fusionSummons = 0;
    let burns = 0;
    let ruleSummons = 0;
    let turns = 0;
    for (let seed = 1; seed <= DUELS; seed++) {
      const r = playRandomDuel({
        decks: [deck, deck],
        seed,
        maxTurns: 200,
        onStep: (step) => {
          const problems = stateProblems(step.after);
          if (problems.length > 0) throw new Error(`seed ${seed}, action ${step.index}: ${problems.join('; ')}`);
          if (step.action.type === 'ruleSummon') ruleSummons++;
          const attacker = step.before.attack?.attacker;
          const burner = attacker === undefined ? 0 : (step.before.cards[attacker]?.id ?? 0);
          if ((burner === FLAME_WINGMAN || burner === SHINING_FLARE) && step.events.some((e) => e.type === 'damage' && e.reason === 'effect')) burns++;
          for (const e of step.events) {
            if (e.type === 'summon' && e.how === 'fusion') fusionSummons++;
            if (e.type !== 'activate') continue;
            const id = step.after.cards[e.card]?.id ?? 0;
            if (mine.has(id)) activations.set(id, (activations.get(id) ?? 0) + 1);
          }
        },
      });
      expect(r.capped, `duel ${seed} did not end within 200 turns`).toBe(false);
      turns += r.final.turn;
    }
    const coverage = [...mine].sort().map((id) => `${id}: ${activations.get(id) ?? 0}`);
    console.log(
      `fusion preset, ${DUELS} random duels (${turns} turns): ${fusionSummons} Fusion Summons, ${burns} Wingman battle burns, ` +
        `${ruleSummons} Wroughtwyvern rule summons; activations by card id:\n  ${coverage.join('\n  ')}`,
    );
    expect(fusionSummons).toBeGreaterThan(0);
    // A Fusion effect is only offered when it can summon, and every activation summons exactly once.
    const fusionEffects = FUSION_EFFECTS.reduce((n, id) => n + (activations.get(id) ?? 0), 0);
    expect(fusionSummons).toBe(fusionEffects);
  });
});
