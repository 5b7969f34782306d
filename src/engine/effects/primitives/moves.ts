// Moving cards by card effects: destroy, send, return, summon, draw, damage. Every move
// goes through zones.ts so MAXIMUM pieces, Equip Spells and Extra Deck monsters follow
// the rules (R-MAX-16, R-EQ-6, R-FUS-5).
import { cardDef } from '../../cards';
import { own } from '../../draft';
import { checkLpLoss, declareWinner, drawCards } from '../../flow';
import { shuffleInPlace } from '../../rng';
import { auraFlag, aurasOn } from '../../stats';
import type { BattlePosition, DuelState, Place, Seat } from '../../types';
import { dropEquipsOf, freeMonsterZones, freeSpellTrapZones, locateMonster, newSlot, other, putCard, removeMonster, summonRecord, takeFromHand, withSlot } from '../../zones';
import { forgetMonster, lingerHas } from '../lingering';
import { specialSummonForbidden, summonPosition } from '../summonLocks';
import { lastKnown } from '../lastKnown';
import { duelHasScripts, scriptOf } from '../registry';
import { shownId } from '../names';
import { effectDamageStopped } from '../turnLocks';
import { recordReverse } from '../turnLog';
import { effectDamageAfterRules } from '../damageRules';
import type { Ctx } from '../types';

/** Where a card is right now (not the field): its owner's pile and position. */
function findInPiles(d: DuelState, uid: number): { seat: Seat; place: 'hand' | 'deck' | 'gy' | 'extra' } | null {
  for (const seat of [0, 1] as const) {
    for (const place of ['hand', 'deck', 'gy', 'extra'] as const) {
      if (d.players[seat][place].includes(uid)) return { seat, place };
    }
  }
  return null;
}

function findSpellTrap(d: DuelState, uid: number): { seat: Seat; zone: number | 'field' } | null {
  for (const seat of [0, 1] as const) {
    const p = d.players[seat];
    const z = p.spellTraps.findIndex((s) => s?.uid === uid);
    if (z >= 0) return { seat, zone: z };
    if (p.field?.uid === uid) return { seat, zone: 'field' };
  }
  return null;
}

/** Moves any card (field or pile) to hand, deck or GY. Returns false if it is not there. */
export function moveCard(ctx: Ctx, uid: number, to: 'hand' | 'deckTop' | 'deckBottom' | 'gy', reason: 'effect' | 'cost' | 'discard' = 'effect'): boolean {
  const d = ctx.state;
  const m = locateMonster(d, uid);
  if (m) {
    removeMonster(d, m.seat, m.zone, to, reason, ctx.events);
    return true;
  }
  const st = findSpellTrap(d, uid);
  if (st) {
    const p = own(d, st.seat);
    if (st.zone === 'field') p.field = null;
    else p.spellTraps[st.zone] = null;
    // A card that leaves the field is a new card: its temporary effects end (R-MEFF-4).
    forgetMonster(d, uid);
    const placed = putCard(d, uid, to);
    // A lock on this card (`noActivate`) ends as it leaves the field.
    forgetMonster(d, uid);
    ctx.events.push({ type: 'move', card: uid, player: st.seat, from: st.zone === 'field' ? 'field' : 'spellTrap', to: placed, reason });
    return true;
  }
  const at = findInPiles(d, uid);
  if (!at) return false;
  const p = own(d, at.seat);
  const list = p[at.place];
  list.splice(list.indexOf(uid), 1);
  const placed = putCard(d, uid, to);
  ctx.events.push({ type: 'move', card: uid, player: at.seat, from: at.place as Place, to: placed, reason });
  return true;
}

export function shuffleDeck(ctx: Ctx, seat: Seat): void {
  shuffleInPlace(ctx.state.rng, own(ctx.state, seat).deck);
  ctx.events.push({ type: 'shuffle', player: seat });
}

/** Whether a face-up monster of seat's field shields seat's Spell/Trap Cards (face-down or face-up ones only) from the opponent's effects. */
function spellTrapShielded(d: DuelState, seat: Seat, faceDown: boolean): boolean {
  return d.players[seat].monsters.some((m) => {
    if (!m || m.faceDown) return false;
    const c = scriptOf(d, m.uid)?.continuous;
    return c?.shieldsSpellTraps !== undefined && (c.shieldsSpellTraps === 'all' || (c.shieldsSpellTraps === 'faceDown') === faceDown) && (!c.maximumOnly || m.maximum !== null);
  });
}

/**
 * Whether a face-up card of seat's field (a monster, the Field Spell, a face-up Spell/Trap) keeps
 * seat's Spell/Trap Card uid from being destroyed by an effect of `by`'s card (`continuous.guardsSpellTraps`).
 */
function spellTrapGuarded(d: DuelState, seat: Seat, uid: number, by: Seat): boolean {
  if (!duelHasScripts(d)) return false;
  const p = d.players[seat];
  const guards = (src: number): boolean => scriptOf(d, src)?.continuous?.guardsSpellTrap?.({ state: d, self: src, seat, locals: {} }, uid, by) ?? false;
  if (p.monsters.some((m) => m !== null && !m.faceDown && guards(m.uid))) return true;
  if (p.field && !p.field.faceDown && guards(p.field.uid)) return true;
  return p.spellTraps.some((s) => s !== null && !s.faceDown && guards(s.uid));
}

/** Whether an effect of ctx's card can destroy card uid (protections from auras and effects). */
export function canDestroyByEffect(ctx: Ctx, uid: number, kind: 'monster' | 'spell' | 'trap'): boolean {
  const d = ctx.state;
  const m = locateMonster(d, uid);
  if (!m) {
    const st = findSpellTrap(d, uid);
    if (!st) return true;
    if (spellTrapGuarded(d, st.seat, uid, ctx.seat)) return false;
    // A face-up Spell/Trap an effect made safe from destruction by effects this turn (`modify` `effectImmune`).
    const here = st.zone === 'field' ? d.players[st.seat].field : d.players[st.seat].spellTraps[st.zone];
    if (here && !here.faceDown && d.lingering.length > 0 && lingerHas(d, uid, 'effectImmune')) return false;
    if (st.seat === ctx.seat) return true;
    const p = d.players[st.seat];
    const slot = st.zone === 'field' ? p.field : p.spellTraps[st.zone];
    return !spellTrapShielded(d, st.seat, slot?.faceDown === true);
  }
  if (lingerHas(d, uid, 'effectImmune')) return false;
  if (m.seat !== ctx.seat && lingerHas(d, uid, 'opponentEffectImmune')) return false;
  if (m.seat !== ctx.seat && kind === 'trap' && lingerHas(d, uid, 'opponentTrapImmune')) return false;
  return !aurasOn(d, m.slot).some((a) => a.effectImmune?.(ctx.seat, kind, ctx.self));
}

/**
 * A once-only protection (`opponentTrapImmuneOnce`) that stops this destruction: the first effect
 * of an opponent's Trap that would destroy the monster. Stopping it uses the protection up.
 */
function usedOnceShield(ctx: Ctx, uid: number, kind: 'monster' | 'spell' | 'trap'): boolean {
  const d = ctx.state;
  const m = locateMonster(d, uid);
  if (!m || m.seat === ctx.seat || kind !== 'trap') return false;
  const i = d.lingering.findIndex((l) => l.target === uid && l.kind === 'opponentTrapImmuneOnce');
  if (i < 0) return false;
  d.lingering = d.lingering.filter((_, k) => k !== i);
  return true;
}

/**
 * Destroys the cards by this effect at the same time; returns the ones destroyed. `kind`: the
 * card kind of the effect (by default the resolving effect's; an End Phase destruction names it).
 */
export function destroy(ctx: Ctx, uids: readonly number[], kind: 'monster' | 'spell' | 'trap' = frameKind(ctx)): number[] {
  const d = ctx.state;
  const hit = uids.filter((u) => (locateMonster(d, u) || findSpellTrap(d, u)) && canDestroyByEffect(ctx, u, kind) && !usedOnceShield(ctx, u, kind));
  // All destroy events first, then the moves: the cards destroyed at the same time are one run of events.
  for (const u of hit) {
    const m = locateMonster(d, u);
    const seat = m?.seat ?? findSpellTrap(d, u)?.seat ?? ctx.seat;
    if (m) {
      const was = lastKnown(d, m.slot);
      ctx.events.push({ type: 'destroy', card: u, player: seat, reason: 'effect', by: ctx.seat, position: m.slot.position, faceDown: m.slot.faceDown, source: kind, ...(was ? { was } : {}) });
    }
    else ctx.events.push({ type: 'destroy', card: u, player: seat, reason: 'effect', by: ctx.seat, source: kind });
  }
  for (const u of hit) moveCard(ctx, u, 'gy');
  return hit;
}

function frameKind(ctx: Ctx): 'monster' | 'spell' | 'trap' {
  return ctx.state.frame?.kind ?? 'monster';
}

/** Its own rule "can be Special Summoned only by the effect of X" (`onlyBy`) allows a summon by card `by` (none: a rule's own summon). */
export function ownRuleAllows(d: DuelState, uid: number, by: number | undefined): boolean {
  const only = scriptOf(d, uid)?.summon?.onlyBy;
  return !only || (by !== undefined && only.includes(shownId(d, by)));
}

/** How a Special Summon is made, when not the usual way (seat's own field, face-up, by a rule). */
export interface SummonWay {
  /** The field it goes to: the other one for "to your opponent's field" (the zone is looked for there). */
  field?: Seat;
  /** The card whose effect summons it (for a monster summoned "only by the effect of X"). */
  byCard?: number;
  /** A face-down Defense Position summon (a lock of face-up Special Summons leaves it allowed). */
  faceDown?: boolean;
}

/**
 * R-SS-3 and continuous locks: can seat Special Summon card uid from where it is now? The locks
 * read are the summoning player's (R-SS-1), wherever the card goes.
 */
export function canSpecialSummon(d: DuelState, seat: Seat, uid: number, zonesFreedFirst = 0, way: SummonWay = {}): boolean {
  const { field = seat, byCard: by, faceDown = false } = way;
  // zonesFreedFirst: zones a cost not yet paid will free (an activation's check, choiceRules.ts).
  if (freeMonsterZones(d.players[field]).length + zonesFreedFirst === 0) return false;
  const def = cardDef(d, uid);
  if (def.kind !== 'monster') return false;
  const fromGy = d.players[0].gy.includes(uid) || d.players[1].gy.includes(uid);
  const fromHand = d.players[0].hand.includes(uid) || d.players[1].hand.includes(uid);
  const fromDeck = d.players[0].deck.includes(uid) || d.players[1].deck.includes(uid);
  if (specialSummonForbidden(d, seat, def, fromHand ? 'hand' : fromGy ? 'gy' : fromDeck ? 'deck' : 'other', faceDown)) return false;
  // Its own rule: "cannot be Special Summoned" (from the GY).
  const own = scriptOf(d, uid)?.summon?.cannotSpecialSummon;
  return !(own === 'always' || (own === 'fromGy' && fromGy)) && ownRuleAllows(d, uid, by);
}

/**
 * Special Summons uid to seat's first free zone. Returns false if it cannot. `by`: the player
 * who Special Summons it when that is not `seat` ("Special Summon ... to your opponent's field"):
 * their locks apply, and the summon event names them as `by`. Its owner never changes (R-CARD-8).
 */
export function specialSummon(ctx: Ctx, uid: number, position: BattlePosition = 'attack', seat: Seat = ctx.seat, faceDown = false, by: Seat = seat): boolean {
  const d = ctx.state;
  if (!canSpecialSummon(d, by, uid, 0, { field: seat, byCard: ctx.self, faceDown })) return false;
  const at = findInPiles(d, uid);
  if (!at) return false;
  const p = own(d, at.seat);
  const list = p[at.place];
  list.splice(list.indexOf(uid), 1);
  const zone = freeMonsterZones(own(d, seat))[0] as number;
  // R-SS-2: a lock of Attack Position summons makes it a face-up Defense Position one (summonLocks.ts ATTACK_ONLY).
  if (!faceDown) position = summonPosition(d, by, cardDef(d, uid), at.place, position);
  // Face-down only in Defense Position (a face-down Defense Position Special Summon).
  own(d, seat).monsters[zone] = newSlot(uid, position, faceDown, null, summonRecord(d, 'special', at.place));
  ctx.events.push({ type: 'summon', player: seat, card: uid, how: 'special', zone, position, faceDown, ...(by !== seat ? { by } : {}) });
  return true;
}

/** Draws n for seat; a player who cannot complete the draw loses (R-WIN-2). */
export function draw(ctx: Ctx, n: number, seat: Seat = ctx.seat): void {
  if (!drawCards(ctx.state, seat, n, ctx.events)) declareWinner(ctx.state, other(seat), 'deckout', ctx.events);
}

/** Effect damage; a player at 0 loses at once (R-WIN-1, R-WIN-4). `kind`: the card kind of the effect (the running one's by default). Returns the damage really dealt (0 when none). */
export function damage(ctx: Ctx, seat: Seat, dealt: number, kind: 'monster' | 'spell' | 'trap' = frameKind(ctx)): number {
  // R-WIN-1 / R-WIN-4: once a player has lost, nothing further is processed.
  if (dealt <= 0 || ctx.state.winner !== null) return 0;
  if (ctx.state.lingering.length > 0 && effectDamageStopped(ctx.state, seat, ctx.seat, kind)) return 0;
  const amount = effectDamageAfterRules(ctx.state, seat, ctx.seat, ctx.self, dealt);
  if (amount <= 0) return 0;
  const p = own(ctx.state, seat);
  p.lp = Math.max(0, p.lp - amount);
  ctx.events.push({ type: 'damage', player: seat, amount, lp: p.lp, reason: 'effect' });
  checkLpLoss(ctx.state, ctx.events);
  return amount;
}

/** One instruction that damages both players at once (R-WIN-3: both at 0 is a draw). */
export function damageBoth(ctx: Ctx, toSelf: number, toOpponent: number): void {
  if (ctx.state.winner !== null) return;
  for (const [seat, dealt] of [[ctx.seat, toSelf], [other(ctx.seat), toOpponent]] as const) {
    if (dealt <= 0 || (ctx.state.lingering.length > 0 && effectDamageStopped(ctx.state, seat, ctx.seat, frameKind(ctx)))) continue;
    const amount = effectDamageAfterRules(ctx.state, seat, ctx.seat, ctx.self, dealt);
    if (amount <= 0) continue;
    const p = own(ctx.state, seat);
    p.lp = Math.max(0, p.lp - amount);
    ctx.events.push({ type: 'damage', player: seat, amount, lp: p.lp, reason: 'effect' });
  }
  checkLpLoss(ctx.state, ctx.events);
}

/** A player gains LP by an effect. */
export function gainLp(ctx: Ctx, seat: Seat, amount: number): void {
  if (amount <= 0 || ctx.state.winner !== null) return;
  const p = own(ctx.state, seat);
  p.lp += amount;
  ctx.events.push({ type: 'gainLp', player: seat, amount, lp: p.lp });
}

export function payLp(ctx: Ctx, amount: number): void {
  const p = own(ctx.state, ctx.seat);
  p.lp = Math.max(0, p.lp - amount);
  ctx.events.push({ type: 'damage', player: ctx.seat, amount, lp: p.lp, reason: 'cost' });
  checkLpLoss(ctx.state, ctx.events);
}

/** Sends cards from a hand (its owner's, either player's) to the GY; a card no longer in a hand is skipped. */
export function discardFromHand(ctx: Ctx, uids: readonly number[]): void {
  for (const u of uids) {
    const seat: Seat | undefined = ctx.state.players[ctx.seat].hand.includes(u) ? ctx.seat : ctx.state.players[other(ctx.seat)].hand.includes(u) ? other(ctx.seat) : undefined;
    if (seat === undefined) continue;
    takeFromHand(own(ctx.state, seat), u);
    putCard(ctx.state, u, 'gy');
    ctx.events.push({ type: 'move', card: u, player: seat, from: 'hand', to: 'gy', reason: 'discard' });
  }
}


/**
 * Whether an effect of ctx's player cannot change monster uid to Defense Position: a face-up
 * Attack Position monster of the other player under a continuous `keepsAttackPosition`.
 */
export function defenseLocked(ctx: { state: DuelState; seat: Seat }, uid: number): boolean {
  const at = locateMonster(ctx.state, uid);
  if (!at || at.seat === ctx.seat || at.slot.faceDown || at.slot.position !== 'attack') return false;
  return auraFlag(ctx.state, at.slot, 'keepsAttackPosition');
}

/**
 * Changes a monster's position by an effect (R-POS-5: it does not use up the player's own
 * change). A MAXIMUM monster is never changed (R-MAX-13). Turning it face-down ends its
 * Equip Spells (R-EQ-8) and its temporary effects (R-MEFF-4).
 */
export function setPosition(ctx: Ctx, uid: number, position: BattlePosition, faceDown: boolean): boolean {
  const d = ctx.state;
  const at = locateMonster(d, uid);
  if (!at || at.slot.maximum) return false;
  if (position === 'defense' && defenseLocked(ctx, uid)) return false;
  own(d, at.seat).monsters[at.zone] = withSlot(at.slot, {
    position,
    faceDown,
    ...(faceDown ? { effectsUsedThisTurn: [] } : {}),
  });
  ctx.events.push({ type: 'position', card: uid, player: at.seat, position, faceDown, reason: 'effect' });
  if (!faceDown && at.slot.faceDown) recordReverse(d, at.seat, uid);
  if (faceDown && !at.slot.faceDown) {
    dropEquipsOf(d, uid, ctx.events);
    forgetMonster(d, uid);
  }
  return true;
}

/**
 * Places an Equip Spell from a pile face-up in the first free Spell & Trap Zone of the effect's
 * player, equipping the monster `target` (R-EQ-3): placed, not activated. False when no zone is
 * free or the card is in no pile.
 */
export function placeEquipFrom(ctx: Ctx, uid: number, target: number): boolean {
  const d = ctx.state;
  const zone = freeSpellTrapZones(d.players[ctx.seat])[0];
  const at = findInPiles(d, uid);
  if (zone === undefined || !at) return false;
  const list = own(d, at.seat)[at.place];
  list.splice(list.indexOf(uid), 1);
  own(d, ctx.seat).spellTraps[zone] = { uid, faceDown: false, setThisTurn: false, equippedTo: target };
  ctx.events.push({ type: 'move', card: uid, player: at.seat, from: at.place, to: 'spellTrap', reason: 'effect' });
  return true;
}

/** Sets a Spell or Trap from a pile (e.g. the GY) into seat's first free Spell & Trap Zone. */
export function setSpellTrapFrom(ctx: Ctx, uid: number, seat: Seat = ctx.seat): boolean {
  const d = ctx.state;
  const zone = freeSpellTrapZones(d.players[seat])[0];
  const at = findInPiles(d, uid);
  if (zone === undefined || !at) return false;
  const list = own(d, at.seat)[at.place];
  list.splice(list.indexOf(uid), 1);
  own(d, seat).spellTraps[zone] = { uid, faceDown: true, setThisTurn: true, equippedTo: null };
  ctx.events.push({ type: 'set', player: seat, card: uid, zone });
  return true;
}
