// The match flow (docs/match.md): coin toss, who goes first, recording duels, the score.
// Pure: the caller brings the coin, the seeds and the clock.
import type { DeckCards } from '../decks/types';
import type { Seat } from '../engine';
import type { AiSideNote, Match, MatchDuel } from './types';

export const HUMAN_SEAT: Seat = 0;
export const AI_SEAT: Seat = 1;
/** Wins needed to take the match (best of three). */
export const WINS_NEEDED = 2;
/** Draws do not count: at most this many duels are played, then the match ends as it stands. */
export const MAX_DUELS = 5;

const other = (s: Seat): Seat => (s === 0 ? 1 : 0);
const copy = (d: DeckCards): DeckCards => ({ main: [...d.main], extra: [...d.extra], side: [...d.side] });

export interface NewMatch {
  id: string;
  now: number;
  format: Match['format'];
  level: Match['level'];
  names: [string, string];
  decks: [DeckCards, DeckCards];
  /** The coin toss: the seat that won it. */
  toss: Seat;
}

export function newMatch(o: NewMatch): Match {
  return {
    id: o.id,
    started: o.now,
    format: o.format,
    level: o.level,
    names: o.names,
    registered: [copy(o.decks[0]), copy(o.decks[1])],
    current: [copy(o.decks[0]), copy(o.decks[1])],
    duels: [],
    toss: o.toss,
    chooser: o.toss,
    why: 'toss',
    first: null,
    phase: 'choose',
    seed: 0,
    aiSide: null,
  };
}

/** The AI's rule when it chooses: it always goes first (it may then set up before you attack). */
export const AI_CHOICE: Seat = AI_SEAT;

export function score(m: Match): [number, number] {
  const s: [number, number] = [0, 0];
  for (const d of m.duels) if (d.winner !== 'draw') s[d.winner]++;
  return s;
}

/** The chooser's decision, then the duel starts with that seed. */
export function startDuel(m: Match, first: Seat, seed: number): Match {
  if (m.phase !== 'choose') return m;
  return { ...m, first, seed, phase: 'duel' };
}

/**
 * A duel is over: it is recorded, then either the match ends (2 wins, or MAX_DUELS played)
 * or the loser of this duel chooses who goes first next (after a draw: who went second).
 */
export function recordDuel(m: Match, winner: Seat | 'draw', replay: MatchDuel['replay'], now: number, aiSide: (m: Match) => { deck: DeckCards; note: AiSideNote }): Match {
  if (m.phase !== 'duel' || m.first === null) return m;
  const duels = [...m.duels, { winner, first: m.first, seed: m.seed, mine: copy(m.current[0]), replay }];
  const next: Match = { ...m, duels };
  const [a, b] = score(next);
  if (a >= WINS_NEEDED || b >= WINS_NEEDED || duels.length >= MAX_DUELS) {
    return { ...next, phase: 'done', first: null, finished: now, winner: a > b ? 0 : b > a ? 1 : 'draw' };
  }
  const chooser = winner === 'draw' ? other(m.first) : other(winner);
  const sided = aiSide(next);
  return {
    ...next,
    phase: 'choose',
    chooser,
    why: winner === 'draw' ? 'draw' : 'loser',
    first: null,
    current: [next.current[0], sided.deck],
    aiSide: sided.note,
  };
}

/** The player's side swaps between duels (the new Main/Extra/Side of seat 0). */
export function setMyDeck(m: Match, deck: DeckCards): Match {
  if (m.phase !== 'choose' || m.duels.length === 0) return m;
  return { ...m, current: [copy(deck), m.current[1]] };
}
