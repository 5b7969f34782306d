// Where cards are, and moving them between places by the rules of R-ZONE, R-CARD-8,
// R-MAX-16, R-FUS-5 and R-EQ-6.
import { own } from './draft';
import { cardDef, isExtraDeckMonster } from './cards';
import { forgetMonster } from './effects/lingering';
import type {
  DuelEvent,
  DuelState,
  MonsterSlot,
  MoveReason,
  Place,
  PlayerState,
  Seat,
  SpellTrapSlot,
  SummonHow,
  SummonRecord,
} from './types';

export const other = (p: Seat): Seat => (p === 0 ? 1 : 0);

export function hasMaximum(p: PlayerState): boolean {
  const mid = p.monsters[1];
  return mid != null && mid.maximum != null;
}

/** Monsters this player controls; a MAXIMUM monster counts once (R-MAX-10). */
export function monsterCount(p: PlayerState): number {
  let n = 0;
  for (const m of p.monsters) if (m) n++;
  return n;
}

/** Zones a new monster can be placed in; none while a MAXIMUM monster is there (R-MAX-9). */
export function freeMonsterZones(p: PlayerState): number[] {
  if (hasMaximum(p)) return [];
  const out: number[] = [];
  for (let i = 0; i < p.monsters.length; i++) if (!p.monsters[i]) out.push(i);
  return out;
}

/** Whether freeMonsterZones(p) is not empty, without building it. */
export function hasFreeMonsterZone(p: PlayerState): boolean {
  if (hasMaximum(p)) return false;
  for (let i = 0; i < p.monsters.length; i++) if (!p.monsters[i]) return true;
  return false;
}

/** Whether freeMonsterZones(p) includes zone, without building it. */
export function monsterZoneFree(p: PlayerState, zone: number): boolean {
  return !hasMaximum(p) && Number.isInteger(zone) && zone >= 0 && zone < p.monsters.length && !p.monsters[zone];
}

export function freeSpellTrapZones(p: PlayerState): number[] {
  const out: number[] = [];
  for (let i = 0; i < p.spellTraps.length; i++) if (!p.spellTraps[i]) out.push(i);
  return out;
}

export function findMonster(p: PlayerState, uid: number): number {
  for (let i = 0; i < p.monsters.length; i++) if (p.monsters[i]?.uid === uid) return i;
  return -1;
}

/** The controller and zone of a monster on the field, or null. */
export function locateMonster(
  state: DuelState,
  uid: number,
): { seat: Seat; zone: number; slot: MonsterSlot } | null {
  for (const seat of [0, 1] as const) {
    const zone = findMonster(state.players[seat], uid);
    if (zone >= 0) return { seat, zone, slot: state.players[seat].monsters[zone] as MonsterSlot };
  }
  return null;
}

function removeFrom(list: number[], uid: number): boolean {
  const i = list.indexOf(uid);
  if (i < 0) return false;
  // splice(i, 1) without the array of removed elements it allocates.
  for (let j = i + 1; j < list.length; j++) list[j - 1] = list[j] as number;
  list.pop();
  return true;
}

/** Puts a card that has left the field or hand into its owner's place (R-CARD-8, R-FUS-5). */
export function putCard(
  d: DuelState,
  uid: number,
  to: 'hand' | 'deckTop' | 'deckBottom' | 'gy',
): Place {
  const owner = own(d, (d.cards[uid] as { owner: Seat }).owner);
  if (to !== 'gy' && isExtraDeckMonster(cardDef(d, uid))) {
    owner.extra.push(uid);
    return 'extra';
  }
  if (to === 'hand') owner.hand.push(uid);
  else if (to === 'deckTop') owner.deck.unshift(uid);
  else if (to === 'deckBottom') owner.deck.push(uid);
  else owner.gy.push(uid);
  return to === 'deckTop' || to === 'deckBottom' ? 'deck' : to;
}

/** Sends to the GY every Equip Spell that equips monster uid (R-EQ-6, R-EQ-8). */
export function dropEquipsOf(d: DuelState, uid: number, events: DuelEvent[]): void {
  for (const seat of [0, 1] as const) {
    const st = d.players[seat].spellTraps;
    for (let i = 0; i < st.length; i++) {
      const s = st[i];
      if (s && s.equippedTo === uid) {
        own(d, seat).spellTraps[i] = null;
        putCard(d, s.uid, 'gy');
        events.push({ type: 'move', card: s.uid, player: seat, from: 'spellTrap', to: 'gy', reason: 'rule' });
      }
    }
  }
}

/**
 * Takes the monster in (seat, zone) off the field and puts it (all three pieces for a
 * MAXIMUM monster, R-MAX-16) where `to` says. Its Equip Spells go to the GY.
 */
export function removeMonster(
  d: DuelState,
  seat: Seat,
  zone: number,
  to: 'hand' | 'deckTop' | 'deckBottom' | 'gy',
  reason: MoveReason,
  events: DuelEvent[],
): void {
  const p = own(d, seat);
  const slot = p.monsters[zone];
  if (!slot) return;
  p.monsters[zone] = null;
  const pieces = slot.maximum ? [slot.maximum.left, slot.uid, slot.maximum.right] : [slot.uid];
  for (const uid of pieces) {
    const placed = putCard(d, uid, to);
    events.push({ type: 'move', card: uid, player: seat, from: 'monster', to: placed, reason });
  }
  dropEquipsOf(d, slot.uid, events);
  forgetMonster(d, slot.uid);
}

export function takeFromHand(p: PlayerState, uid: number): boolean {
  return removeFrom(p.hand, uid);
}

/**
 * A copy of slot m with some fields changed. Slots are replaced, never edited in place;
 * writing every field out keeps one object shape (a spread plus overrides is slow in V8).
 */
export function withSlot(m: MonsterSlot, c: Partial<MonsterSlot>): MonsterSlot {
  return {
    uid: m.uid,
    position: c.position ?? m.position,
    faceDown: c.faceDown ?? m.faceDown,
    summonedThisTurn: c.summonedThisTurn ?? m.summonedThisTurn,
    positionChangedThisTurn: c.positionChangedThisTurn ?? m.positionChangedThisTurn,
    attacks: c.attacks ?? m.attacks,
    effectsUsedThisTurn: c.effectsUsedThisTurn ?? m.effectsUsedThisTurn,
    maximum: m.maximum,
    summoned: c.summoned !== undefined ? c.summoned : (m.summoned ?? null),
  };
}

/** A copy of a Spell/Trap slot with some fields changed, written out like withSlot. */
export function withSpellTrap(s: SpellTrapSlot, c: Partial<SpellTrapSlot>): SpellTrapSlot {
  return {
    uid: s.uid,
    faceDown: c.faceDown ?? s.faceDown,
    setThisTurn: c.setThisTurn ?? s.setThisTurn,
    equippedTo: c.equippedTo !== undefined ? c.equippedTo : s.equippedTo,
  };
}

/** A fresh slot for a monster arriving on the field this turn. */
export function newSlot(
  uid: number,
  position: 'attack' | 'defense',
  faceDown: boolean,
  maximum: MonsterSlot['maximum'] = null,
  summoned: SummonRecord | null = null,
): MonsterSlot {
  return {
    uid,
    position,
    faceDown,
    summonedThisTurn: true,
    positionChangedThisTurn: false,
    attacks: 0,
    effectsUsedThisTurn: [],
    maximum,
    summoned,
  };
}

/** The record of a summon (or Set) made now. */
export function summonRecord(
  d: DuelState,
  how: SummonHow,
  from: SummonRecord['from'],
  tributes: readonly number[] = [],
): SummonRecord {
  return { how, turn: d.turn, from, tributes: [...tributes] };
}
