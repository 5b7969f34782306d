// One duel session (docs/engine.md, "One duel session"): the loop, its players, observers and caps.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newDuel, stateHash } from '../index';
import type { Action, DuelState } from '../index';
import { nextInt, seedRng } from '../rng';
import { testRuleset } from '../testing/ruleset';
import { VANILLA_DECKS } from '../vanillaDeck';
import { DuelSession, runDuel, tickClock, type SessionStep } from './session';
import { randomPlayer, scriptedPlayer } from './players';

const config = (seed: number) => ({ ruleset: testRuleset(), decks: VANILLA_DECKS, seed, firstPlayer: 0 as const });

/** The action log of a random duel played by hand, without the session. */
function handPlayed(seed: number, choiceSeed: number, maxTurns = 200): { actions: Action[]; final: DuelState } {
  const setup = newDuel(config(seed));
  if (!setup.ok) throw new Error(setup.error);
  let s = setup.state;
  const rng = seedRng(choiceSeed);
  const actions: Action[] = [];
  while (s.winner === null && s.turn <= maxTurns) {
    const legal = legalActions(s);
    const a = legal[nextInt(rng, legal.length)] as Action;
    const r = applyAction(s, a);
    if (!r.ok) throw new Error('refused');
    actions.push(a);
    s = r.state;
  }
  return { actions, final: s };
}

describe('one duel session', () => {
  it('R-WIN-1 R-WIN-2 every random duel ends with a winner, and the session plays the same duel as the hand-written loop', () => {
    for (const seed of [1, 2, 3]) {
      const rng = seedRng(seed * 7);
      const r = runDuel({ start: config(seed), players: [randomPlayer(rng), randomPlayer(rng)], maxTurns: 200 });
      const hand = handPlayed(seed, seed * 7);
      expect(r.end).toBe('won');
      expect(r.final.winner).not.toBeNull();
      expect(['lp', 'deckout']).toContain(r.final.winReason);
      expect(r.actions).toEqual(hand.actions);
      expect(stateHash(r.final)).toBe(stateHash(hand.final));
    }
  });

  it('a scripted duel is deterministic: the same script gives the same states, and a replayed script the same end', () => {
    const { actions } = handPlayed(5, 99);
    // One script for both seats: each action goes to whoever the engine asks.
    const play = (): { hashes: string[]; final: DuelState } => {
      const hashes: string[] = [];
      const script = scriptedPlayer(actions);
      const r = runDuel({ start: config(5), players: [script, script], observers: [{ onAction: (s) => hashes.push(stateHash(s.after)) }] });
      return { hashes, final: r.final };
    };
    const a = play();
    const b = play();
    expect(a.hashes).toHaveLength(actions.length);
    expect(b.hashes).toEqual(a.hashes);
    expect(a.final.winner).not.toBeNull();
  });

  it('observers see every action, in order, with the state before and after, then the end', () => {
    const steps: SessionStep[] = [];
    const ends: string[] = [];
    let started = 0;
    const rng = seedRng(11);
    const r = runDuel({
      start: config(4),
      players: [randomPlayer(rng), randomPlayer(rng)],
      observers: [{ onStart: () => started++, onAction: (s) => steps.push(s), onEnd: (x) => ends.push(x.end) }],
    });
    expect(started).toBe(1);
    expect(ends).toEqual(['won']);
    expect(steps.map((s) => s.action)).toEqual(r.actions);
    expect(steps[0]?.before).toBe(r.initial);
    expect(steps.at(-1)?.after).toBe(r.final);
    steps.forEach((s, i) => {
      expect(s.index).toBe(i);
      if (i > 0) expect(s.before).toBe(steps[i - 1]?.after);
      expect(s.seat).toBe(s.before.pending?.player);
      expect(s.legal).toContainEqual(s.action);
    });
  });

  it('a step cap ends a runaway loop; a turn cap and a stop condition end it too', () => {
    const rng = seedRng(3);
    const capped = runDuel({ start: config(6), players: [randomPlayer(rng), randomPlayer(rng)], maxSteps: 17 });
    expect(capped.end).toBe('stepCap');
    expect(capped.actions).toHaveLength(17);
    expect(capped.final.winner).toBeNull();
    const turns = runDuel({ start: config(6), players: [randomPlayer(1), randomPlayer(2)], maxTurns: 3 });
    expect(turns.end).toBe('turnCap');
    expect(turns.final.turn).toBe(4);
    const stopped = runDuel({ start: config(6), players: [randomPlayer(1), randomPlayer(2)], stopWhen: (s) => s.turn === 2 });
    expect(stopped.end).toBe('stopped');
    expect(stopped.final.turn).toBe(2);
  });

  it('a refused scripted action is reported and leaves the state untouched', () => {
    const { actions } = handPlayed(8, 8);
    const junk: Action = { type: 'attack', attacker: 9999, target: 'direct' } as Action;
    const script = scriptedPlayer([...actions.slice(0, 5), junk, ...actions.slice(5)]);
    const refused: unknown[] = [];
    const session = new DuelSession({ start: config(8), players: [script, script], observers: [{ onRefused: (x) => refused.push(x) }] });
    const r = session.run();
    expect(r.end).toBe('refused');
    expect(refused).toHaveLength(1);
    expect(r.refusal?.action).toEqual(junk);
    expect(r.refusal?.index).toBe(5);
    expect(r.refusal?.error).toBeTruthy();
    expect(r.actions).toEqual(actions.slice(0, 5));
    // The state is the one before the junk action, the very same object.
    expect(r.refusal?.state).toBe(r.final);
    const first5 = scriptedPlayer(actions.slice(0, 5));
    const five = runDuel({ start: config(8), players: [first5, first5] });
    expect(five.end).toBe('noMove');
    expect(stateHash(r.final)).toBe(stateHash(five.final));
  });

  it('goes on from a given state, steps by hand, and hands the players its clock', async () => {
    const setup = newDuel(config(9));
    if (!setup.ok) throw new Error(setup.error);
    const clock = tickClock();
    const readings: number[] = [];
    const session = new DuelSession({
      start: { state: setup.state },
      players: [randomPlayer(1), randomPlayer(1)],
      clock,
      maxSteps: 4,
    });
    const turn = session.next();
    expect(turn?.state).toBe(setup.state);
    expect(turn?.legal).toEqual(legalActions(setup.state));
    readings.push(turn!.clock(), turn!.clock());
    expect(readings).toEqual([0, 1]);
    expect(session.play(turn!, turn!.legal[0] as Action)).toBe(true);
    const r = await session.runAsync([{ choose: async (t) => t.legal[0] ?? null }, { choose: (t) => t.legal[0] ?? null }]);
    expect(r.end).toBe('stepCap');
    expect(r.actions).toHaveLength(4);
    expect(() => session.outcome()).not.toThrow();
  });
});
