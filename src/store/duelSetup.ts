// How a duel starts: two preset decks and a seed, or a scenario (docs/scenario.md) from the
// address. Both give a real DuelState plus the events that led to it.
import { applyAction, newDuel, MAX_INPUT_CHARS, tooLong, type Action, type DeckList, type DuelEvent, type DuelState } from '../engine/play';
import { PRESET_DECKS, presetByKey } from '../cards/presets';
import { builtinRuleset } from '../cards/ruleset';
import { loadEnglishRest } from '../i18n';
import type { SavedDeckList, SavedSetup } from '../persist/savedDuel';

/** A deck list with the name the player gave it; how a duel starts: the saved-game format's shapes (src/persist/savedDuel.ts). */
export type NamedDeck = SavedDeckList;
export type DuelSetup = SavedSetup;

export interface Started {
  state: DuelState;
  events: DuelEvent[];
  seed: number;
  /** The actions from newDuel that led to this state (a replay's, or a resumed duel's). */
  actions?: Action[];
}

export type StartResult = { ok: true; started: Started } | { ok: false; error: string };

function deckList(key: string): DeckList {
  const d = presetByKey(key) ?? PRESET_DECKS[0];
  if (!d) throw new Error('No preset decks are available.');
  return { main: [...d.main], extra: [...d.extra] };
}

type ScenarioStarter = (text: string) => StartResult;
let scenarioStarter: ScenarioStarter | null = null;
let scenarioLoading: Promise<void> | null = null;

/**
 * Loads the scenario reader (./scenarioStart): a scenario duel cannot start before. Not in the
 * first screen's JS; a #scenario= link loads it with the card data (main.tsx).
 */
export function loadScenarioReader(): Promise<void> {
  // Its refusals are told with the scenario strings (src/i18n/engine/enChecks.ts).
  scenarioLoading ??= Promise.all([import('./scenarioStart'), loadEnglishRest()]).then(
    ([m]) => {
      scenarioStarter = m.startScenario;
    },
    (e: unknown) => {
      scenarioLoading = null; // offline before the first visit cached it: may be tried again
      throw e;
    },
  );
  return scenarioLoading;
}

/** Whether a scenario duel can start now (the reader is loaded). */
export const scenarioReaderReady = (): boolean => scenarioStarter !== null;

export function startDuel(setup: DuelSetup): StartResult {
  if (setup.kind === 'scenario') return scenarioStarter ? scenarioStarter(setup.text) : { ok: false, error: 'the scenario reader is not loaded' };
  try {
    if (setup.kind === 'replay') return startFromActions(setup.decks, setup.seed, setup.actions);
    const decks: [DeckList, DeckList] = setup.kind === 'decks' ? [setup.my, setup.ai] : [deckList(setup.myDeck), deckList(setup.aiDeck)];
    const r = newDuel({ ruleset: builtinRuleset(), decks, seed: setup.seed });
    if (!r.ok) return { ok: false, error: r.error };
    return { ok: true, started: { state: r.state, events: r.events, seed: setup.seed } };
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}

function startFromActions(decks: [DeckList, DeckList], seed: number, actions: readonly Action[]): StartResult {
  const r = newDuel({ ruleset: builtinRuleset(), decks, seed });
  if (!r.ok) return { ok: false, error: r.error };
  let state = r.state;
  for (const [i, a] of actions.entries()) {
    const next = applyAction(state, a);
    if (!next.ok) return { ok: false, error: `action ${i + 1} of the replay was refused: ${next.error}` };
    state = next.state;
  }
  return { ok: true, started: { state, events: [], seed, actions: [...actions] } };
}

/** The two decks a setup starts from, with names; null for a scenario (no deck lists). */
export function setupDecks(setup: DuelSetup): { seed: number; decks: [NamedDeck, NamedDeck] } | null {
  if (setup.kind === 'scenario') return null;
  if (setup.kind === 'replay') return { seed: setup.seed, decks: setup.decks };
  if (setup.kind === 'decks') return { seed: setup.seed, decks: [setup.my, setup.ai] };
  const named = (key: string): NamedDeck => {
    const d = presetByKey(key) ?? PRESET_DECKS[0];
    return { name: d?.name ?? key, main: [...(d?.main ?? [])], extra: [...(d?.extra ?? [])] };
  };
  return { seed: setup.seed, decks: [named(setup.myDeck), named(setup.aiDeck)] };
}

/** The scenario text carried by an address hash "#scenario=<URI-encoded JSON>", if any. */
export function scenarioFromHash(hash: string): { text: string } | { error: string } | null {
  const m = /^#?scenario=(.*)$/s.exec(hash);
  if (!m) return null;
  // Checked before decoding: a huge link is refused without any work on it.
  if ((m[1] ?? '').length > MAX_INPUT_CHARS) return { error: tooLong('the scenario in the address', (m[1] ?? '').length) };
  try {
    return { text: decodeURIComponent(m[1] ?? '') };
  } catch {
    return { error: 'the scenario in the address is not properly URI-encoded' };
  }
}

export function randomSeed(): number {
  return Math.floor(Math.random() * 0x7fffffff);
}

/** A seed from ?seed=N, if the address carries one. */
export function seedFromSearch(search: string): number | null {
  const v = new URLSearchParams(search).get('seed');
  if (v === null || !/^\d+$/.test(v)) return null;
  const n = Number(v);
  return n <= 0xffffffff ? n : null;
}
