// The match being played (docs/match.md): created from the start screen, saved in IndexedDB
// after every change (meta 'match'); a finished one moves to the kept matches (meta
// 'matches', newest first, with its duels' replays). Each duel is an ordinary duel of
// the app (appStore.startSetup), so it is saved and resumed like any other.
import { create } from 'zustand';
import type { AiLevel } from '../ai/protocol';
import type { DeckCards } from '../decks/types';
import type { Seat } from '../engine';
import type { FormatId } from '../formats/formats';
import { formatOf } from '../formats/formats';
import { aiSide } from '../match/aiSide';
import { AI_CHOICE, AI_SEAT, newMatch, recordDuel, setMyDeck, startDuel } from '../match/flow';
import { readMatch, storedMatch, withoutDamagedReplay } from '../match/record';
import { seedFor } from '../match/seed';
import type { Match } from '../match/types';
import type { ReplayRecord } from '../persist/records';
import { docsErrorText, useApp } from './appStore';
import { withDocs } from './cardData';
import { getStorage, newId, useLibrary } from './libraryStore';
import { useFormats } from './formatStore';

export const MATCH_KEY = 'match';
/** The id of the stored match the player left: it waits on the start screen instead of coming back by itself. */
export const MATCH_PAUSED_KEY = 'matchPaused';
export const MATCHES_KEY = 'matches';
export const KEEP_MATCHES = 20;

export interface MatchUi {
  match: Match | null;
  /** A match left before its end ("Leave the match"): still stored, resumed or abandoned from the start screen. */
  paused: Match | null;
  /** Finished matches, newest first (loaded with boot). */
  kept: Match[];
  /** Stored finished matches that could not be read: written back as they were until discarded. */
  keptDamaged: unknown[];
  begin(o: { names: [string, string]; decks: [DeckCards, DeckCards]; level: AiLevel; format: FormatId; toss: Seat }): void;
  /** Starts the next duel with this first player (the chooser's decision). */
  play(first: Seat): void;
  /** The AI is the chooser: it applies its rule (AI_CHOICE) and the duel starts. */
  playAiChoice(): void;
  setMyDeck(deck: DeckCards): void;
  duelOver(replay: ReplayRecord): void;
  /** Leaves the match: an unfinished one is kept, paused, for the start screen to resume. */
  leave(): void;
  resume(): void;
  /** Drops the paused match for good. */
  abandon(): void;
  /** Drops the damaged replay of duel `index` of match `id` (the match in progress or a kept one). */
  discardDamagedReplay(id: string, index: number): void;
  /** Drops the stored matches that could not be read. */
  discardDamagedKept(): void;
}

function persist(m: Match | null): void {
  const st = getStorage();
  if (!st) return;
  void (m ? st.putMeta(MATCH_KEY, storedMatch(m)) : st.delMeta(MATCH_KEY));
}

function persistPaused(id: string | null): void {
  const st = getStorage();
  if (!st) return;
  void (id ? st.putMeta(MATCH_PAUSED_KEY, id) : st.delMeta(MATCH_PAUSED_KEY));
}

/** The kept matches as stored: the readable ones (newest first), then the unreadable ones as they were. */
function persistKept(kept: Match[], damaged: unknown[]): void {
  void getStorage()?.putMeta(MATCHES_KEY, [...kept.map(storedMatch), ...damaged]);
}

export const useMatch = create<MatchUi>()((set, get) => ({
  match: null,
  paused: null,
  kept: [],
  keptDamaged: [],
  begin(o) {
    const m = newMatch({ id: newId('match'), now: Date.now(), format: o.format, level: o.level, names: o.names, decks: o.decks, toss: o.toss });
    // A new match takes the place of a paused one (one match in progress is stored).
    if (get().paused) persistPaused(null);
    set({ match: m, paused: null });
    persist(m);
    useApp.getState().open('match');
  },
  play(first) {
    const m = get().match;
    if (!m || m.phase !== 'choose') return;
    const [me, ai] = m.current;
    const decks: [{ main: number[]; extra: number[] }, { main: number[]; extra: number[] }] = [
      { main: me.main, extra: me.extra },
      { main: ai.main, extra: ai.extra },
    ];
    // The decks' card documents first: a network failure leaves the match where it was.
    const ids = decks.flatMap((d) => [...d.main, ...d.extra]);
    withDocs(
      ids,
      () => {
        if (get().match !== m) return;
        const seed = seedFor(decks, Math.floor(Math.random() * 0x7fffffff), first);
        const next = startDuel(m, first, seed);
        set({ match: next });
        persist(next);
        startMatchDuel(next);
      },
      (e) => useLibrary.getState().notify(docsErrorText(e)),
    );
  },
  playAiChoice: () => get().play(AI_CHOICE),
  setMyDeck(deck) {
    const m = get().match;
    if (!m) return;
    const next = setMyDeck(m, deck);
    set({ match: next });
    persist(next);
  },
  duelOver(replay) {
    const m = get().match;
    if (!m || m.phase !== 'duel' || replay.seed !== m.seed || replay.winner === null) return;
    const format = formatOf(m.format, useFormats.getState().imported);
    const next = recordDuel(m, replay.winner, replay, Date.now(), (x) => aiSide(x, format));
    if (next.phase === 'done') {
      const kept = [next, ...get().kept.filter((k) => k.id !== next.id)].slice(0, KEEP_MATCHES);
      set({ match: next, kept });
      persistKept(kept, get().keptDamaged);
      persist(null);
    } else {
      set({ match: next });
      persist(next);
    }
  },
  leave() {
    const m = get().match;
    if (!m) return;
    const unfinished = m.phase !== 'done';
    set({ match: null, ...(unfinished ? { paused: m } : {}) });
    if (unfinished) persistPaused(m.id);
  },
  resume() {
    const m = get().paused;
    if (!m) return;
    set({ match: m, paused: null });
    persistPaused(null);
    // A duel whose save is gone starts again from its seed, as after a reload.
    if (m.phase === 'duel') startMatchDuel(m);
    else useApp.getState().open('match');
  },
  abandon() {
    if (!get().paused) return;
    set({ paused: null });
    persist(null);
    persistPaused(null);
  },
  discardDamagedReplay(id, index) {
    const { match, kept, keptDamaged } = get();
    if (match?.id === id) {
      const next = withoutDamagedReplay(match, index);
      set({ match: next });
      if (match.phase !== 'done') persist(next);
    }
    if (kept.some((k) => k.id === id)) {
      const next = kept.map((k) => (k.id === id ? withoutDamagedReplay(k, index) : k));
      set({ kept: next });
      persistKept(next, keptDamaged);
    }
  },
  discardDamagedKept() {
    set({ keptDamaged: [] });
    persistKept(get().kept, []);
  },
}));

/** The duel of a match as an app duel from two deck lists. */
export function startMatchDuel(m: Match): void {
  const [me, ai] = m.current;
  useApp.getState().startSetup({
    kind: 'decks',
    my: { name: m.names[0], main: [...me.main], extra: [...me.extra] },
    ai: { name: m.names[1], main: [...ai.main], extra: [...ai.extra] },
    level: m.level,
    seed: m.seed,
  });
}

/**
 * boot(): the match in progress and the kept ones, checked. A damaged match in progress is
 * reported (and dropped by boot); damaged kept ones are kept as stored until discarded.
 */
export function restoreMatches(rawMatch: unknown, rawKept: unknown, pausedId?: unknown): { match: Match | null; damaged: string | null } {
  const read = rawMatch === undefined ? null : readMatch(rawMatch);
  const stored = read?.ok ? read.match : null;
  // The match the player left waits on the start screen; any other comes back as it was.
  const paused = stored !== null && stored.id === pausedId ? stored : null;
  const match = paused ? null : stored;
  const kept: Match[] = [];
  const keptDamaged: unknown[] = [];
  if (Array.isArray(rawKept)) {
    for (const raw of rawKept) {
      const r = readMatch(raw);
      if (r.ok) kept.push(r.match);
      else keptDamaged.push(raw);
    }
  } else if (rawKept !== undefined) keptDamaged.push(rawKept);
  useMatch.setState({ match, paused, kept, keptDamaged });
  return { match, damaged: read && !read.ok ? read.field : null };
}

export const isAiChooser = (m: Match): boolean => m.chooser === AI_SEAT;
