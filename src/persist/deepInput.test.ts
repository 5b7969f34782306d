// Input nested far deeper than the app ever writes (a crafted link, file or stored record) is
// read without a stack overflow: the walks keep their own stacks, readers refuse it by name.
import { describe, expect, it } from 'vitest';
import { PRESET_DECKS } from '../cards/presets';
import { builtinRuleset } from '../cards/ruleset';
import { ENGINE_VERSION, deserialize, newDuel, serialize } from '../engine';
import { hashCardIds, idsInJson } from '../store/duelCards';
import { deeperThan, MAX_RECORD_DEPTH } from './depth';
import { readDeck, readDuelRecord, readReplay } from './records';

// Far past any engine's stack for a recursive walk (the link nested 5,000 deep).
const DEPTH = 100_000;
const deepList = (inner: string): string => '['.repeat(DEPTH) + inner + ']'.repeat(DEPTH);
const deepObject = (inner: string): string => '{"a":'.repeat(DEPTH) + inner + '}'.repeat(DEPTH);
const preset = PRESET_DECKS[0] as (typeof PRESET_DECKS)[number];
const deck = { main: [...preset.main], extra: [...preset.extra] };

describe('walks over JSON from outside keep their own stack', () => {
  it('idsInJson finds the card ids of a value nested 100,000 deep, in document order', () => {
    expect(idsInJson(JSON.parse(deepList('160001001, 160001002')))).toEqual([160001001, 160001002]);
    expect(idsInJson(JSON.parse(deepObject('160001003')))).toEqual([160001003]);
    expect(idsInJson({ seed: 160001001, rng: [160001002], x: [1.5, -3, 160001003], y: { id: 160001004 } })).toEqual([160001003, 160001004]);
  });

  it('a #scenario= link whose JSON nests 100,000 deep, even in a field the app ignores, is read', () => {
    const text = `{"seed": 1, "ignored": ${deepList('160001005')}, "state": {}}`;
    expect(hashCardIds(`#scenario=${encodeURIComponent(text)}`)).toEqual([160001005]);
  });

  it('deeperThan counts levels without recursion', () => {
    expect(deeperThan(1, 0)).toBe(false);
    expect(deeperThan([], 0)).toBe(true);
    expect(deeperThan([[1]], 2)).toBe(false);
    expect(deeperThan([[1]], 1)).toBe(true);
    expect(deeperThan({ a: [{ b: 1 }] }, 3)).toBe(false);
    expect(deeperThan(JSON.parse(deepObject('1')), MAX_RECORD_DEPTH)).toBe(true);
  });
});

describe('readers refuse a value nested too deep, and say so', () => {
  it('a saved duel whose log message nests 100,000 deep (the log renders messages recursively)', () => {
    const r = newDuel({ ruleset: builtinRuleset(), decks: [deck, deck], seed: 5 });
    if (!r.ok) throw new Error('no duel');
    const record = (msg: unknown) => ({
      savedAt: 1,
      setup: { kind: 'preset', myDeck: preset.key, aiDeck: preset.key, level: 'easy', seed: 5 },
      state: serialize(r.state),
      log: [{ id: 1, text: 'Turn 1', seat: null, msg }],
      actions: [],
      stats: { damageTaken: [0, 0], summons: [0, 0], destroyed: [0, 0], attacks: [0, 0] },
    });
    let msg: unknown = { key: 'log.turn', vars: { n: 1 } };
    for (let i = 0; i < DEPTH; i++) msg = { key: 'log.turn', vars: { n: msg } };
    expect(readDuelRecord(record(msg))).toEqual({ ok: false, why: 'the saved duel in progress is damaged (it nests too deep)' });
    expect(readDuelRecord(record({ key: 'log.turn', vars: { n: { key: 'log.turn', vars: { n: 1 } } } })).ok).toBe(true);
  });

  it('a replay or a saved deck with a field nested 100,000 deep', () => {
    const replay = { id: 'r', finished: 1, engine: ENGINE_VERSION, seed: 9, decks: [deck, deck], names: ['A', 'B'], actions: [], concededBy: null, winner: null, turns: 1 };
    expect(readReplay(replay).ok).toBe(true);
    expect(readReplay({ ...replay, notes: JSON.parse(deepList('')) })).toEqual({ ok: false, why: 'a saved replay is damaged (it nests too deep)' });
    const saved = { id: 'd', name: 'D', main: [], extra: [], side: [], updated: 1 };
    expect(readDeck(saved).ok).toBe(true);
    expect(readDeck({ ...saved, extra2: JSON.parse(deepObject('1')) })).toEqual({ ok: false, why: 'a saved deck is damaged (it nests too deep)' });
  });

  it('a saved state whose schema field is a list nested 100,000 deep is refused, not a crash', () => {
    const text = `{"format": "rush-duel-state", "schema": ${deepList('1')}, "state": {}}`;
    expect(deserialize(text, builtinRuleset())).toEqual({ ok: false, error: expect.stringContaining('state schema object;') });
  });
});
