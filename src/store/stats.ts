// Duel statistics for the end screen, counted from engine events.
import type { DuelEvent, Seat } from '../engine';
import type { SavedStats } from '../persist/savedDuel';

/** The end screen's counts: the saved-game format's shape (src/persist/savedDuel.ts). */
export type DuelStats = SavedStats;

export const EMPTY_STATS: DuelStats = {
  damageTaken: [0, 0],
  summons: [0, 0],
  destroyed: [0, 0],
  attacks: [0, 0],
};

function bump(pair: [number, number], seat: Seat, by = 1): [number, number] {
  const out: [number, number] = [pair[0], pair[1]];
  out[seat] += by;
  return out;
}

export function addStats(s: DuelStats, events: readonly DuelEvent[]): DuelStats {
  let out = s;
  for (const e of events) {
    if (e.type === 'damage' && e.reason === 'cost') out = { ...out, lpPaid: bump(out.lpPaid ?? [0, 0], e.player, e.amount) };
    else if (e.type === 'damage') out = { ...out, damageTaken: bump(out.damageTaken, e.player, e.amount) };
    else if (e.type === 'summon') out = { ...out, summons: bump(out.summons, e.player) };
    else if (e.type === 'destroy') out = { ...out, destroyed: bump(out.destroyed, e.player) };
    else if (e.type === 'attack' && !e.replay) out = { ...out, attacks: bump(out.attacks, e.player) };
  }
  return out;
}
