// The AI runs in a Web Worker (src/ai/worker.ts, protocol in src/ai/protocol.ts). This
// client sends it the AI's view of the duel, waits at most 2 x budget + 500 ms, and always
// checks the answer against legalActions(real state). When anything goes wrong it falls back
// to a safe legal move and says so in the console, so a duel never stalls.
// After three failures in a row the client stops starting workers and plays safe moves.
import type { Msg } from '../i18n';
import { legalActions, playerView, type Action, type DuelState } from '../engine/play';
import type { AiCards, AiLevel, AiRequest, AiResponse } from '../ai/protocol';
import { ownCardsOf } from '../ai/ownCards';
import { allCards, docsFor } from './cardData';
import { safeAction } from './fallback';
import { AI, translateUid } from './locate';
import { sameAction } from './targets';

export interface AiDecision {
  action: Action;
  explanation: Msg | null;
  fallback: boolean;
}

function startWorker(): Worker {
  return new Worker(new URL('../ai/worker.ts', import.meta.url), { type: 'module', name: 'rush-duel-ai' });
}

export const BUDGET_MS: Record<AiLevel, number> = { easy: 250, normal: 700, hard: 1500 };

interface Waiting {
  id: number;
  state: DuelState;
  resolve: (d: AiDecision | null) => void;
  timer: ReturnType<typeof setTimeout>;
}

const UID_FIELDS = ['card', 'attacker', 'target', 'left', 'right'] as const;

/** The AI names cards by the uids of its view; hidden cards have other uids in the real state. */
export function toRealAction(view: DuelState, real: DuelState, a: Action): Action | null {
  const out: Record<string, unknown> = { ...a };
  for (const k of UID_FIELDS) {
    const v = out[k];
    if (typeof v !== 'number') continue;
    const uid = translateUid(view, real, v);
    if (uid === null) return null;
    out[k] = uid;
  }
  return out as unknown as Action;
}

function warn(message: string): void {
  console.warn(`[AI] ${message}; playing a safe move instead.`);
}

export class AiClient {
  private worker: Worker | null = null;
  private failures = 0;
  private seq = 0;
  private waiting: Waiting | null = null;
  /** The card documents this worker has been sent, by card id; the duel's cards last checked. */
  private sent = new Set<number>();
  private checked: DuelState['cards'] | null = null;

  private getWorker(): Worker | null {
    if (this.worker) return this.worker;
    if (this.failures >= 3) return null;
    try {
      const w = startWorker();
      w.onmessage = (ev: MessageEvent<AiResponse>) => this.onAnswer(ev.data);
      w.onerror = (ev) => {
        ev.preventDefault();
        this.fail(`the worker failed (${ev.message || 'error'})`, true);
      };
      // The worker has no card facts or documents of its own: it gets the facts this page
      // loaded, and the documents of the duels it plays (sendDocs).
      w.postMessage({ cards: allCards(), docs: [] } satisfies AiCards);
      this.sent = new Set();
      this.checked = null;
      this.worker = w;
      return w;
    } catch (e) {
      this.failures = 3;
      warn(`could not start the worker (${String(e)})`);
      return null;
    }
  }

  /** Asks for the AI's move in `state`; resolves null when a newer request superseded it. */
  decide(state: DuelState, level: AiLevel, seed: number): Promise<AiDecision | null> {
    this.settle(null);
    const id = ++this.seq;
    return new Promise((resolve) => {
      const budgetMs = BUDGET_MS[level];
      const timer = setTimeout(() => this.fail(`no answer within ${2 * budgetMs + 500} ms`, true), 2 * budgetMs + 500);
      this.waiting = { id, state, resolve, timer };
      const w = this.getWorker();
      if (!w) {
        this.fallback();
        return;
      }
      const req: AiRequest = { id, view: playerView(state, AI), seat: AI, level, seed, budgetMs, ownCards: ownCardsOf(state, AI) };
      try {
        this.sendDocs(w, state);
        w.postMessage(req);
      } catch (e) {
        this.fail(`could not send the request (${String(e)})`, true);
      }
    });
  }

  /** The documents of this duel's cards the worker does not have yet, before its request. */
  private sendDocs(w: Worker, state: DuelState): void {
    if (state.cards === this.checked) return; // every state of a duel shares its card table
    this.checked = state.cards;
    const docs = docsFor(state.cards.map((c) => c.id)).filter((d) => !this.sent.has((d as { id: number }).id));
    if (docs.length === 0) return;
    for (const d of docs) this.sent.add((d as { id: number }).id);
    w.postMessage({ cards: [], docs } satisfies AiCards);
  }

  private onAnswer(res: AiResponse): void {
    const w = this.waiting;
    if (w && res.id === -1) {
      // The worker could not read the request at all: no point waiting for the timeout.
      this.fail(`the worker refused the request (${res.error ?? 'unknown error'})`, false);
      return;
    }
    if (!w || res.id !== w.id) return; // A superseded request.
    if (!res.action) {
      this.fail(res.error ?? 'no action', false);
      return;
    }
    const real = toRealAction(playerView(w.state, AI), w.state, res.action);
    const legal = real ? legalActions(w.state).find((a) => sameAction(a, real)) : undefined;
    if (!legal) {
      this.fail(`illegal action ${JSON.stringify(res.action)}`, false);
      return;
    }
    this.failures = 0;
    this.settle({ action: legal, explanation: res.explanation ?? null, fallback: false });
  }

  private fail(why: string, restart: boolean): void {
    this.failures++;
    if (restart) {
      this.worker?.terminate();
      this.worker = null;
    }
    if (!this.waiting) return;
    warn(why);
    this.fallback();
  }

  private fallback(): void {
    const w = this.waiting;
    if (!w) return;
    const action = safeAction(w.state);
    if (action) this.settle({ action, explanation: null, fallback: true });
    else this.settle(null);
  }

  private settle(d: AiDecision | null): void {
    const w = this.waiting;
    if (!w) return;
    clearTimeout(w.timer);
    this.waiting = null;
    w.resolve(d);
  }

  dispose(): void {
    this.settle(null);
    this.worker?.terminate();
    this.worker = null;
  }
}
