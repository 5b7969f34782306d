// Reading a stored match back (IndexedDB data may be damaged or from another version):
// the shape is checked; null when it is not a match.
import type { DeckCards } from '../decks/types';
import { isFormatId } from '../formats/formats';
import type { Match } from './types';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isIds = (v: unknown): v is number[] => Array.isArray(v) && v.every((n) => Number.isInteger(n));
const isDeck = (v: unknown): v is DeckCards => isObj(v) && isIds(v.main) && isIds(v.extra) && isIds(v.side);
const isSeat = (v: unknown): v is 0 | 1 => v === 0 || v === 1;
const isPair = <T>(v: unknown, f: (x: unknown) => x is T): v is [T, T] => Array.isArray(v) && v.length === 2 && f(v[0]) && f(v[1]);

export function readMatch(v: unknown): Match | null {
  if (!isObj(v)) return null;
  const ok =
    typeof v.id === 'string' &&
    typeof v.started === 'number' &&
    isFormatId(v.format) &&
    (v.level === 'easy' || v.level === 'normal' || v.level === 'hard') &&
    isPair(v.names, (x): x is string => typeof x === 'string') &&
    isPair(v.registered, isDeck) &&
    isPair(v.current, isDeck) &&
    Array.isArray(v.duels) &&
    v.duels.every((d) => isObj(d) && (isSeat(d.winner) || d.winner === 'draw') && isSeat(d.first) && Number.isInteger(d.seed) && isDeck(d.mine)) &&
    isSeat(v.toss) &&
    isSeat(v.chooser) &&
    (v.why === 'toss' || v.why === 'loser' || v.why === 'draw') &&
    (v.first === null || isSeat(v.first)) &&
    (v.phase === 'choose' || v.phase === 'duel' || v.phase === 'done') &&
    Number.isInteger(v.seed);
  return ok ? (v as unknown as Match) : null;
}
