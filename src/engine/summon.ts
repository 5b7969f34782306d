// Normal Summon, Set and Tribute Summon (R-NS) and MAXIMUM Summon (R-MAX).
// check* functions say why an action is not allowed (null = allowed); perform* apply it.
import { own } from './draft';
import { cardDef, cardName, isExtraDeckMonster, tributesNeeded } from './cards';
import type { Action, DuelEvent, DuelState, Pending, Seat } from './types';
import { findMonster, freeMonsterZones, hasMaximum, monsterCount, newSlot, removeMonster, takeFromHand } from './zones';
import { playerRule } from './effects/lingering';
import { scriptOf } from './effects/registry';
import { defPasses } from './effects/doc/select';

type SummonAction = Extract<Action, { type: 'summon' }>;
type RuleSummonAction = Extract<Action, { type: 'ruleSummon' }>;

/** Tributes a Normal Summon of card uid needs now: R-NS-4, unless its own rule says otherwise. */
export function tributesFor(state: DuelState, seat: Seat, uid: number): number {
  const needed = tributesNeeded(cardDef(state, uid));
  if (needed === 0) return 0;
  const rule = scriptOf(state, uid)?.summon?.noTributes;
  return rule && rule({ state, self: uid, seat, locals: {} }) ? 0 : needed;
}

/**
 * How many Tributes a monster is worth for this summon (R-NS-6: some count as 2): a
 * `tributeValue` modifier on it whose filter the summoned monster passes (a filter's
 * `position` is the position of the summon; a Set is face-down Defense).
 */
export function tributeValue(state: DuelState, tribute: number, summoned: number, position: 'attack' | 'set'): number {
  if (state.lingering.length === 0) return 1;
  let best = 1;
  for (const l of state.lingering) {
    if (l.target !== tribute || l.kind !== 'tributeValue' || l.value <= best) continue;
    const f = l.filter ?? {};
    const pos = f.position;
    if (pos && (pos === 'attack') !== (position === 'attack')) continue;
    if (f.faceUp === true && position === 'set') continue;
    if (defPasses(cardDef(state, summoned), { ...f, position: undefined, faceUp: undefined })) best = l.value;
  }
  return best;
}

/**
 * What is wrong with naming these Tributes at once for a Normal Summon or Set of `summoned`
 * (R-NS-4, R-NS-6); null when they are exactly enough. Counts Tribute value, not cards: the
 * list must reach the number needed, and none of the monsters named may be left over.
 */
export function tributeListProblem(
  state: DuelState,
  seat: Seat,
  summoned: number,
  position: 'attack' | 'set',
  tributes: readonly number[],
): string | null {
  const def = cardDef(state, summoned);
  const needed = tributesFor(state, seat, summoned);
  if (needed === 0) {
    if (tributes.length === 0) return null;
    return tributesNeeded(def) === 0
      ? `${def.name} is Level ${def.level ?? 0}: it needs no Tributes (R-NS-3).`
      : `${def.name} needs no Tributes now: its own rule lets it be Normal Summoned without them (R-NS-4).`;
  }
  const worth = tributes.map((t) => tributeValue(state, t, summoned, position));
  const total = worth.reduce((a, b) => a + b, 0);
  if (total >= needed && worth.every((w) => total - w < needed)) return null;
  const plural = needed > 1 ? 's' : '';
  if (worth.every((w) => w === 1)) {
    return `A Level ${def.level ?? 0} monster needs exactly ${needed} Tribute${plural}, not ${tributes.length} (R-NS-4).`;
  }
  return `A Level ${def.level ?? 0} monster needs exactly ${needed} Tribute${plural}, not ${tributes.length} monster${tributes.length === 1 ? '' : 's'} worth ${total} (R-NS-4, R-NS-6).`;
}

/** The Tribute value of all of seat's monsters for this summon. */
export function tributeCapacity(state: DuelState, seat: Seat, summoned: number, position: 'attack' | 'set'): number {
  let n = 0;
  for (const m of state.players[seat].monsters) if (m) n += tributeValue(state, m.uid, summoned, position);
  return n;
}
type MaximumAction = Extract<Action, { type: 'maximumSummon' }>;

export function checkSummon(state: DuelState, seat: Seat, a: SummonAction): string | null {
  const p = state.players[seat];
  if (!p.hand.includes(a.card)) return 'That card is not in your hand.';
  const def = cardDef(state, a.card);
  if (def.kind !== 'monster') return `${def.name} is not a monster: Set it in a Spell & Trap Zone instead.`;
  if (isExtraDeckMonster(def)) return `${def.name} cannot be Normal Summoned or Set (R-NS-7).`;
  if (a.position !== 'attack' && a.position !== 'set') return 'Choose Summon (attack) or Set.';
  if (playerRule(state, seat, 'noNormalSummon')) return 'An effect stops you from Normal Summoning or Setting this turn.';
  const needed = tributesFor(state, seat, a.card);
  if (needed === 0) {
    const free = freeMonsterZones(p);
    if (free.length === 0) {
      return `You have no free Monster Zone for ${def.name} (R-NS-3).`;
    }
    if (a.zone === undefined) return `Choose a free Monster Zone for ${def.name}.`;
    if (!free.includes(a.zone)) return `Monster Zone ${a.zone + 1} is not free.`;
    return null;
  }
  if (a.zone !== undefined) return `${def.name} is Tribute Summoned: its zone is chosen after the Tributes.`;
  const have = monsterCount(p);
  if (tributeCapacity(state, seat, a.card, a.position) < needed) {
    return `A Level ${def.level ?? 0} monster needs ${needed} Tribute${needed > 1 ? 's' : ''} and you control only ${have} monster${have === 1 ? '' : 's'} (R-NS-4${needed === 2 && hasMaximum(p) ? ', R-MAX-12' : ''}).`;
  }
  return null;
}

function place(
  d: DuelState,
  seat: Seat,
  uid: number,
  zone: number,
  position: 'attack' | 'set',
  how: 'normal' | 'tribute',
  events: DuelEvent[],
): void {
  const faceDown = position === 'set';
  const pos = faceDown ? 'defense' : 'attack';
  own(d, seat).monsters[zone] = newSlot(uid, pos, faceDown);
  events.push({ type: 'summon', player: seat, card: uid, how, zone, position: pos, faceDown });
}

export function performSummon(d: DuelState, seat: Seat, a: SummonAction, events: DuelEvent[]): void {
  const needed = tributesFor(d, seat, a.card);
  if (needed === 0) {
    takeFromHand(own(d, seat), a.card);
    place(d, seat, a.card, a.zone as number, a.position, 'normal', events);
    return;
  }
  // Tributes are picked one at a time and only sent when the last one is picked,
  // so cancelling part-way changes nothing (R-NS-5).
  d.pending = { kind: 'tribute', player: seat, card: a.card, position: a.position, needed, chosen: [] };
}

export function checkTributeSelect(state: DuelState, seat: Seat, uid: number): string | null {
  const pend = state.pending;
  if (pend?.kind !== 'tribute') return 'Nothing is being Tributed now.';
  if (findMonster(state.players[seat], uid) < 0) return 'You can only Tribute monsters you control (R-NS-5).';
  if (pend.chosen.includes(uid)) return `${cardName(state, uid)} is already chosen as a Tribute.`;
  if (pend.chosen.length > 0 && tributeValue(state, uid, pend.card, pend.position) >= pend.needed) {
    return `${cardName(state, uid)} alone is enough Tributes: choose it first, or choose others (R-NS-6).`;
  }
  return null;
}

export function performTributeSelect(
  d: DuelState,
  pend: Extract<Pending, { kind: 'tribute' }>,
  uid: number,
  events: DuelEvent[],
): void {
  const seat = pend.player;
  const chosen = [...pend.chosen, uid];
  let worth = 0;
  for (const c of chosen) worth += tributeValue(d, c, pend.card, pend.position);
  if (worth < pend.needed) {
    d.pending = { ...pend, chosen };
    return;
  }
  const p = own(d, seat);
  for (const t of chosen) removeMonster(d, seat, findMonster(p, t), 'gy', 'tribute', events);
  takeFromHand(p, pend.card);
  const zone = freeMonsterZones(p)[0] as number;
  place(d, seat, pend.card, zone, pend.position, 'tribute', events);
  d.pending = null;
}

export function checkMaximumSummon(state: DuelState, seat: Seat, a: MaximumAction): string | null {
  const p = state.players[seat];
  if (!p.hand.includes(a.card)) return 'The MAXIMUM center piece must be in your hand (R-MAX-3).';
  const def = cardDef(state, a.card);
  const m = def.maximum;
  if (def.kind !== 'monster' || !m || m.role !== 'center') {
    return `${def.name} is not the center piece of a MAXIMUM set.`;
  }
  const left = p.hand.includes(a.left) ? cardDef(state, a.left) : null;
  const right = p.hand.includes(a.right) ? cardDef(state, a.right) : null;
  if (!left || left.id !== m.left || !right || right.id !== m.right) {
    return `${def.name} needs its [L] and [R] pieces in your hand too (R-MAX-2, R-MAX-3).`;
  }
  // Copies of a piece are interchangeable: the summon always uses the first copy of each in
  // hand, so there is exactly one MAXIMUM Summon per center name (legalActions lists it).
  const first = (id: number): number | undefined => p.hand.find((u) => cardDef(state, u).id === id);
  if (first(def.id) !== a.card || first(m.left) !== a.left || first(m.right) !== a.right) {
    return `Copies of a MAXIMUM piece are interchangeable: the summon uses the first copy of each piece in your hand.`;
  }
  return null;
}

export function performMaximumSummon(
  d: DuelState,
  seat: Seat,
  a: MaximumAction,
  events: DuelEvent[],
): void {
  const p = own(d, seat);
  // R-MAX-4: every monster you control goes to the GY by rule first.
  for (let z = 0; z < 3; z++) if (p.monsters[z]) removeMonster(d, seat, z, 'gy', 'rule', events);
  takeFromHand(p, a.card);
  takeFromHand(p, a.left);
  takeFromHand(p, a.right);
  p.monsters[1] = newSlot(a.card, 'attack', false, { left: a.left, right: a.right });
  events.push({ type: 'summon', player: seat, card: a.card, how: 'maximum', zone: 1, position: 'attack', faceDown: false });
}

export function checkRuleSummon(state: DuelState, seat: Seat, a: RuleSummonAction): string | null {
  const p = state.players[seat];
  if (!p.hand.includes(a.card)) return 'That card is not in your hand.';
  const rule = scriptOf(state, a.card)?.summon?.fromHand;
  const name = cardDef(state, a.card).name;
  if (!rule) return `${name} has no rule that Special Summons it from the hand.`;
  if (!rule.condition({ state, self: a.card, seat, locals: {} })) return `${name}'s summoning condition is not met.`;
  if (!freeMonsterZones(p).includes(a.zone)) return `Monster Zone ${a.zone + 1} is not free (R-SS-3).`;
  return null;
}

/** A summon the card's own rule text allows (R-MAIN-1), e.g. from the hand in Defense Position. */
export function performRuleSummon(d: DuelState, seat: Seat, a: RuleSummonAction, events: DuelEvent[]): void {
  const rule = scriptOf(d, a.card)?.summon?.fromHand;
  const position = rule?.position ?? 'attack';
  takeFromHand(own(d, seat), a.card);
  own(d, seat).monsters[a.zone] = newSlot(a.card, position, false);
  events.push({ type: 'summon', player: seat, card: a.card, how: 'special', zone: a.zone, position, faceDown: false });
}
