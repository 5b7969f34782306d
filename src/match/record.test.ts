// A stored match is checked field by field (docs/persistence.md): a damaged field is named; a
// damaged replay inside leaves the match readable, marked, and is stored back as it was.
import { describe, expect, it } from 'vitest';
import { PRESET_DECKS } from '../cards/presets';
import { ENGINE_VERSION } from '../engine';
import type { DeckCards } from '../decks/types';
import type { ReplayRecord } from '../persist/records';
import { newMatch, recordDuel, startDuel } from './flow';
import { readMatch, storedMatch, withoutDamagedReplay } from './record';
import type { Match } from './types';

const preset = PRESET_DECKS[0] as (typeof PRESET_DECKS)[number];
const deck: DeckCards = { main: [...preset.main], extra: [...preset.extra], side: [] };
const replay: ReplayRecord = {
  id: 'r1', finished: 5, engine: ENGINE_VERSION, seed: 7, decks: [{ main: deck.main, extra: deck.extra }, { main: deck.main, extra: deck.extra }],
  names: ['You', 'AI'], actions: [{ type: 'endTurn' }], concededBy: 1, winner: 0, turns: 1,
};

/** A match after one duel (won by the player, with its replay), between duels. */
function oneDuelIn(): Match {
  const m = newMatch({ id: 'm1', now: 1, format: 'rush', level: 'normal', names: ['You', 'AI'], decks: [deck, deck], toss: 0 });
  return recordDuel(startDuel(m, 0, 7), 0, replay, 5, (x) => ({ deck: x.current[1], note: { kind: 'kept', why: 'noSide' } }));
}

const clone = <T>(v: T): T => structuredClone(v);

describe('readMatch checks every field of a stored match', () => {
  it('reads a whole match back as it was stored', () => {
    const m = oneDuelIn();
    expect(readMatch(clone(m))).toEqual({ ok: true, match: m });
  });

  it('names the first damaged field of the match', () => {
    const damaged: [string, unknown][] = [
      ['id', ''], ['started', 'yesterday'], ['format', 'chess'], ['level', 'impossible'], ['names', ['You']],
      ['registered', [deck]], ['current', [deck, { main: 'x' }]], ['duels', {}], ['toss', 2], ['chooser', null],
      ['why', 'luck'], ['first', 3], ['phase', 'over'], ['aiSide', { kind: 'swapped', out: 'a' }], ['finished', '5'], ['winner', 2],
      // The engine's seed range is 0 to 2^32-1: past it is damage, not a duel to start.
      ['seed', 2 ** 32], ['seed', -1], ['seed', 1.5],
    ];
    for (const [field, value] of damaged) expect(readMatch({ ...clone(oneDuelIn()), [field]: value }), field).toEqual({ ok: false, field });
    expect(readMatch('a match')).toEqual({ ok: false, field: 'match' });
  });

  it('names a damaged field of a duel in it', () => {
    const damaged: [string, unknown][] = [['winner', 'nobody'], ['first', -1], ['seed', 2 ** 40], ['mine', { main: [] }]];
    for (const [field, value] of damaged) {
      const m = clone(oneDuelIn());
      (m.duels[0] as unknown as Record<string, unknown>)[field] = value;
      expect(readMatch(m), field).toEqual({ ok: false, field: `duels[0].${field}` });
    }
  });

  it('refuses a match nested far deeper than the app writes', () => {
    let deep: unknown = [];
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(readMatch({ ...clone(oneDuelIn()), notes: deep })).toEqual({ ok: false, field: 'depth' });
  });

  it('a damaged replay leaves the match readable: marked with its field, stored back unchanged, dropped only on request', () => {
    const damaged: [string, unknown][] = [['decks', undefined], ['seed', 2 ** 32], ['actions', 'none'], ['winner', 5], ['id', 3]];
    for (const [field, value] of damaged) {
      const stored = clone(oneDuelIn());
      const raw = { ...replay, [field]: value };
      (stored.duels[0] as { replay: unknown }).replay = raw;
      const r = readMatch(stored);
      if (!r.ok) throw new Error(`${field}: the match was refused`);
      expect(r.match.duels[0]?.replay).toBeNull();
      expect(r.match.duels[0]?.damagedReplay).toEqual({ field, raw });
      expect(storedMatch(r.match)).toEqual(stored);
      const dropped = withoutDamagedReplay(r.match, 0);
      expect(dropped.duels[0]).toEqual({ winner: 0, first: 0, seed: 7, mine: deck, replay: null });
      expect(readMatch(storedMatch(dropped))).toEqual({ ok: true, match: dropped });
    }
  });
});
