// The solver in a Web Worker: the page stays responsive while it searches, and the budget
// in the request stops it. One request at a time; progress every few hundred positions.
import { registerCards } from '../cards/pool';
import { registerDocs, setDocCompiler } from '../cards/docs';
import { compileCard } from '../engine/effects/doc/compile';
import { builtinRuleset } from '../cards/ruleset';
import { attachRuleset } from '../engine';
import { solve } from '../solver/search';
import type { SolveMessage, SolveRequest } from './protocol';

// A worker compiles the documents it is sent itself.
setDocCompiler(compileCard);

const post = (m: SolveMessage): void => (self as unknown as Worker).postMessage(m);

self.onmessage = (ev: MessageEvent<SolveRequest>) => {
  const q = ev.data;
  try {
    registerCards(q.cards);
    registerDocs(q.docs);
    attachRuleset(q.state.cardData, builtinRuleset());
    const r = solve(q.state, q.goal, { maxNodes: q.maxNodes, maxMs: q.maxMs, now: () => performance.now(), onProgress: (nodes) => post({ id: q.id, kind: 'progress', nodes }) }, q.start);
    post({ id: q.id, kind: 'done', ...r });
  } catch (e) {
    post({ id: q.id, kind: 'error', message: e instanceof Error ? e.message : String(e) });
  }
};
