// One duel session: the duel is a value, the players plug in (docs/engine.md, "One duel session").
// A session owns the loop "ask the player the engine waits for, apply its action" until the duel
// ends or a cap or a stop condition is reached; its setup (a seed and two decks, or a given state);
// the observers that check or log every action; and the clock handed to the players. Pure: no
// DOM, no Node API, no AI (the AI's player adapter lives in src/ai).
import { applyAction } from '../apply';
import { legalActions } from '../legal';
import { newDuel, type DuelConfig } from '../setup';
import type { Action, ApplyResult, DuelEvent, DuelState, Seat } from '../types';

/** A clock in milliseconds (or ticks); players that think under a budget read it. */
export type Clock = () => number;

/** What a player is asked: the duel as it stands, whose turn to decide it is, and the legal actions. */
export interface Turn {
  /** The whole state: a player that must not see hidden cards takes playerView(state, seat). */
  readonly state: DuelState;
  readonly seat: Seat;
  /** legalActions(state), in the engine's order. */
  readonly legal: readonly Action[];
  /** Actions applied so far in this session (the position of the answer in the action log). */
  readonly index: number;
  readonly clock: Clock;
}

/** A player: given a turn, an action (null: it has no move, and the session ends with 'noMove'). */
export interface Player {
  choose(turn: Turn): Action | null;
}

/** A player that may answer later (an AI in a worker, a person). */
export interface AsyncPlayer {
  choose(turn: Turn): Action | null | Promise<Action | null>;
}

/** One applied action, as the observers see it. */
export interface SessionStep {
  /** 0-based position of `action` in the session's action log. */
  readonly index: number;
  readonly seat: Seat;
  readonly before: DuelState;
  /** The legal actions in `before` (the player's action need not be one of them; the engine accepted it). */
  readonly legal: readonly Action[];
  readonly action: Action;
  readonly after: DuelState;
  readonly events: readonly DuelEvent[];
}

/** An action the engine refused: the state stays as it was. */
export interface SessionRefusal {
  readonly index: number;
  readonly seat: Seat;
  readonly state: DuelState;
  readonly action: Action;
  /** applyAction's error, as the engine gave it. */
  readonly error: Extract<ApplyResult, { ok: false }>['error'];
}

/**
 * Why a session stopped. 'won': the engine declared a winner (or a draw); 'turnCap': the turn
 * passed maxTurns undecided; 'stepCap': maxSteps actions were applied; 'noPending': nobody is
 * asked to act; 'stopped': the stop condition held; 'stuck': a decision with no legal action;
 * 'noMove': a player had no move; 'refused': the engine refused a player's action.
 */
export type SessionEnd = 'won' | 'turnCap' | 'stepCap' | 'noPending' | 'stopped' | 'stuck' | 'noMove' | 'refused';

export interface SessionResult {
  readonly end: SessionEnd;
  readonly initial: DuelState;
  readonly final: DuelState;
  /** Every applied action, in order (with the setup, enough to replay the duel). */
  readonly actions: readonly Action[];
  /** Set when end is 'refused'. */
  readonly refusal: SessionRefusal | null;
}

export interface SessionObserver {
  onStart?(state: DuelState, events: readonly DuelEvent[]): void;
  onAction?(step: SessionStep): void;
  onRefused?(refusal: SessionRefusal): void;
  onEnd?(result: SessionResult): void;
}

/** Wraps each engine call (legalActions, applyAction) of the session, e.g. to time it. */
export type CallProbe = <T>(call: 'legal' | 'apply', run: () => T) => T;

export interface SessionOptions {
  /** A new duel from a seed and two decks, or a state to go on from. */
  start: DuelConfig | { state: DuelState };
  /** The players of seat 0 and seat 1 (may be one object for both). */
  players: readonly [Player, Player];
  observers?: readonly SessionObserver[];
  /** Handed to the players; a tick clock by default (every reading is one more). */
  clock?: Clock;
  /** The session stops once state.turn exceeds this with no winner (default: no cap). */
  maxTurns?: number;
  /** The session stops after this many actions (default: no cap). */
  maxSteps?: number;
  /** Checked before each decision, after the caps: true stops the session ('stopped'). */
  stopWhen?: (state: DuelState) => boolean;
  probe?: CallProbe;
}

/** A failure of the engine itself inside a session (a call threw); `cause` is what it threw. */
export class SessionError extends Error {
  override name = 'SessionError';
  constructor(
    readonly call: 'setup' | 'legal' | 'apply',
    readonly index: number,
    readonly action: Action | null,
    override readonly cause: unknown,
  ) {
    super(`${call === 'setup' ? 'newDuel refused the decks' : call === 'legal' ? 'legalActions threw' : 'applyAction threw'}: ${String(cause)} [action #${index}]`);
  }
}

/** A clock whose every reading is one more than the last, from 0: thinking is measured in readings. */
export function tickClock(): Clock {
  let t = 0;
  return () => t++;
}

/**
 * A duel being played. `run()` plays it to its end with synchronous players, `runAsync()` with
 * players that may answer later; `next()` and `play(action)` are the two halves of one step,
 * for a driver that asks its players itself (the UI's store).
 */
export class DuelSession {
  readonly initial: DuelState;
  private current: DuelState;
  private readonly log: Action[] = [];
  private readonly observers: readonly SessionObserver[];
  private readonly clock: Clock;
  private readonly maxTurns: number;
  private readonly maxSteps: number;
  private readonly stopWhen: ((state: DuelState) => boolean) | undefined;
  private readonly probe: CallProbe | undefined;
  private ended: SessionEnd | null = null;
  private refusal: SessionRefusal | null = null;
  private result: SessionResult | null = null;

  constructor(private readonly opts: SessionOptions) {
    this.observers = opts.observers ?? [];
    this.clock = opts.clock ?? tickClock();
    this.maxTurns = opts.maxTurns ?? Infinity;
    this.maxSteps = opts.maxSteps ?? Infinity;
    this.stopWhen = opts.stopWhen;
    this.probe = opts.probe;
    let events: readonly DuelEvent[] = [];
    if ('state' in opts.start) this.initial = opts.start.state;
    else {
      const setup = newDuel(opts.start);
      if (!setup.ok) throw new SessionError('setup', 0, null, setup.error);
      this.initial = setup.state;
      events = setup.events;
    }
    this.current = this.initial;
    for (const o of this.observers) o.onStart?.(this.initial, events);
  }

  get state(): DuelState {
    return this.current;
  }

  get actions(): readonly Action[] {
    return this.log;
  }

  /** Why the session stopped, or null while it goes on. */
  get end(): SessionEnd | null {
    return this.ended;
  }

  /**
   * The decision the duel waits for, or null once the session has ended (and then it is ended:
   * a winner, a cap, nobody to act, the stop condition, or no legal action).
   */
  next(): Turn | null {
    if (this.ended) return null;
    const s = this.current;
    const end: SessionEnd | null =
      s.winner !== null ? 'won'
        : s.turn > this.maxTurns ? 'turnCap'
          : this.log.length >= this.maxSteps ? 'stepCap'
            : s.pending === null ? 'noPending'
              : this.stopWhen?.(s) ? 'stopped'
                : null;
    if (end) return this.finish(end), null;
    let legal: Action[];
    try {
      legal = this.probe ? this.probe('legal', () => legalActions(s)) : legalActions(s);
    } catch (e) {
      throw new SessionError('legal', this.log.length, null, e);
    }
    if (legal.length === 0) return this.finish('stuck'), null;
    return { state: s, seat: (s.pending as NonNullable<DuelState['pending']>).player, legal, index: this.log.length, clock: this.clock };
  }

  /**
   * Applies the answer to `turn` (from next()). True when the engine took it; a refusal leaves the
   * state as it was, is shown to the observers and ends the session ('refused'); null ends it ('noMove').
   */
  play(turn: Turn, action: Action | null): boolean {
    if (this.ended || turn.state !== this.current) throw new Error('DuelSession.play: the turn is not the current one');
    if (action === null) return this.finish('noMove'), false;
    const before = this.current;
    let r: ReturnType<typeof applyAction>;
    try {
      r = this.probe ? this.probe('apply', () => applyAction(before, action)) : applyAction(before, action);
    } catch (e) {
      throw new SessionError('apply', this.log.length, action, e);
    }
    if (!r.ok) {
      const refusal: SessionRefusal = { index: this.log.length, seat: turn.seat, state: before, action, error: r.error };
      this.refusal = refusal;
      for (const o of this.observers) o.onRefused?.(refusal);
      this.finish('refused');
      return false;
    }
    if (this.observers.length > 0) {
      const step: SessionStep = { index: this.log.length, seat: turn.seat, before, legal: turn.legal, action, after: r.state, events: r.events };
      for (const o of this.observers) o.onAction?.(step);
    }
    this.log.push(action);
    this.current = r.state;
    return true;
  }

  /** Plays to the end with the session's players, which must answer at once. */
  run(): SessionResult {
    const players = this.opts.players;
    for (let turn = this.next(); turn; turn = this.next()) this.play(turn, players[turn.seat].choose(turn));
    return this.outcome();
  }

  /** Plays to the end, waiting for players that answer later. */
  async runAsync(players: readonly [AsyncPlayer, AsyncPlayer] = this.opts.players): Promise<SessionResult> {
    for (let turn = this.next(); turn; turn = this.next()) this.play(turn, await players[turn.seat].choose(turn));
    return this.outcome();
  }

  /** The result, once the session has ended. */
  outcome(): SessionResult {
    if (!this.result) throw new Error('DuelSession.outcome: the session has not ended');
    return this.result;
  }

  private finish(end: SessionEnd): void {
    this.ended = end;
    this.result = { end, initial: this.initial, final: this.current, actions: this.log, refusal: this.refusal };
    for (const o of this.observers) o.onEnd?.(this.result);
  }
}

/** Plays one duel to its end with synchronous players (new DuelSession(opts).run()). */
export function runDuel(opts: SessionOptions): SessionResult {
  return new DuelSession(opts).run();
}
