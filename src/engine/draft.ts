// Clone-then-mutate with copy-on-write per player. applyAction starts a draft that shares
// both player objects with the input state; `own(d, seat)` copies a player the first time
// it is about to change. Slots (monster, spell/trap) and the pending/attack records are
// never edited in place: they are replaced by new objects, so copying the arrays that
// hold them is enough. A deep-freeze test guards all of this.
import type { DuelState, PlayerState, Seat } from './types';

let source: DuelState | null = null;

function clonePlayer(p: PlayerState): PlayerState {
  return {
    lp: p.lp,
    hand: p.hand.slice(),
    deck: p.deck.slice(),
    gy: p.gy.slice(),
    extra: p.extra.slice(),
    monsters: p.monsters.slice(),
    spellTraps: p.spellTraps.slice(),
    field: p.field,
  };
}

/** A shallow working copy of s; players are copied lazily through `own`. */
export function beginDraft(s: DuelState): DuelState {
  source = s;
  return {
    schema: s.schema,
    cardData: s.cardData,
    turn: s.turn,
    turnPlayer: s.turnPlayer,
    phase: s.phase,
    players: [s.players[0], s.players[1]],
    cards: s.cards,
    inline: s.inline,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    attack: s.attack,
    lingering: s.lingering,
    frame: s.frame,
    window: s.window,
    pending: s.pending,
    winner: s.winner,
    winReason: s.winReason,
  };
}

export function endDraft(): void {
  source = null;
}

/** The player object of the draft, safe to mutate. */
export function own(d: DuelState, seat: Seat): PlayerState {
  const p = d.players[seat];
  if (source !== null && p === source.players[seat]) {
    const copy = clonePlayer(p);
    d.players[seat] = copy;
    return copy;
  }
  return p;
}
