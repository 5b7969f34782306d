import { describe, expect, it } from 'vitest';
import { applyAction, ENGINE_VERSION, legalActions, runReplay, stateHash, textKey, type Action, type DuelState } from '../engine';
import type { AiClient, AiDecision } from './aiClient';
import { duelRecordOf, replayOf, resumeFrom } from './duelSave';
import { createDuelStore, type DuelStore } from './duelStore';
import { setupDecks, startDuel, type DuelSetup } from './duelSetup';
import { HUMAN } from './locate';
import { DEFAULT_SETTINGS } from './settings';
import { builtinRuleset } from '../cards/ruleset';

// The AI side plays its first legal action: real engine decisions, no worker needed.
const firstLegal = { decide: async (s: DuelState): Promise<AiDecision> => ({ action: legalActions(s)[0] as Action, explanation: null, fallback: false }), dispose: () => undefined } as unknown as AiClient;
const settings = () => ({ ...DEFAULT_SETTINGS, speed: 'instant' as const });

async function settled(store: DuelStore): Promise<void> {
  await expect.poll(() => {
    const s = store.getState();
    return s.shown === s.state && s.state.pending?.player === HUMAN;
  }).toBe(true);
}

/** The human plays its first legal action that is not ending the turn, else ends it. */
function humanMove(store: DuelStore): Action {
  const legal = store.getState().legal;
  const a = legal.find((x) => x.type !== 'endTurn' && x.type !== 'enterBattle') ?? (legal.find((x) => x.type === 'endTurn') as Action);
  store.getState().act(a);
  return a;
}

describe('resuming a saved duel', () => {
  it('gives back the same state, log and actions, and goes on exactly as the original would', async () => {
    const setup: DuelSetup = { kind: 'preset', myDeck: 'dragon', aiDeck: 'beginner', level: 'easy', seed: 21 };
    const start = startDuel(setup);
    if (!start.ok) throw new Error(start.error);
    const a = createDuelStore(start.started, 'easy', settings, firstLegal);
    await settled(a);
    for (let i = 0; i < 4; i++) {
      humanMove(a);
      await settled(a);
    }
    // Through the same structured clone IndexedDB applies.
    const rec = structuredClone(duelRecordOf(setup, a.getState(), 1));
    const r = resumeFrom(rec, 21);
    if (!r.ok) throw new Error(r.error);
    const b = createDuelStore(r.started, 'easy', settings, firstLegal, r.restore);
    const [sa, sb] = [a.getState(), b.getState()];
    expect(sa.actions.length).toBeGreaterThanOrEqual(4);
    expect(stateHash(sb.state)).toBe(stateHash(sa.state));
    expect(sb.log).toEqual(sa.log);
    expect(sb.actions).toEqual(sa.actions);
    expect(sb.legal).toEqual(sa.legal);
    // Same RNG: the same decisions from here give the same duel.
    for (let i = 0; i < 3; i++) {
      const move = humanMove(a);
      b.getState().act(move);
      await settled(a);
      await settled(b);
      expect(stateHash(b.getState().state)).toBe(stateHash(a.getState().state));
    }
    // The recorded actions replay from the seed to the very same state.
    const done = { ...b.getState(), state: { ...b.getState().state, winner: 0 as const } };
    const replay = replayOf(setup, done, 'r1', 2);
    const again = runReplay({ engine: replay?.engine ?? '', seed: 21, decks: replay?.decks ?? [{ main: [] }, { main: [] }], actions: b.getState().actions }, builtinRuleset());
    expect(again.ok && again.hash).toBe(stateHash(b.getState().state));
    a.getState().dispose();
    b.getState().dispose();
  });

  it('refuses a damaged saved state with the reason', () => {
    const setup: DuelSetup = { kind: 'preset', myDeck: 'dragon', aiDeck: 'beginner', level: 'easy', seed: 3 };
    const r = resumeFrom({ savedAt: 0, setup, state: '{"format":"rush-duel-state","schema":1,"state":{}}', log: [], actions: [], stats: { damageTaken: [0, 0], summons: [0, 0], destroyed: [0, 0], attacks: [0, 0] } }, 3);
    expect(r).toMatchObject({ ok: false, error: expect.stringMatching(/^This saved duel cannot be loaded: .+/) });
  });
});

describe('play from a replay position', () => {
  it('starts from the decks, the seed and the first n actions, and keeps them for the new replay', () => {
    const setup: DuelSetup = { kind: 'preset', myDeck: 'maximum', aiDeck: 'fusion', level: 'easy', seed: 8 };
    const first = startDuel(setup);
    if (!first.ok) throw new Error(first.error);
    let s = first.started.state;
    const actions: Action[] = [];
    for (let i = 0; i < 12; i++) {
      const a = legalActions(s)[0] as Action;
      const r = applyAction(s, a);
      if (!r.ok) throw new Error(textKey(r.error));
      s = r.state;
      actions.push(a);
    }
    const base = setupDecks(setup);
    if (!base) throw new Error('no decks');
    const from = startDuel({ kind: 'replay', seed: base.seed, decks: base.decks, actions: actions.slice(0, 7), level: 'easy' });
    const again = runReplay({ engine: ENGINE_VERSION, seed: 8, decks: base.decks, actions: actions.slice(0, 7) }, builtinRuleset());
    expect(from.ok && again.ok && stateHash(from.started.state)).toBe(again.ok && again.hash);
    expect(from.ok && from.started.actions).toEqual(actions.slice(0, 7));
    const bad = startDuel({ kind: 'replay', seed: base.seed, decks: base.decks, actions: [{ type: 'attack', attacker: 999, target: 'direct' } as Action], level: 'easy' });
    expect(bad).toMatchObject({ ok: false, error: expect.stringMatching(/^action 1 of the replay was refused: /) });
  });
});
