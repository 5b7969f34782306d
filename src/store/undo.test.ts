import { beforeAll, describe, expect, it } from 'vitest';
import { legalActions, type Action, type DuelState } from '../engine';
import type { AiClient, AiDecision } from './aiClient';
import { createDuelStore, type DuelOptions, type DuelSnapshot } from './duelStore';
import { loadScenarioReader, startDuel } from './duelSetup';
import { HUMAN } from './locate';
import { DEFAULT_SETTINGS } from './settings';
import { loadLanguage, say } from '../i18n';

// Scenario duels need the scenario reader, which the app loads on demand.
beforeAll(() => Promise.all([loadScenarioReader(), loadLanguage('ja')]));

const v = (name: string, atk: number, ref: string) => ({ vanilla: { name, level: 4, atk, def: 0, attribute: 'DARK', race: 'Warrior' }, ref });
const fill = (n: number) => Array.from({ length: n }, (_, i) => ({ vanilla: { name: `F${i}`, level: 3, atk: 100, def: 100, attribute: 'DARK', race: 'Warrior' } }));

function start(): DuelState {
  const text = JSON.stringify({ seed: 1, state: { turn: 2, players: [{ hand: [v('A', 1000, 'a'), v('B', 1200, 'b')], deck: fill(10) }, { deck: fill(10) }] } });
  const r = startDuel({ kind: 'scenario', text, level: 'easy' });
  if (!r.ok) throw new Error(r.error);
  return r.started.state;
}

/** Stands in for the AI worker: always ends its turn. */
const endingAi = { decide: async (st: DuelState): Promise<AiDecision> => ({ action: legalActions(st).find((a) => a.type === 'endTurn') as Action, explanation: null, fallback: false }), dispose: () => undefined };

function store(options: DuelOptions) {
  return createDuelStore({ state: start(), events: [], seed: 1 }, 'easy', () => ({ ...DEFAULT_SETTINGS, speed: 'instant' as const }), endingAi as unknown as AiClient, undefined, options);
}

const summon = (s: ReturnType<typeof store>, ref: string): void => {
  const st = s.getState();
  const uid = st.state.cards.findIndex((c) => c.ref === ref);
  st.act(st.legal.find((a) => a.type === 'summon' && a.card === uid && a.position === 'attack') as Action);
};
const onField = (s: ReturnType<typeof store>): number => s.getState().state.players[HUMAN].monsters.filter(Boolean).length;

describe('duel store: undo, redo and branches', () => {
  it('undoes and redoes the human\'s moves without limit, and a new move clears the redo list', () => {
    const s = store({ undo: true });
    summon(s, 'a');
    summon(s, 'b');
    expect(onField(s)).toBe(2);
    s.getState().undo?.();
    s.getState().undo?.();
    expect(onField(s)).toBe(0);
    expect(s.getState()).toMatchObject({ undoCount: 0, redoCount: 2 });
    expect(s.getState().legal.length).toBeGreaterThan(0);
    // The log says so in the player's language: a message, not English only.
    const undone = s.getState().log.at(-1);
    expect(undone?.msg).toEqual({ key: 'log.undone' });
    expect(undone && say('ja', 'en', undone.msg ?? { en: '' })).toBe('取り消し：直前の判断に戻った。');
    s.getState().redo?.();
    expect(onField(s)).toBe(1);
    expect(s.getState().log.at(-1)?.msg).toEqual({ key: 'log.redone' });
    summon(s, 'b');
    expect(s.getState()).toMatchObject({ undoCount: 2, redoCount: 0 });
    s.getState().dispose();
  });

  it('goes back over the opponent\'s whole turn to the human\'s last decision', async () => {
    const s = store({ undo: true });
    s.getState().act({ type: 'endTurn' });
    await expect.poll(() => s.getState().state.turn, { timeout: 3000 }).toBe(4);
    s.getState().undo?.();
    expect(s.getState().state.turn).toBe(2);
    expect(s.getState().state.pending).toEqual({ kind: 'main', player: HUMAN });
    s.getState().dispose();
  });

  it('restores a snapshot taken earlier (a branch)', () => {
    const s = store({ undo: true });
    summon(s, 'a');
    const branch = (s.getState().snapshot?.() as DuelSnapshot);
    s.getState().undo?.();
    summon(s, 'b');
    s.getState().restore?.(branch);
    expect(s.getState().state).toBe(branch.state);
    expect(s.getState().undoCount).toBe(1);
    s.getState().dispose();
  });

  it('keeps no history without the option', () => {
    const s = store({});
    summon(s, 'a');
    s.getState().undo?.();
    expect(onField(s)).toBe(1);
    s.getState().dispose();
  });
});

describe('duel store: trainer options', () => {
  it('halted: the human gets no actions and the AI is not asked', async () => {
    let asked = 0;
    const ai = { decide: async (st: DuelState) => (asked++, endingAi.decide(st)), dispose: () => undefined };
    const s = createDuelStore({ state: start(), events: [], seed: 1 }, 'easy', () => ({ ...DEFAULT_SETTINGS, speed: 'instant' as const }), ai as unknown as AiClient, undefined, {
      halted: (st) => st.players[HUMAN].monsters.some(Boolean),
    });
    expect(s.getState().legal.length).toBeGreaterThan(0);
    summon(s, 'a');
    expect(s.getState().legal).toEqual([]);
    await new Promise((r) => setTimeout(r, 20));
    expect(asked).toBe(0);
    s.getState().dispose();
  });

  it('opponentMove replaces the AI\'s choice when it has one', async () => {
    let asked = 0;
    const ai = { decide: async (st: DuelState) => (asked++, endingAi.decide(st)), dispose: () => undefined };
    const s = createDuelStore({ state: start(), events: [], seed: 1 }, 'easy', () => ({ ...DEFAULT_SETTINGS, speed: 'instant' as const }), ai as unknown as AiClient, undefined, {
      opponentMove: (st) => legalActions(st).find((a) => a.type === 'endTurn') ?? null,
    });
    s.getState().act({ type: 'endTurn' });
    await expect.poll(() => s.getState().state.turn, { timeout: 3000 }).toBe(4);
    expect(asked).toBe(0);
    s.getState().dispose();
  });
});
