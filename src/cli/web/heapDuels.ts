// The page's memory over many duels in one browser session (issue 33 item 5): duels against the
// AI are played through the real screens (you end every turn at once, the AI plays its turns in
// its worker, Rematch starts the next), and after some of them the page's JS heap is read after a
// forced garbage collection, with the DOM's node and listener counts. A heap that grows with the
// number of duels is a leak; a flat one is not.
import type { Browser, CDPSession, Page } from '@playwright/test';

export interface HeapSample {
  /** Duels finished when the sample was taken (0: the duel screen before the first). */
  duels: number;
  /** Used JS heap of the page after a forced garbage collection, MB. */
  heapMb: number;
  nodes: number;
  listeners: number;
  seconds: number;
}

async function sample(cdp: CDPSession, duels: number, t0: number): Promise<HeapSample> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  const dom = (await cdp.send('Memory.getDOMCounters')) as { nodes: number; jsEventListeners: number };
  return {
    duels,
    heapMb: Math.round((heap.usedSize / 1048576) * 100) / 100,
    nodes: dom.nodes,
    listeners: dom.jsEventListeners,
    seconds: Math.round((Date.now() - t0) / 100) / 10,
  };
}

/** Plays one duel from its first decision to the end screen: you end each turn, the AI plays. */
async function playOut(page: Page): Promise<void> {
  const over = page.getByRole('heading', { level: 1, name: /You win!|You lose|Draw/ });
  const endTurn = page.getByRole('button', { name: 'End Turn' });
  for (let i = 0; i < 80; i++) {
    await Promise.race([over.waitFor({ timeout: 120_000 }), endTurn.and(page.locator(':enabled')).waitFor({ timeout: 120_000 })]);
    if (await over.isVisible()) return;
    await endTurn.click();
  }
  throw new Error('a duel did not end in 80 turns');
}

/**
 * `duels` duels in one page at `base` (`level` AI, instant animations); a sample before the first
 * and after each duel whose count is in `at`. `onSample` sees each as it is taken.
 */
export async function heapOverDuels(
  browser: Browser,
  base: string,
  o: { duels: number; at: ReadonlySet<number>; level: string; onSample?: (s: HeapSample) => void },
): Promise<HeapSample[]> {
  const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
  const cdp = await page.context().newCDPSession(page);
  const out: HeapSample[] = [];
  const t0 = Date.now();
  const take = async (n: number): Promise<void> => {
    const s = await sample(cdp, n, t0);
    out.push(s);
    o.onSample?.(s);
  };
  try {
    await page.goto(`${base}/?seed=1&level=${encodeURIComponent(o.level)}&speed=instant`);
    await page.getByRole('button', { name: 'Start duel' }).click();
    await page.getByRole('button', { name: 'End Turn' }).waitFor({ timeout: 60_000 });
    await take(0);
    for (let n = 1; n <= o.duels; n++) {
      await playOut(page);
      if (o.at.has(n)) await take(n);
      if (n < o.duels) await page.getByRole('button', { name: 'Rematch' }).click();
    }
  } finally {
    await page.close();
  }
  return out;
}
