// A replay played out step by step: the state after every action (and after a final
// concession), with the log lines each step adds. Refuses a replay from another engine
// version, or one whose actions the engine refuses, instead of showing a wrong duel.
import { applyAction, concede, ENGINE_VERSION, newDuel, type DuelState } from '../engine/play';
import type { ReplayRecord } from '../persist/records';
import { logLines, type LogEntry } from '../store/logText';
import { builtinRuleset } from '../cards/ruleset';
import { englishText } from '../i18n/engineText';

export interface Frame {
  state: DuelState;
  /** Log lines this step added. */
  lines: LogEntry[];
}

export type Timeline = { ok: true; frames: Frame[] } | { ok: false; error: string };

/** The replay played out; anything that throws on the way (damaged data past the checks) is a refusal, not a crash. */
export function buildTimeline(r: ReplayRecord): Timeline {
  try {
    return playOut(r);
  } catch (e) {
    return { ok: false, error: `it cannot be played back (${e instanceof Error ? e.message : String(e)})` };
  }
}

function playOut(r: ReplayRecord): Timeline {
  if (r.engine !== ENGINE_VERSION) {
    return { ok: false, error: `it was recorded with engine version ${r.engine}, and this is version ${ENGINE_VERSION}, which may play it differently.` };
  }
  const start = newDuel({ ruleset: builtinRuleset(), decks: r.decks, seed: r.seed });
  if (!start.ok) return { ok: false, error: `its decks cannot start a duel (${start.error})` };
  let id = 0;
  const nextId = (): number => ++id;
  // As in the duel itself: the opponent's opening draws are not worth a line each.
  const opening = start.events.filter((e) => e.type !== 'draw' || e.player === 0);
  const frames: Frame[] = [{ state: start.state, lines: logLines(start.state, start.state, opening, nextId) }];
  let state = start.state;
  for (const [i, a] of r.actions.entries()) {
    const res = applyAction(state, a);
    if (!res.ok) return { ok: false, error: `step ${i + 1} is refused by the rules (${englishText(res.error, state)})` };
    frames.push({ state: res.state, lines: logLines(state, res.state, res.events, nextId) });
    state = res.state;
  }
  if (r.concededBy !== null) {
    const res = concede(state, r.concededBy);
    if (res.ok) frames.push({ state: res.state, lines: logLines(state, res.state, res.events, nextId) });
  }
  return { ok: true, frames };
}

/** The log as it stood at a step. */
export function logAt(frames: readonly Frame[], step: number): LogEntry[] {
  return frames.slice(0, step + 1).flatMap((f) => f.lines);
}

/** The first step of each turn, for "jump to turn". */
export function turnStarts(frames: readonly Frame[]): Map<number, number> {
  const m = new Map<number, number>();
  frames.forEach((f, i) => {
    if (!m.has(f.state.turn)) m.set(f.state.turn, i);
  });
  return m;
}
