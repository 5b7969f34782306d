// The parts of a saved duel in progress as the save format stores them: the setup it started
// from, its log lines and its counts. The format owns these shapes, on the engine's types; the
// duel store's DuelSetup, LogEntry and DuelStats are these shapes under the store's names.
import type { Action, Seat } from '../engine';
import type { AiLevel } from '../ai/protocol';
import type { Msg } from '../i18n';

/** A deck list with the name the player gave it. */
export interface SavedDeckList {
  name: string;
  main: number[];
  extra: number[];
}

export type SavedSetup =
  | { kind: 'preset'; myDeck: string; aiDeck: string; level: AiLevel; seed: number }
  | { kind: 'decks'; my: SavedDeckList; ai: SavedDeckList; level: AiLevel; seed: number }
  /** "Play from here": a replay's duel after its first `at` actions. */
  | { kind: 'replay'; seed: number; decks: [SavedDeckList, SavedDeckList]; actions: Action[]; level: AiLevel }
  | { kind: 'scenario'; text: string; level: AiLevel };

export interface SavedLogLine {
  id: number;
  /** The line in English (shown when there is no msg). */
  text: string;
  /** The line to show in the chosen language. */
  msg?: Msg;
  /** Whose doing it was; null for neutral lines such as a new turn. */
  seat: Seat | null;
  tone: 'turn' | 'plain' | 'battle' | 'damage' | 'win' | 'ai';
  /** The AI's reason for the move (English text in duels saved before reasons were messages). */
  why?: Msg | string;
}

export interface SavedStats {
  /** Damage each seat took (LP paid as a cost is not damage). */
  damageTaken: [number, number];
  /** LP each seat paid as costs (missing in duels saved before it was counted). */
  lpPaid?: [number, number];
  summons: [number, number];
  /** Monsters each seat lost to destruction. */
  destroyed: [number, number];
  attacks: [number, number];
}
