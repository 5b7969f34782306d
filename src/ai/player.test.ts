// The AI as a player of the engine's duel session (src/ai/player.ts).
import { describe, expect, it } from 'vitest';
import { legalActions, randomPlayer, runDuel, VANILLA_DECKS } from '../engine';
import type { Action } from '../engine';
import { builtinRuleset } from '../cards/ruleset';
import { actionKey } from './actions';
import { aiPlayer, type AiDecision } from './player';

describe('aiPlayer in a duel session', () => {
  it('plays only legal actions of the real duel, and the same ones for the same seeds (tick clock)', () => {
    const play = (): { actions: readonly Action[]; decisions: AiDecision[] } => {
      const decisions: AiDecision[] = [];
      const r = runDuel({
        start: { ruleset: builtinRuleset(), decks: VANILLA_DECKS, seed: 4, firstPlayer: 0 },
        players: [aiPlayer({ level: 'easy', seat: 0, seed: 4, budgetMs: 30, onDecision: (d) => decisions.push(d) }), randomPlayer(9)],
        maxTurns: 6,
      });
      expect(r.end === 'turnCap' || r.end === 'won').toBe(true);
      return { actions: r.actions, decisions };
    };
    const a = play();
    expect(a.decisions.length).toBeGreaterThan(5);
    for (const d of a.decisions) {
      expect(d.turn.seat).toBe(0);
      expect(d.action).not.toBeNull();
      const legal = legalActions(d.turn.state).map(actionKey);
      expect(legal).toContain(actionKey(d.action as Action));
    }
    expect(play().actions).toEqual(a.actions);
  });
});
