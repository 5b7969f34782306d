import { describe, expect, it } from 'vitest';
import { PRESET_DECKS } from '../cards/presets';
import { applyAction, ENGINE_VERSION, legalActions, newDuel, stateHash, textKey, type Action } from '../engine';
import type { ReplayRecord } from '../persist/records';
import { decodeReplayLink, encodeReplayLink, readReplayFile, replayFile } from './share';
import { buildTimeline, logAt, turnStarts } from './timeline';
import { builtinRuleset } from '../cards/ruleset';

const deck = (i: number) => {
  const p = PRESET_DECKS[i] as (typeof PRESET_DECKS)[number];
  return { main: [...p.main], extra: [...p.extra] };
};

/** A real duel: both sides take their first legal action for a number of steps. */
function playedReplay(steps: number): { replay: ReplayRecord; hashes: string[] } {
  const decks: ReplayRecord['decks'] = [deck(0), deck(1)];
  const start = newDuel({ ruleset: builtinRuleset(), decks, seed: 9 });
  if (!start.ok) throw new Error(start.error);
  let s = start.state;
  const actions: Action[] = [];
  const hashes = [stateHash(s)];
  for (let i = 0; i < steps && s.winner === null; i++) {
    const legal = legalActions(s);
    const a = (legal.find((x) => x.type !== 'endTurn') ?? legal[0]) as Action;
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(textKey(r.error));
    s = r.state;
    actions.push(a);
    hashes.push(stateHash(s));
  }
  const replay: ReplayRecord = { id: 'r', finished: 1, engine: ENGINE_VERSION, seed: 9, decks, names: ['A', 'B'], actions, concededBy: 0, winner: 1, turns: s.turn };
  return { replay, hashes };
}

describe('replay timeline', () => {
  it('has the state after every action, then the concession; the log grows step by step', () => {
    const { replay, hashes } = playedReplay(60);
    const t = buildTimeline(replay);
    if (!t.ok) throw new Error(t.error);
    expect(t.frames.slice(0, hashes.length).map((f) => stateHash(f.state))).toEqual(hashes);
    const last = t.frames[t.frames.length - 1];
    expect(last?.state).toMatchObject({ winner: 1, winReason: 'concede' });
    expect(logAt(t.frames, 5).length).toBeLessThanOrEqual(logAt(t.frames, 6).length);
    expect(turnStarts(t.frames).get(1)).toBe(0);
    expect(turnStarts(t.frames).size).toBeGreaterThan(1);
  });

  it('says so for a replay from another engine version, or one the rules refuse', () => {
    const { replay } = playedReplay(5);
    expect(buildTimeline({ ...replay, engine: '0.0.1' })).toEqual({ ok: false, error: expect.stringContaining('engine version 0.0.1') });
    const bad = buildTimeline({ ...replay, actions: [{ type: 'attack', attacker: 999, target: 'direct' } as Action] });
    expect(bad).toEqual({ ok: false, error: expect.stringContaining('step 1 is refused') });
  });
});

describe('replay file and link', () => {
  it('round-trip; a damaged one is refused with a reason', async () => {
    const { replay } = playedReplay(40);
    expect(readReplayFile(replayFile(replay))).toEqual({ ok: true, replay });
    const code = await encodeReplayLink(replay);
    expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await decodeReplayLink(code)).toEqual({ ok: true, replay });
    expect(await decodeReplayLink(code.slice(0, code.length / 2))).toMatchObject({ ok: false });
    expect(readReplayFile('{"format":"rush-duel-replay","id":"x"}')).toMatchObject({ ok: false, error: { key: 'replay.damaged' } });
    expect(readReplayFile('not json')).toMatchObject({ ok: false });
  });
});
