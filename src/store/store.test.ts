import { msg } from '../i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { legalActions, playerView, type Action, type DuelState } from '../engine';
import { toRealAction, type AiClient, type AiDecision } from './aiClient';
import { createDuelStore } from './duelStore';
import { loadScenarioReader, scenarioFromHash, seedFromSearch, startDuel } from './duelSetup';
import { AI, HUMAN } from './locate';
import { logLines } from './logText';
import { DEFAULT_SETTINGS } from './settings';
import { OPPONENT_SIDE, targetsFor } from './targets';

// Scenario duels need the scenario reader, which the app loads on demand.
beforeAll(() => loadScenarioReader());

const v = (name: string, level: number, atk: number, def: number, ref?: string) => ({
  vanilla: { name, level, atk, def, attribute: 'DARK', race: 'Warrior' },
  ...(ref ? { ref } : {}),
});
const fill = (n: number) => Array.from({ length: n }, (_, i) => v(`Filler ${i}`, 3, 100, 100));

function scenario(state: unknown): DuelState {
  const r = startDuel({ kind: 'scenario', text: JSON.stringify({ seed: 1, state }), level: 'easy' });
  if (!r.ok) throw new Error(r.error);
  return r.started.state;
}

describe('duel setup', () => {
  it('reads the scenario in the address', () => {
    expect(scenarioFromHash('#scenario=%7B%22seed%22%3A3%7D')).toEqual({ text: '{"seed":3}' });
    expect(scenarioFromHash('#other')).toBeNull();
    expect(scenarioFromHash('#scenario=%E0%A4%A')).toHaveProperty('error');
    expect(seedFromSearch('?seed=42&speed=fast')).toBe(42);
    expect(seedFromSearch('?seed=abc')).toBeNull();
  });

  it('explains a malformed scenario instead of throwing', () => {
    const bad = startDuel({ kind: 'scenario', text: '{"state":{"players":[{"monster":[]},{}]}}', level: 'easy' });
    expect(bad).toMatchObject({ ok: false });
    expect(!bad.ok && bad.error).toContain('unknown field "monster"');
    expect(startDuel({ kind: 'scenario', text: '{nope', level: 'easy' })).toMatchObject({ ok: false });
  });

  it('applies the scenario actions first', () => {
    const r = startDuel({
      kind: 'scenario',
      level: 'easy',
      text: JSON.stringify({
        seed: 1,
        state: { turn: 2, players: [{ hand: [v('A', 4, 1000, 1000, 'a')], deck: fill(3) }, { deck: fill(3) }] },
        actions: [{ do: 'summon', card: 'a' }],
      }),
    });
    expect(r.ok && r.started.state.players[HUMAN].monsters.some(Boolean)).toBe(true);
  });
});

describe('drop targets come from the legal actions', () => {
  it('lights all three monster zones for a MAXIMUM Summon', () => {
    const s = scenario({ turn: 2, players: [{ hand: [160202001, 160202002, 160202003], deck: fill(3) }, { deck: fill(3) }] });
    const center = s.players[HUMAN].hand[1] as number;
    const t = targetsFor(s, legalActions(s), center);
    expect([...t.keys()].sort()).toEqual(['you-monster-0', 'you-monster-1', 'you-monster-2']);
    expect(t.get('you-monster-1')?.map((a) => a.type)).toEqual(['maximumSummon']);
  });

  it('offers Summon and Set on each free zone, and direct attacks on the opponent LP and side', () => {
    const s = scenario({
      turn: 2,
      phase: 'battle',
      players: [{ hand: [v('A', 4, 1000, 1000)], deck: fill(3), monsters: [{ card: v('B', 4, 1500, 1000), zone: 1 }] }, { deck: fill(3) }],
    });
    const attacker = s.players[HUMAN].monsters[1]?.uid as number;
    const t = targetsFor(s, legalActions(s), attacker);
    expect(t.has('opponent-lp')).toBe(true);
    expect(t.has(OPPONENT_SIDE)).toBe(true);
    expect(t.get('opponent-monster-0')?.[0]).toMatchObject({ type: 'attack', target: 'direct' });
  });
});

describe('the AI client', () => {
  it('maps the uids of the AI view back to the real state', () => {
    const s = scenario({
      turn: 2,
      turnPlayer: 1,
      phase: 'battle',
      players: [
        { deck: fill(3), monsters: [{ card: v('Hidden', 4, 100, 100), zone: 2, position: 'defense', faceDown: true }] },
        { deck: fill(3), monsters: [{ card: v('Foe', 4, 1500, 1000), zone: 0 }] },
      ],
    });
    const view = playerView(s, AI);
    const hiddenInView = view.players[HUMAN].monsters[2]?.uid as number;
    const real = s.players[HUMAN].monsters[2]?.uid as number;
    expect(hiddenInView).not.toBe(real);
    const foe = s.players[AI].monsters[0]?.uid as number;
    const a = toRealAction(view, s, { type: 'attack', attacker: foe, target: hiddenInView });
    expect(a).toEqual({ type: 'attack', attacker: foe, target: real });
  });
});

describe('the duel log', () => {
  it('never names a card the human may not see', () => {
    const s = scenario({ turn: 2, turnPlayer: 1, players: [{ deck: fill(3) }, { hand: [v('Secret', 4, 100, 100)], deck: fill(3) }] });
    const set = legalActions(s).find((a) => a.type === 'summon' && a.position === 'set') as Action;
    expect(set).toBeDefined();
    let n = 0;
    const r = logLines(s, s, [{ type: 'summon', player: AI, card: (set as { card: number }).card, how: 'normal', zone: 0, position: 'defense', faceDown: true }], () => ++n);
    expect(r.map((l) => l.text)).toEqual(['Opponent Set a monster']);
  });
});

describe('the duel store', () => {
  it('applies the human action, lets the AI answer, and gives the turn back', async () => {
    const s = scenario({ turn: 2, players: [{ hand: [v('A', 4, 1000, 1000)], deck: fill(10) }, { hand: fill(2), deck: fill(10) }] });
    const ai = { decide: async (st: DuelState): Promise<AiDecision> => ({ action: legalActions(st).find((a) => a.type === 'endTurn') as Action, explanation: msg('ai.endTurn'), fallback: false }), dispose: () => undefined };
    const store = createDuelStore({ state: s, events: [], seed: 1 }, 'easy', () => ({ ...DEFAULT_SETTINGS, speed: 'instant' }), ai as unknown as AiClient);
    await new Promise((r) => setTimeout(r, 0));
    const summon = store.getState().legal.find((a) => a.type === 'summon' && a.position === 'attack') as Action;
    store.getState().act(summon);
    expect(store.getState().view.players[HUMAN].monsters.some(Boolean)).toBe(true);
    expect(store.getState().actions).toEqual([summon]);
    store.getState().act({ type: 'endTurn' });
    await expect.poll(() => store.getState().state.turn, { timeout: 3000 }).toBe(4);
    expect(store.getState().state.pending).toEqual({ kind: "main", player: 0 });
    expect(store.getState().legal.length).toBeGreaterThan(0);
    store.getState().dispose();
  });

  it('a card dropped where it cannot go says why: the lit places, or the engine\'s reason (R-SUM-1)', async () => {
    // Filled monster zones: the Level 4 monster has no place to go; a Level 7 needs 2 Tributes, one is there.
    const s = scenario({
      turn: 2,
      players: [
        { hand: [v('Small', 4, 1000, 1000), v('Big', 7, 2500, 1000)], deck: fill(10), monsters: [{ card: v('Wall', 4, 0, 2000), zone: 0 }] },
        { deck: fill(10) },
      ],
    });
    const ai = { decide: async () => ({ action: { type: 'endTurn' } as Action, explanation: msg('ai.endTurn'), fallback: false }), dispose: () => undefined };
    const store = createDuelStore({ state: s, events: [], seed: 1 }, 'easy', () => ({ ...DEFAULT_SETTINGS, speed: 'instant' }), ai as unknown as AiClient);
    const [small, big] = s.players[HUMAN].hand as number[];
    const before = store.getState().state;
    store.getState().dropOn(small as number, 'opponent-monster-0');
    expect(store.getState().notice).toMatchObject({ key: 'drag.notThere', vars: { card: { en: 'Small' } } });
    store.getState().dropOn(big as number, 'you-monster-1');
    expect(store.getState().notice).toMatchObject({ code: expect.any(String) });
    expect(store.getState().state).toBe(before);
    store.getState().dispose();
  });

  it('R-SPELL-7: a Spell from the hand lights only the Spell & Trap Zones the engine accepts, each drop naming its zone', () => {
    const POT_OF_GREED = 160411003;
    const s = scenario({ turn: 2, players: [{ hand: [POT_OF_GREED], deck: fill(10), spellTraps: [{ card: POT_OF_GREED, zone: 1, faceDown: true }] }, { deck: fill(10) }] });
    const pot = s.players[HUMAN].hand[0] as number;
    const zones = [...targetsFor(s, legalActions(s), pot)].flatMap(([key, as]) => as.flatMap((a) => (a.type === 'activate' ? [[key, a.zone]] : [])));
    expect(zones).toEqual([['you-spellTrap-0', 0], ['you-spellTrap-2', 2]]);
  });
});
