// Saving the duel in progress and turning a finished one into a replay. A duel is saved
// whenever the board on show has caught up with the engine (state and log agree), so a
// reload resumes exactly there: same state (RNG included), same log, same action list.
// From the engine's index, not play.ts: saving stays out of the first screen's JS (this file
// loads with boot(), after the first paint).
import { deserialize, ENGINE_VERSION, serialize, type DuelState, type Seat } from '../engine';
import type { DuelRecord, ReplayRecord } from '../persist/records';
import type { Persistence } from '../persist/storage';
import type { DuelStore, DuelUi, Restore } from './duelStore';
import { setupDecks, type DuelSetup, type Started } from './duelSetup';
import { builtinRuleset } from '../cards/ruleset';
import { keptLog } from './logText';

// One queue for every write of the duel in progress, so a "clear" never lands before a save.
let chain: Promise<void> = Promise.resolve();
export function queueDuelWrite(f: () => Promise<void>): void {
  chain = chain.then(f).catch(() => undefined);
}

export function duelRecordOf(setup: DuelSetup, s: DuelUi, now: number): DuelRecord {
  return { savedAt: now, setup, state: serialize(s.state), log: s.log, actions: s.actions, stats: s.stats };
}

export type Resumable = { ok: true; setup: DuelSetup; started: Started; restore: Restore } | { ok: false; error: string };

export function resumeFrom(rec: DuelRecord, seed: number): Resumable {
  const r = deserialize(rec.state, builtinRuleset());
  if (!r.ok) return { ok: false, error: r.error };
  const state: DuelState = r.state;
  return { ok: true, setup: rec.setup, started: { state, events: [], seed, actions: rec.actions }, restore: { log: keptLog(rec.log), stats: rec.stats } };
}

/** The seed a resumed duel reports: its setup's, or 0 for a scenario (kept in its text). */
export function setupSeed(setup: DuelSetup): number {
  return setup.kind === 'scenario' ? 0 : setup.seed;
}

/** A finished duel as a replay; null when it did not start from two deck lists (a scenario). */
export function replayOf(setup: DuelSetup, s: DuelUi, id: string, now: number): ReplayRecord | null {
  const base = setupDecks(setup);
  const w = s.state.winner;
  if (!base || w === null) return null;
  const concededBy: Seat | null = s.state.winReason === 'concede' && w !== 'draw' ? (w === 0 ? 1 : 0) : null;
  return {
    id,
    finished: now,
    engine: ENGINE_VERSION,
    seed: base.seed,
    decks: [
      { main: base.decks[0].main, extra: base.decks[0].extra },
      { main: base.decks[1].main, extra: base.decks[1].extra },
    ],
    names: [base.decks[0].name, base.decks[1].name],
    actions: s.actions,
    concededBy,
    winner: w,
    turns: s.state.turn,
  };
}

/**
 * Keeps the stored duel in step with the store: saved whenever it settles, and once it is
 * over, saved as a replay and cleared. Writes are chained so they land in order.
 */
export function watchDuel(store: DuelStore, setup: DuelSetup, storage: Persistence, newId: () => string, onReplay: (r: ReplayRecord) => void): () => void {
  let saved: DuelState | null = null;
  const later = queueDuelWrite;
  const check = (s: DuelUi): void => {
    if (s.shown !== s.state || s.state === saved) return;
    saved = s.state;
    if (s.state.winner === null) {
      const rec = duelRecordOf(setup, s, Date.now());
      later(() => storage.putDuel(rec));
      return;
    }
    const replay = replayOf(setup, s, newId(), Date.now());
    later(() => storage.clearDuel());
    if (replay) {
      later(() => storage.putReplay(replay));
      onReplay(replay);
    }
  };
  check(store.getState());
  return store.subscribe(check);
}
