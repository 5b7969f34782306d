// Turn-taking: when the opponent is to decide, the AI worker (or a scripted line) chooses and its
// move plays after a short pause; the human's Trap windows pass by themselves with auto-pass on.
import type { Action, DuelState } from '../../engine/play';
import type { AiLevel } from '../../ai/protocol';
import type { Msg } from '../../i18n';
import type { AiClient } from '../aiClient';
import { AI, HUMAN } from '../locate';
import type { LogEntry } from '../logText';
import type { Settings } from '../settings';
import type { DuelOptions, GetDuel, SetDuel } from './types';

const AI_PAUSE_MS = 450;
/** The AI's reason is shown in the log for every move it chose, except confirming a choice. */
const WHY_WORTH: readonly Action['type'][] = ['attack', 'activate', 'select', 'option', 'cancel', 'summon', 'maximumSummon', 'ruleSummon', 'contactFusion', 'setSpellTrap', 'changePosition', 'enterBattle', 'endTurn', 'pass'];

export interface TurnDeps {
  ai: AiClient;
  level: AiLevel;
  options: DuelOptions;
  settings: () => Settings;
  get: GetDuel;
  set: SetDuel;
  /** The speed factor now. */
  speed(): number;
  /** A seed for this request (it changes with every move). */
  seed(): number;
  /** Calls back once the animations have played. */
  whenIdle(cb: () => void): void;
  /** Applies a move (with lines to log first, and the AI's reason). */
  step(a: Action, extraLog?: LogEntry[], why?: Msg | null): boolean;
  /** The log line of an auto-pass. */
  autoPassed(): LogEntry;
  halted(s: DuelState): boolean;
}

export interface TurnTaker {
  /** Asks whoever is to decide in the current state, once per state. */
  pump(): void;
  /** Another position is shown: the states asked about before may be asked again. */
  forget(): void;
  dispose(): void;
}

export function turnTaker(d: TurnDeps): TurnTaker {
  let aiFor: DuelState | null = null;
  let autoPassFor: DuelState | null = null;
  let disposed = false;
  const current = (s: DuelState): boolean => d.get().state === s && !disposed;

  /** Plays `go` once the board is idle and at least `wait` ms have passed. */
  const later = (wait: number, go: () => void): void => d.whenIdle(() => (wait > 0 ? setTimeout(() => d.whenIdle(go), wait) : go()));

  function askAi(s: DuelState): void {
    d.set({ aiThinking: true });
    const asked = Date.now();
    void d.ai.decide(s, d.level, d.seed()).then((r) => {
      if (!r || !current(s)) return;
      later(Math.max(0, AI_PAUSE_MS * d.speed() - (Date.now() - asked)), () => {
        if (!current(s)) return;
        d.set({ aiThinking: false });
        d.step(r.action, [], WHY_WORTH.includes(r.action.type) ? r.explanation : null);
      });
    });
  }

  return {
    pump() {
      const s = d.get().state;
      const p = s.pending;
      if (disposed || !p || s.winner !== null || d.halted(s)) return;
      const scripted = p.player === AI && aiFor !== s ? (d.options.opponentMove?.(s) ?? null) : null;
      if (scripted) {
        aiFor = s;
        const go = (): void => {
          if (current(s)) d.step(scripted);
        };
        d.whenIdle(() => setTimeout(() => d.whenIdle(go), AI_PAUSE_MS * d.speed()));
      } else if (p.player === AI && aiFor !== s) {
        aiFor = s;
        askAi(s);
      } else if (p.player === HUMAN && p.kind === 'respond' && d.settings().autoPass && autoPassFor !== s) {
        autoPassFor = s;
        d.whenIdle(() => {
          if (d.get().state === s) d.step({ type: 'pass' }, [d.autoPassed()]);
        });
      }
    },
    forget() {
      aiFor = null;
      autoPassFor = null;
    },
    dispose() {
      disposed = true;
      d.ai.dispose();
    },
  };
}
