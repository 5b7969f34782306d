// The animation queue: beats play one after another at the chosen speed, and each new state
// lands on screen when its turn in the queue comes (the board trails the engine meanwhile).
import type { DuelState } from '../../engine/play';
import type { Beat } from '../beats';
import type { LogEntry } from '../logText';

export type QueueItem = { kind: 'beat'; beat: Beat } | { kind: 'commit'; state: DuelState; log: LogEntry[] };

export interface QueueHooks {
  /** The speed factor now (0 plays every beat at once). */
  speed(): number;
  /** A beat starts playing. */
  play(beat: Beat): void;
  /** A state and its log lines reach the screen. */
  land(state: DuelState, log: LogEntry[]): void;
  /** Everything queued has played (before the waiting callbacks run). */
  rest(): void;
  /** After the waiting callbacks: time for the next move. */
  next(): void;
}

export interface AnimationQueue {
  /** Queues the beats before a state, the state, then the beats after it, and plays on. */
  push(pre: readonly Beat[], state: DuelState | null, log: LogEntry[], post: readonly Beat[]): void;
  run(): void;
  /** Calls back once nothing is queued or playing. */
  whenIdle(cb: () => void): void;
  /** The human acts: what is still queued from before plays no longer (its states still land). */
  hurry(): void;
  /** Drops everything queued (another position is shown at once). */
  clear(): void;
  dispose(): void;
}

export function animationQueue(hooks: QueueHooks): AnimationQueue {
  const queue: QueueItem[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let idle: (() => void)[] = [];
  let disposed = false;

  const stopTimer = (): void => {
    if (timer) clearTimeout(timer);
    timer = null;
  };

  function run(): void {
    if (timer || disposed) return;
    while (queue.length > 0) {
      const item = queue.shift() as QueueItem;
      if (item.kind === 'commit') {
        hooks.land(item.state, item.log);
        continue;
      }
      const ms = item.beat.ms * hooks.speed();
      if (ms <= 0) continue;
      hooks.play(item.beat);
      timer = setTimeout(() => {
        timer = null;
        run();
      }, ms);
      return;
    }
    hooks.rest();
    const waiting = idle;
    idle = [];
    waiting.forEach((cb) => cb());
    hooks.next();
  }

  return {
    push(pre, state, log, post) {
      pre.forEach((beat) => queue.push({ kind: 'beat', beat }));
      if (state) queue.push({ kind: 'commit', state, log });
      post.forEach((beat) => queue.push({ kind: 'beat', beat }));
    },
    run,
    whenIdle(cb) {
      if (!timer && queue.length === 0) cb();
      else idle.push(cb);
    },
    hurry() {
      stopTimer();
      for (let i = queue.length - 1; i >= 0; i--) if (queue[i]?.kind === 'beat') queue.splice(i, 1);
      run();
    },
    clear() {
      stopTimer();
      queue.length = 0;
    },
    dispose() {
      disposed = true;
      stopTimer();
    },
  };
}
