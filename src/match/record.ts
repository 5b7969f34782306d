// Reading a stored match back (IndexedDB data may be damaged or from another version): every
// field is checked, as a saved duel's are (src/persist/records.ts). A damaged replay inside a
// match leaves the match readable: the duel keeps the stored value, marked, until the player
// discards it; anything else damaged makes the match unreadable, with the field named.
import type { DeckCards } from '../decks/types';
import { isFormatId } from '../formats/formats';
import { deeperThan, MAX_RECORD_DEPTH } from '../persist/depth';
import { isPile, isSeed, replayProblem, type ReplayRecord } from '../persist/records';
import { MAX_DUELS } from './flow';
import type { AiSideNote, Match, MatchDuel } from './types';

type Obj = Record<string, unknown>;
type Check = (v: unknown) => boolean;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isDeck = (v: unknown): v is DeckCards => isObj(v) && isPile(v.main) && isPile(v.extra) && isPile(v.side);
const isSeat = (v: unknown): v is 0 | 1 => v === 0 || v === 1;
const isTime = (v: unknown): boolean => typeof v === 'number' && Number.isFinite(v);
const isPair = (f: Check): Check => (v) => Array.isArray(v) && v.length === 2 && f(v[0]) && f(v[1]);
const isName = (v: unknown): boolean => typeof v === 'string' && v.length <= 200;
const isCardId = (v: unknown): boolean => Number.isInteger(v);
const isAiSide = (v: unknown): v is AiSideNote | null =>
  v === null ||
  (isObj(v) &&
    ((v.kind === 'kept' && (v.why === 'won' || v.why === 'noSide' || v.why === 'nothingBetter')) || (v.kind === 'swapped' && isCardId(v.out) && isCardId(v.in))));

/** The first field of `v` that fails its check, as "path" text, or null. */
function firstBad(v: Obj, checks: Record<string, Check>, at = ''): string | null {
  for (const [k, ok] of Object.entries(checks)) if (!ok(v[k])) return `${at}${k}`;
  return null;
}

export type ReadMatch = { ok: true; match: Match } | { ok: false; field: string };

/** A duel of a match; its replay, if damaged, is kept aside (see MatchDuel.damagedReplay). */
function readDuel(d: unknown, i: number): { ok: true; duel: MatchDuel } | { ok: false; field: string } {
  const at = `duels[${i}].`;
  if (!isObj(d)) return { ok: false, field: `duels[${i}]` };
  const bad = firstBad(d, { winner: (w) => isSeat(w) || w === 'draw', first: isSeat, seed: isSeed, mine: isDeck }, at);
  if (bad !== null) return { ok: false, field: bad };
  const base = { winner: d.winner, first: d.first, seed: d.seed, mine: d.mine } as Omit<MatchDuel, 'replay'>;
  if (d.replay === null || d.replay === undefined) return { ok: true, duel: { ...base, replay: null } };
  const problem = replayProblem(d.replay);
  if (problem === null) return { ok: true, duel: { ...base, replay: d.replay as ReplayRecord } };
  return { ok: true, duel: { ...base, replay: null, damagedReplay: { field: problem, raw: d.replay } } };
}

/** A stored match, every field checked; or the first field that is damaged. */
export function readMatch(v: unknown): ReadMatch {
  if (!isObj(v)) return { ok: false, field: 'match' };
  if (deeperThan(v, MAX_RECORD_DEPTH)) return { ok: false, field: 'depth' };
  const bad = firstBad(v, {
    id: (x) => typeof x === 'string' && x !== '' && x.length <= 200,
    started: isTime,
    format: isFormatId,
    level: (x) => x === 'easy' || x === 'normal' || x === 'hard',
    names: isPair(isName),
    registered: isPair(isDeck),
    current: isPair(isDeck),
    duels: (x) => Array.isArray(x) && x.length <= MAX_DUELS,
    toss: isSeat,
    chooser: isSeat,
    why: (x) => x === 'toss' || x === 'loser' || x === 'draw',
    first: (x) => x === null || isSeat(x),
    phase: (x) => x === 'choose' || x === 'duel' || x === 'done',
    // The engine's range: a seed past it is damage, not a duel to start.
    seed: isSeed,
    aiSide: isAiSide,
    finished: (x) => x === undefined || isTime(x),
    winner: (x) => x === undefined || isSeat(x) || x === 'draw',
  });
  if (bad !== null) return { ok: false, field: bad };
  const duels: MatchDuel[] = [];
  for (const [i, d] of (v.duels as unknown[]).entries()) {
    const r = readDuel(d, i);
    if (!r.ok) return r;
    duels.push(r.duel);
  }
  return { ok: true, match: { ...(v as unknown as Match), duels } };
}

/** What is stored for a match: a damaged replay goes back exactly as it was read. */
export function storedMatch(m: Match): Match {
  if (!m.duels.some((d) => d.damagedReplay)) return m;
  return {
    ...m,
    duels: m.duels.map(({ damagedReplay, ...d }) => (damagedReplay ? { ...d, replay: damagedReplay.raw as ReplayRecord } : d)),
  };
}

/** The match without the damaged replay of duel `index` (the player discarded it). */
export function withoutDamagedReplay(m: Match, index: number): Match {
  return { ...m, duels: m.duels.map((d, i) => (i === index ? { winner: d.winner, first: d.first, seed: d.seed, mine: d.mine, replay: null } : d)) };
}
