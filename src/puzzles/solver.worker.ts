// The solver in a Web Worker: the page stays responsive while it searches, and the budget
// in the request stops it. One request at a time; progress every few hundred positions.
// It also makes generated puzzles, which the solver proves.
import { registerCards } from '../cards/pool';
import { registerDocs, setDocCompiler } from '../cards/docs';
import { builtinRuleset } from '../cards/ruleset';
import { attachRuleset, compileCard } from '../engine';
import { solve } from '../solver/search';
import { generatePuzzles } from './generate';
import type { GenerateMessage, GenerateRequest, SolveMessage, SolveRequest } from './protocol';

// A worker compiles the documents it is sent itself.
setDocCompiler(compileCard);

const post = (m: SolveMessage | GenerateMessage): void => (self as unknown as Worker).postMessage(m);

function generate(q: GenerateRequest): void {
  const r = generatePuzzles({ count: 1, seed: q.seed, pool: q.cards, ruleset: builtinRuleset(), maxNodes: q.maxNodes });
  post({ id: q.id, kind: 'generated', puzzle: r.puzzles[0] ?? null, tried: r.stats.tried });
}

self.onmessage = (ev: MessageEvent<SolveRequest | GenerateRequest>) => {
  const q = ev.data;
  try {
    registerCards(q.cards);
    registerDocs(q.docs);
    if ('kind' in q) {
      generate(q);
      return;
    }
    attachRuleset(q.state.cardData, builtinRuleset());
    const r = solve(q.state, q.goal, { maxNodes: q.maxNodes, maxMs: q.maxMs, now: () => performance.now(), onProgress: (nodes) => post({ id: q.id, kind: 'progress', nodes }) }, q.start);
    post({ id: q.id, kind: 'done', ...r });
  } catch (e) {
    post({ id: q.id, kind: 'error', message: e instanceof Error ? e.message : String(e) });
  }
};
