// Runs one scenario (docs/scenario.md): a board or two decks, a seed and a script of
// decisions, and returns the one JSON object the scenario runner prints for it.
import type { Ruleset } from '../ruleset';
import { applyAction } from '../apply';
import { legalActions } from '../legal';
import { textKey, type EngineText } from '../text';
import type { DuelEvent, DuelState } from '../types';
import { BoardError } from './reader';
import { scenarioStart } from './start';
import { checkRefs, Refusal, toEngineActions, toScenarioAction } from './translate';
import { cardLabel, writeBoard } from './writeBoard';

export interface ScenarioOutput {
  ok: boolean;
  invalid?: string;
  failedAt?: number;
  error?: string;
  state?: Record<string, unknown>;
  pending?: { player: number; kind: string; options: Record<string, unknown>[] } | null;
  winner?: number | 'draw' | null;
  events?: Record<string, unknown>[];
}

/** Events with every card named the way scenarios name cards. */
export function labelEvents(state: DuelState, events: readonly DuelEvent[]): Record<string, unknown>[] {
  return events.map((e) => {
    const out: Record<string, unknown> = { ...e };
    for (const k of ['card', 'attacker', 'target'] as const) {
      const v = out[k];
      if (typeof v === 'number') out[k] = cardLabel(state, v);
    }
    return out;
  });
}

export function describePending(state: DuelState): ScenarioOutput['pending'] {
  const p = state.pending;
  if (!p) return null;
  const seen = new Set<string>();
  const options: Record<string, unknown>[] = [];
  for (const a of legalActions(state)) {
    const o = toScenarioAction(state, a);
    const key = JSON.stringify(o);
    if (!seen.has(key)) {
      seen.add(key);
      options.push(o);
    }
  }
  return { player: p.player, kind: p.kind, options };
}

function result(state: DuelState, events: DuelEvent[]): ScenarioOutput {
  return {
    ok: true,
    state: writeBoard(state),
    pending: describePending(state),
    winner: state.winner,
    events: labelEvents(state, events),
  };
}

/** Turns a refusal into the output's `error` words; the scenario CLI renders English (src/i18n). */
export type RenderText = (t: EngineText, state: DuelState) => string;

/**
 * Runs a parsed scenario file with the given cards. `invalid` is set when the file itself is
 * wrong. The engine has no words of its own: `render` writes a refusal (by default its code
 * and parameters).
 */
export function runScenario(file: unknown, ruleset: Ruleset, render: RenderText = textKey): ScenarioOutput {
  try {
    const started = scenarioStart(file, ruleset);
    const { actions, refs } = started;
    let state = started.state;
    let events = started.events;
    // An unknown ref is a mistake in the file wherever it is, also after an action the duel refuses.
    actions.forEach((a, i) => checkRefs(a, refs, `actions[${i}]`));
    for (const [i, a] of actions.entries()) {
      let next = state;
      const more: DuelEvent[] = [];
      let error: EngineText | null = null;
      try {
        for (const ea of toEngineActions(next, refs, a, `actions[${i}]`)) {
          const r = applyAction(next, ea);
          if (!r.ok) {
            error = r.error;
            break;
          }
          next = r.state;
          more.push(...r.events);
        }
      } catch (e) {
        if (!(e instanceof Refusal)) throw e;
        error = e.text;
        next = e.state ?? next;
      }
      if (error !== null) return { ...result(state, events), ok: false, failedAt: i, error: render(error, next) };
      state = next;
      events = events.concat(more);
    }
    return result(state, events);
  } catch (e) {
    if (e instanceof BoardError) return { ok: false, invalid: e.message };
    throw e;
  }
}
