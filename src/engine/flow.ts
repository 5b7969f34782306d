// Turn structure (R-TURN, R-DRAW, R-MAIN, R-END) and the end of the duel (R-WIN).
import { own } from './draft';
import type { DuelEvent, DuelState, PlayerState, Seat, WinReason } from './types';
import { expireLingering } from './effects/lingering';
import { duelHasScripts, scriptOf } from './effects/registry';
import { returnControl } from './effects/primitives/control';
import { damage, destroy } from './effects/primitives/moves';
import { cardDef } from './cards';
import { END_PHASE_KINDS } from './effects/words/destroyAtEndPhase/run';
import { shuffleInPlace } from './rng';
import { locateMonster, other, removeMonster, withSlot, withSpellTrap } from './zones';

const NONE: string[] = [];

export function declareWinner(
  d: DuelState,
  winner: Seat | 'draw',
  reason: WinReason,
  events: DuelEvent[],
): void {
  d.winner = winner;
  d.winReason = reason;
  d.pending = null;
  d.attack = null;
  events.push({ type: 'win', winner, reason });
}

/** Ends the duel if some player is at 0 LP (R-WIN-1, R-WIN-3). Returns true when over. */
export function checkLpLoss(d: DuelState, events: DuelEvent[]): boolean {
  if (d.winner !== null) return true;
  const zero0 = d.players[0].lp <= 0;
  const zero1 = d.players[1].lp <= 0;
  if (!zero0 && !zero1) return false;
  declareWinner(d, zero0 && zero1 ? 'draw' : zero0 ? 1 : 0, 'lp', events);
  return true;
}

/**
 * Draws n cards for player one by one (R-DRAW-3): when the Deck runs out first, the
 * player has drawn what there was and has failed the draw. Returns false on failure.
 */
export function drawCards(d: DuelState, player: Seat, n: number, events: DuelEvent[]): boolean {
  const p = own(d, player);
  for (let i = 0; i < n; i++) {
    const uid = p.deck.shift();
    if (uid === undefined) return false;
    p.hand.push(uid);
    events.push({ type: 'draw', player, card: uid });
  }
  return true;
}

/**
 * The hand size the normal draw fills up to: 5 (R-DRAW-1), or more while a face-up monster of the
 * player's says so (`continuous.normalDrawUntil`; the largest such number).
 */
function normalDrawTarget(d: DuelState, seat: Seat): number {
  let until = 5;
  if (!duelHasScripts(d)) return until;
  for (const m of d.players[seat].monsters) {
    if (!m || m.faceDown) continue;
    const c = scriptOf(d, m.uid)?.continuous;
    if (c?.normalDrawUntil !== undefined && (!c.maximumOnly || m.maximum !== null)) until = Math.max(until, c.normalDrawUntil);
  }
  return until;
}

/** Draw Phase (R-DRAW-1..3): draw up to 5 (or what a continuous effect says), or 1 when holding that many or more. */
function runDrawPhase(d: DuelState, events: DuelEvent[]): void {
  const tp = d.turnPlayer;
  d.phase = 'draw';
  events.push({ type: 'phase', phase: 'draw', player: tp });
  const hand = d.players[tp].hand.length;
  const until = normalDrawTarget(d, tp);
  const n = hand >= until ? 1 : until - hand;
  if (!drawCards(d, tp, n, events)) declareWinner(d, other(tp), 'deckout', events);
}

export function enterMainPhase(d: DuelState, events: DuelEvent[]): void {
  d.phase = 'main';
  d.pending = { kind: 'main', player: d.turnPlayer };
  events.push({ type: 'phase', phase: 'main', player: d.turnPlayer });
}

/** Clears the "this turn" records of every card on the field (R-MEFF-3, R-POS-2). */
function clearTurnRecords(d: DuelState): void {
  for (let seat: Seat = 0; seat < 2; seat++) {
    const before = d.players[seat as Seat];
    let p: PlayerState | null = null;
    for (let i = 0; i < 3; i++) {
      const m = before.monsters[i];
      if (m && (m.summonedThisTurn || m.positionChangedThisTurn || m.attacks > 0 || m.effectsUsedThisTurn.length > 0)) {
        p ??= own(d, seat as Seat);
        p.monsters[i] = withSlot(m, { summonedThisTurn: false, positionChangedThisTurn: false, attacks: 0, effectsUsedThisTurn: NONE });
      }
      const s = before.spellTraps[i];
      if (s && s.setThisTurn) {
        p ??= own(d, seat as Seat);
        p.spellTraps[i] = withSpellTrap(s, { setThisTurn: false });
      }
    }
    if (before.field && before.field.setThisTurn) (p ?? own(d, seat as Seat)).field = withSpellTrap(before.field, { setThisTurn: false });
  }
}

/**
 * "During the End Phase" effects (moveAtEndPhase): a monster still on the field goes where the
 * effect said (`to`, the Bottom of the Deck by default), and with `value` 1 that Deck is shuffled.
 */
function endPhaseEffects(d: DuelState, events: DuelEvent[]): void {
  for (const l of d.lingering) {
    if (l.kind === 'controlUntilEndPhase' && l.target !== null && l.untilTurn === d.turn) returnControl(d, l.target, l.seat, events);
    if (l.kind !== 'moveAtEndPhase' || l.target === null || l.untilTurn !== d.turn) continue;
    const at = locateMonster(d, l.target);
    if (!at) continue;
    const to = l.to ?? 'deckBottom';
    removeMonster(d, at.seat, at.zone, to, 'effect', events);
    if (l.value === 1 && (to === 'deckBottom' || to === 'deckTop')) {
      shuffleInPlace(d.rng, own(d, at.seat).deck);
      events.push({ type: 'shuffle', player: at.seat });
    }
  }
  destroyAtEndPhase(d, events);
  damageAtEndPhase(d, events);
}

/**
 * "During the End Phase, you take damage" (damageAtEndPhase): each player rule of this turn deals
 * its amount as effect damage, by the owner of the card whose effect made it and with that card's
 * kind, so a rule stopping such damage still holds (R-END-1).
 */
function damageAtEndPhase(d: DuelState, events: DuelEvent[]): void {
  for (const l of d.lingering.filter((x) => x.kind === 'damageAtEndPhase' && x.target === null && x.untilTurn === d.turn)) {
    const by = d.cards[l.source]?.owner ?? l.seat;
    damage({ state: d, self: l.source, seat: by, locals: {}, events }, l.seat, l.value, cardDef(d, l.source).kind);
  }
}

/**
 * "Destroy it during the End Phase" (destroyAtEndPhase): the face-up monsters still on the field
 * that one effect named are destroyed by it at the same time (one run of destroy events), read
 * with that effect's player and card kind, so a protection from such effects still holds.
 */
function destroyAtEndPhase(d: DuelState, events: DuelEvent[]): void {
  const due = d.lingering.filter((l) => l.kind === 'destroyAtEndPhase' && l.target !== null && l.untilTurn === d.turn);
  const done = new Set<string>();
  for (const l of due) {
    const key = `${l.source}:${l.seat}:${l.value}`;
    if (done.has(key)) continue;
    done.add(key);
    const uids = due.filter((x) => `${x.source}:${x.seat}:${x.value}` === key).flatMap((x) => {
      const at = x.target === null ? null : locateMonster(d, x.target);
      return at && !at.slot.faceDown ? [at.slot.uid] : [];
    });
    if (uids.length > 0) destroy({ state: d, self: l.source, seat: l.seat, locals: {}, events }, uids, END_PHASE_KINDS[l.value] ?? 'monster');
  }
}

/** Starts turn d.turn for d.turnPlayer: Draw Phase, then Main Phase. */
export function beginTurn(d: DuelState, events: DuelEvent[]): void {
  events.push({ type: 'turn', turn: d.turn, player: d.turnPlayer });
  runDrawPhase(d, events);
  if (d.winner === null) enterMainPhase(d, events);
}

/** End Phase (R-END-1), then the opponent's turn begins. */
export function finishTurn(d: DuelState, events: DuelEvent[]): void {
  d.phase = 'end';
  d.attack = null;
  events.push({ type: 'phase', phase: 'end', player: d.turnPlayer });
  if (d.lingering.length > 0) {
    endPhaseEffects(d, events);
    expireLingering(d);
    // R-WIN-1: damage in the End Phase may end the duel there.
    if (d.winner !== null) return;
  }
  clearTurnRecords(d);
  d.turn += 1;
  d.turnPlayer = other(d.turnPlayer);
  beginTurn(d, events);
}

/** R-TURN-2: no Battle Phase in the first turn of the duel. */
export function battlePhaseAllowed(state: DuelState): boolean {
  return state.turn > 1;
}
