// Trap windows (R-TIME-3, R-TRAP-4): after an action, the non-turn player may activate one
// Trap that answers it; only if they do not, the turn player may. A window opens only for
// a player who has a Trap that can be activated now.
import type { DuelEvent, DuelState, Seat } from '../types';
import { other } from '../zones';
import { trapActivations } from './activate';

function ask(d: DuelState, seat: Seat, events: DuelEvent[], asked: Seat[]): boolean {
  const traps = trapActivations(d, seat, events);
  if (traps.length === 0) return false;
  const uids: number[] = [];
  for (const t of traps) if (t.type === 'activate' && !uids.includes(t.card)) uids.push(t.card);
  d.window = { events, asked };
  d.pending = { kind: 'respond', player: seat, traps: uids };
  return true;
}

/**
 * Whether some player has a card that trapActivations could offer: a face-down Spell/Trap not
 * Set this turn (R-TRAP-2). A cheap test before copying the events for a window.
 */
export function trapMayAnswer(d: DuelState): boolean {
  for (const p of d.players) for (const s of p.spellTraps) if (s && s.faceDown && !s.setThisTurn) return true;
  return false;
}

/** Opens the window for the events of the last action, if anybody can answer them. */
export function openTrapWindow(d: DuelState, events: DuelEvent[]): boolean {
  if (events.length === 0 || d.winner !== null) return false;
  const ntp = other(d.turnPlayer);
  return ask(d, ntp, events, [ntp]) || ask(d, d.turnPlayer, events, [ntp, d.turnPlayer]);
}

/** The asked player passes: the turn player gets the same window, or it closes. */
export function passTrapWindow(d: DuelState): void {
  const w = d.window;
  d.pending = null;
  if (w && w.asked.length === 1 && ask(d, d.turnPlayer, w.events, [...w.asked, d.turnPlayer])) return;
  d.window = null;
}
