// Clone-then-mutate: applyAction copies the parts of the state that can change, then
// mutates the copy. Nested objects inside slots (maximum, effectsUsedThisTurn) and the
// pending/attack records are treated as immutable and replaced, never edited in place.
import type { DuelState, PlayerState } from './types';

function clonePlayer(p: PlayerState): PlayerState {
  return {
    lp: p.lp,
    hand: p.hand.slice(),
    deck: p.deck.slice(),
    gy: p.gy.slice(),
    extra: p.extra.slice(),
    monsters: p.monsters.map((m) => (m ? { ...m } : null)),
    spellTraps: p.spellTraps.map((s) => (s ? { ...s } : null)),
    field: p.field ? { ...p.field } : null,
  };
}

export function cloneState(s: DuelState): DuelState {
  return {
    schema: s.schema,
    turn: s.turn,
    turnPlayer: s.turnPlayer,
    phase: s.phase,
    players: [clonePlayer(s.players[0]), clonePlayer(s.players[1])],
    cards: s.cards,
    inline: s.inline,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    attack: s.attack,
    pending: s.pending,
    winner: s.winner,
    winReason: s.winReason,
  };
}
