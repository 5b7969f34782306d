// Makes a generated puzzle in the solver worker (src/puzzles/generate): every playable card's
// document is loaded first, since a random pool deck may hold any of them.
import type { GenerateMessage, GenerateRequest } from '../puzzles/protocol';
import type { Puzzle } from '../puzzles/types';
import { allCards, docsFor, ensureAllDocs } from './cardData';

/** The generator's node budget per candidate in the browser (the CLI's default too). */
const MAX_NODES = 40_000;

export type Made = { ok: true; puzzle: Puzzle } | { ok: false; why: 'none' | 'failed'; detail?: string };

export async function makePuzzle(seed: number): Promise<Made> {
  try {
    await ensureAllDocs();
  } catch (e) {
    return { ok: false, why: 'failed', detail: e instanceof Error ? e.message : String(e) };
  }
  const cards = allCards();
  return new Promise((resolve) => {
    let w: Worker;
    try {
      w = new Worker(new URL('../puzzles/solver.worker.ts', import.meta.url), { type: 'module', name: 'rush-duel-solver' });
    } catch (e) {
      resolve({ ok: false, why: 'failed', detail: String(e) });
      return;
    }
    const done = (m: Made): void => {
      w.terminate();
      resolve(m);
    };
    w.onmessage = (ev: MessageEvent<GenerateMessage>) => {
      const m = ev.data;
      if (m.kind === 'error') done({ ok: false, why: 'failed', detail: m.message });
      else done(m.puzzle ? { ok: true, puzzle: m.puzzle } : { ok: false, why: 'none' });
    };
    w.onerror = (ev) => {
      ev.preventDefault();
      done({ ok: false, why: 'failed', detail: ev.message });
    };
    w.postMessage({ id: 1, kind: 'generate', seed, maxNodes: MAX_NODES, cards, docs: docsFor(cards.map((c) => c.id)) } satisfies GenerateRequest);
  });
}
