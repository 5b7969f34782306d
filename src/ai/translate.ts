// From a player's view back to the real duel. playerView gives hidden cards fresh uids,
// so an action that names one (an attack on a face-down monster, a choice among face-down
// cards) must be mapped to the real card in the same place before applyAction(state, ..).
// Visible cards keep their uid in the view, so only fresh uids need mapping.
import type { Action, DuelState } from '../engine';

type Place = { kind: 'pile'; seat: 0 | 1; pile: 'hand' | 'deck' | 'gy' | 'extra'; i: number }
  | { kind: 'monster'; seat: 0 | 1; zone: number; part: 'uid' | 'left' | 'right' }
  | { kind: 'spellTrap'; seat: 0 | 1; zone: number }
  | { kind: 'field'; seat: 0 | 1 }
  | { kind: 'from'; i: number };

const PILES = ['hand', 'deck', 'gy', 'extra'] as const;

function locate(s: DuelState, uid: number): Place | null {
  for (const seat of [0, 1] as const) {
    const p = s.players[seat];
    for (const pile of PILES) {
      const i = p[pile].indexOf(uid);
      if (i >= 0) return { kind: 'pile', seat, pile, i };
    }
    for (let zone = 0; zone < 3; zone++) {
      const m = p.monsters[zone];
      if (m?.uid === uid) return { kind: 'monster', seat, zone, part: 'uid' };
      if (m?.maximum?.left === uid) return { kind: 'monster', seat, zone, part: 'left' };
      if (m?.maximum?.right === uid) return { kind: 'monster', seat, zone, part: 'right' };
      if (p.spellTraps[zone]?.uid === uid) return { kind: 'spellTrap', seat, zone };
    }
    if (p.field?.uid === uid) return { kind: 'field', seat };
  }
  const pend = s.pending;
  if (pend?.kind === 'choose') {
    const i = pend.from.indexOf(uid);
    if (i >= 0) return { kind: 'from', i };
  }
  return null;
}

function at(s: DuelState, place: Place): number | undefined {
  if (place.kind === 'from') return s.pending?.kind === 'choose' ? s.pending.from[place.i] : undefined;
  const p = s.players[place.seat];
  switch (place.kind) {
    case 'pile': return p[place.pile][place.i];
    case 'monster': {
      const m = p.monsters[place.zone];
      if (!m) return undefined;
      return place.part === 'uid' ? m.uid : place.part === 'left' ? m.maximum?.left : m.maximum?.right;
    }
    case 'spellTrap': return p.spellTraps[place.zone]?.uid;
    case 'field': return p.field?.uid;
  }
}

/** The real-duel action for an action chosen on playerView(state, seat); null if a card cannot be found. */
export function toRealAction(state: DuelState, view: DuelState, action: Action): Action | null {
  const fresh = state.cards.length;
  const map = (uid: number): number | null => {
    if (uid < fresh) return uid;
    const place = locate(view, uid);
    if (!place) return null;
    return at(state, place) ?? null;
  };
  const out = { ...action } as Record<string, unknown>;
  for (const k of ['card', 'attacker', 'left', 'right', 'target'] as const) {
    const v = out[k];
    if (typeof v !== 'number') continue;
    const m = map(v);
    if (m === null) return null;
    out[k] = m;
  }
  return out as unknown as Action;
}
