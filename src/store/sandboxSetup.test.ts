import { describe, expect, it } from 'vitest';
import { runScenario } from '../engine';
import { DEFAULT_SETUP, sandboxScenario, type SandboxSetup } from './sandboxSetup';

describe('sandbox setup', () => {
  it('becomes a scenario the runner accepts: your turn 2, Main Phase, the opponent with a Deck', () => {
    const setup: SandboxSetup = {
      ...DEFAULT_SETUP,
      me: { ...DEFAULT_SETUP.me, lp: 1200, graveyard: [160202002], spellTraps: [160202019], field: 160007042, monsters: [{ id: 160301005, position: 'set' }] },
    };
    const out = runScenario(sandboxScenario(setup));
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
    const out = runScenario(sandboxScenario({ ...DEFAULT_SETUP, opponent: { ...DEFAULT_SETUP.opponent, monsters: four } }));
    expect(out.ok).toBe(false);
    expect(out.invalid).toMatch(/monsters/);
  });
});
