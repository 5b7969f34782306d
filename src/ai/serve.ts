// The worker's message handling, without the worker: requests in, responses out. A request
// that is still waiting when a newer one arrives is answered at once as superseded (the
// client ignores late answers by id anyway), so the AI only thinks about the latest.
import { decide } from './decide';
import type { AiRequest, AiResponse } from './protocol';

export type Post = (response: AiResponse) => void;
export type Defer = (run: () => void) => void;

function idOf(data: unknown): number {
  const id = typeof data === 'object' && data !== null ? (data as { id?: unknown }).id : undefined;
  return typeof id === 'number' ? id : -1;
}

export function createServer(post: Post, clock: () => number, defer: Defer): (data: unknown) => void {
  let waiting: unknown = null;
  let has = false;
  return (data) => {
    if (has) post({ id: idOf(waiting), action: null, explanation: null, error: 'superseded by a newer request' });
    waiting = data;
    has = true;
    defer(() => {
      if (!has) return;
      const req = waiting;
      has = false;
      waiting = null;
      if (typeof req !== 'object' || req === null) {
        post({ id: -1, action: null, explanation: null, error: 'a request must be an AiRequest object' });
        return;
      }
      post(decide(req as AiRequest, clock));
    });
  };
}
