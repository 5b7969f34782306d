import { describe, expect, it } from 'vitest';
import { runScenario } from '../engine';
import { translate } from '../i18n';
import { setupProblem } from './sandboxCheck';
import { DEFAULT_SETUP, FILL_DECK, sandboxScenario, type SandboxSetup } from './sandboxSetup';
import { builtinRuleset } from '../cards/ruleset';
import { englishText } from '../i18n/engineText';

describe('sandbox setup', () => {
  it('becomes a scenario the runner accepts: your turn 2, Main Phase, the opponent with a Deck', () => {
    const setup: SandboxSetup = {
      ...DEFAULT_SETUP,
      me: { ...DEFAULT_SETUP.me, lp: 1200, graveyard: [160202002], spellTraps: [160202019], field: 160007042, monsters: [{ id: 160301005, position: 'set' }] },
    };
    const out = runScenario(sandboxScenario(setup), builtinRuleset(), englishText);
    expect(out.ok).toBe(true);
    expect(out.pending).toMatchObject({ player: 0, kind: 'main' });
    const state = out.state as { players: { lp: number; deck: unknown[]; monsters: { faceDown: boolean }[]; field: unknown }[] };
    expect(state.players[0]?.lp).toBe(1200);
    expect(state.players[0]?.monsters[0]?.faceDown).toBe(true);
    expect(state.players[0]?.field).toMatchObject({ card: { id: 160007042 } });
    expect(state.players[1]?.deck.length).toBeGreaterThan(0);
  });

  it('a position the rules refuse is explained by the scenario reader', () => {
    const four = [1, 2, 3, 4].map(() => ({ id: 160301005, position: 'attack' as const }));
    const out = runScenario(sandboxScenario({ ...DEFAULT_SETUP, opponent: { ...DEFAULT_SETUP.opponent, monsters: four } }), builtinRuleset(), englishText);
    expect(out.ok).toBe(false);
    expect(out.invalid).toMatch(/monsters/);
  });
});

describe('sandbox setup: both sides in full, MAXIMUM on the field', () => {
  type Slot = { card: { id: number }; zone: number; maximum: { left: { id: number }; right: { id: number } } | null };
  type Side = { hand: { id: number }[]; deck: { id: number }[]; monsters: Slot[] };
  const sides = (setup: SandboxSetup): Side[] => {
    const out = runScenario(sandboxScenario(setup), builtinRuleset(), englishText);
    if (!out.ok) throw new Error(out.invalid ?? out.error);
    return (out.state as { players: Side[] }).players;
  };
  const opp = (patch: Partial<SandboxSetup['opponent']>): SandboxSetup => ({ ...DEFAULT_SETUP, opponent: { ...DEFAULT_SETUP.opponent, ...patch } });

  it("the opponent's hand and Deck are exactly the listed cards unless the preset fill is on", () => {
    const [, them] = sides(opp({ hand: [160301005, 160202019], deck: [160001000, 160302003], fillDeck: false }));
    expect(them?.hand.map((c) => c.id)).toEqual([160301005, 160202019]);
    expect(them?.deck.map((c) => c.id)).toEqual([160001000, 160302003]);
    const filled = sides(opp({ deck: [160001000], fillDeck: true }))[1]?.deck.map((c) => c.id) ?? [];
    expect(filled[0]).toBe(160001000);
    expect(filled.slice(1).sort()).toEqual([...(FILL_DECK?.main ?? [])].sort());
    expect(sides(opp({ deck: [], fillDeck: false }))[1]?.deck).toEqual([]);
  });

  it('a MAXIMUM monster is one entry in the middle zone with its [L] and [R] pieces', () => {
    const setup: SandboxSetup = { ...opp({ monsters: [], maximum: 160202011 }), me: { ...DEFAULT_SETUP.me, hand: [], maximum: 160202002 } };
    const [me, them] = sides(setup);
    expect(me?.monsters).toHaveLength(1);
    expect(me?.monsters[0]).toMatchObject({ zone: 1, card: { id: 160202002 }, maximum: { left: { id: 160202001 }, right: { id: 160202003 } } });
    expect(them?.monsters[0]).toMatchObject({ zone: 1, card: { id: 160202011 }, maximum: { left: { id: 160202010 }, right: { id: 160202012 } } });
    expect(setupProblem(setup)).toBeNull();
  });

  it('says why a MAXIMUM monster cannot be placed, naming the side and what to change', () => {
    const crowded = opp({ maximum: 160202011 }); // Blue-Eyes is still there
    expect(setupProblem(crowded)).toEqual({ key: 'sandbox.problem.crowded.opponent', vars: { n: 1 } });
    expect(translate('en', 'sandbox.problem.crowded.opponent', { n: 1 })).toContain('middle Monster Zone and both side zones free');
    const mine: SandboxSetup = { ...DEFAULT_SETUP, me: { ...DEFAULT_SETUP.me, monsters: [{ id: 160301005, position: 'attack' }, { id: 160301005, position: 'set' }], maximum: 160202002 } };
    expect(setupProblem(mine)).toEqual({ key: 'sandbox.problem.crowded.me', vars: { n: 2 } });
    const piece: SandboxSetup = { ...DEFAULT_SETUP, me: { ...DEFAULT_SETUP.me, maximum: 160202001 } }; // an [L] piece
    expect(setupProblem(piece)?.key).toBe('sandbox.problem.notCenter');
    expect(setupProblem(DEFAULT_SETUP)).toBeNull();
  });
});
