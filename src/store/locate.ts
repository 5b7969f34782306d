// Where a card is, in words the board understands. The board renders playerView(state, 0),
// where hidden cards carry other uids than in the real state; a location (seat, place,
// index) is the same in both, so highlights, drops and animations go through locations.
import type { DuelState, Seat } from '../engine';

export type Side = 'you' | 'opponent';
export type PlaceKind = 'hand' | 'deck' | 'gy' | 'extra' | 'monster' | 'spellTrap' | 'field';

export interface Loc {
  seat: Seat;
  place: PlaceKind;
  /** Zone 0..2 for monsters and spell/traps, the list index for piles and the hand, 0 for the field. */
  index: number;
}

export const HUMAN: Seat = 0;
export const AI: Seat = 1;

export function sideOf(seat: Seat): Side {
  return seat === HUMAN ? 'you' : 'opponent';
}

/** A stable key for a place on the board, e.g. "you-monster-1" or "opponent-lp". */
export function locKey(loc: Loc): string {
  return `${sideOf(loc.seat)}-${loc.place}-${loc.index}`;
}

export function lpKey(seat: Seat): string {
  return `${sideOf(seat)}-lp`;
}

/** Finds a card; the [L] and [R] pieces of a MAXIMUM monster are in monster zones 0 and 2. */
export function locate(state: DuelState, uid: number): Loc | null {
  for (const seat of [0, 1] as const) {
    const p = state.players[seat];
    for (const place of ['hand', 'deck', 'gy', 'extra'] as const) {
      const i = p[place].indexOf(uid);
      if (i >= 0) return { seat, place, index: i };
    }
    for (let z = 0; z < 3; z++) {
      const m = p.monsters[z];
      if (!m) continue;
      if (m.uid === uid) return { seat, place: 'monster', index: z };
      if (m.maximum?.left === uid) return { seat, place: 'monster', index: 0 };
      if (m.maximum?.right === uid) return { seat, place: 'monster', index: 2 };
    }
    for (let z = 0; z < 3; z++) if (p.spellTraps[z]?.uid === uid) return { seat, place: 'spellTrap', index: z };
    if (p.field?.uid === uid) return { seat, place: 'field', index: 0 };
  }
  return null;
}

/** The card at a location (for a MAXIMUM monster, the piece shown in that zone). */
export function cardAt(state: DuelState, loc: Loc): number | null {
  const p = state.players[loc.seat];
  switch (loc.place) {
    case 'hand':
    case 'deck':
    case 'gy':
    case 'extra':
      return p[loc.place][loc.index] ?? null;
    case 'monster': {
      const center = p.monsters[1];
      if (center?.maximum) {
        if (loc.index === 0) return center.maximum.left;
        if (loc.index === 2) return center.maximum.right;
      }
      return p.monsters[loc.index]?.uid ?? null;
    }
    case 'spellTrap':
      return p.spellTraps[loc.index]?.uid ?? null;
    case 'field':
      return p.field?.uid ?? null;
  }
}

/** The monster (its slot's uid) that occupies a monster zone; MAXIMUM pieces map to the center. */
export function monsterIn(state: DuelState, seat: Seat, zone: number): number | null {
  const p = state.players[seat];
  const center = p.monsters[1];
  if (center?.maximum) return center.uid;
  return p.monsters[zone]?.uid ?? null;
}

/** Translates a uid from one state to another (real <-> player view) through its location. */
export function translateUid(from: DuelState, to: DuelState, uid: number): number | null {
  const loc = locate(from, uid);
  if (!loc) return null;
  return cardAt(to, loc);
}

/**
 * The number a zone (0..2) has for the human, read left to right from their own seat: the
 * opponent's zones face them, so the opponent's zone 0 is the human's zone 3 on that row.
 */
export function zoneNumber(seat: Seat, index: number): number {
  return seat === HUMAN ? index + 1 : 3 - index;
}
