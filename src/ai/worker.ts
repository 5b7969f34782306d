// The AI's module web worker: AiRequest in (postMessage), AiResponse out. The UI starts it
// with new Worker(new URL('../ai/worker.ts', import.meta.url), { type: 'module' }).
import { registerCards } from '../cards/pool';
import { isAiCards, type AiResponse } from './protocol';
import { createServer } from './serve';

interface WorkerScope {
  addEventListener(type: 'message', listener: (e: { data: unknown }) => void): void;
  postMessage(message: AiResponse): void;
}

const scope = globalThis as unknown as WorkerScope;

// The one clock of the AI. The worker is the host boundary: the search itself never reads a
// clock, it is handed this function (decide(request, clock)) and uses it only to stop.
// eslint-disable-next-line no-restricted-globals -- reading the host clock is this line's purpose
const clock = (): number => performance.now();

const handle = createServer((r) => scope.postMessage(r), clock, (run) => void setTimeout(run, 0));
// The server takes the message's data, not the MessageEvent. The card facts come first.
scope.addEventListener('message', (e) => (isAiCards(e.data) ? registerCards(e.data.cards) : handle(e.data)));
