// The AI's module web worker: AiRequest in (postMessage), AiResponse out. The UI starts it
// with new Worker(new URL('../ai/worker.ts', import.meta.url), { type: 'module' }).
import { registerCards } from '../cards/pool';
import { registerDocs, setDocCompiler } from '../cards/docs';
import { builtinRuleset } from '../cards/ruleset';
import { attachRuleset, compileCard } from '../engine';
import { isAiCards, type AiResponse } from './protocol';
import { createServer } from './serve';

// A worker compiles the documents it is sent itself.
setDocCompiler(compileCard);

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
/** A request's view names its card data; the worker plays it with the cards it was sent. */
function receive(data: unknown): void {
  if (isAiCards(data)) {
    registerCards(data.cards);
    registerDocs(data.docs ?? []);
    return;
  }
  const cardData = (data as { view?: { cardData?: unknown } } | null)?.view?.cardData;
  if (typeof cardData === 'string') attachRuleset(cardData, builtinRuleset());
  handle(data);
}

// The server takes the message's data, not the MessageEvent. The card facts come first.
scope.addEventListener('message', (e) => receive(e.data));
