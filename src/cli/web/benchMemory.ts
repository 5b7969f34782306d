// npm run -s bench:memory [-- --duels 250 --every 50 --level easy --sizes 10 --sizes-only --json]:
// first the sizes of a saved duel state and of a replay (`--sizes` Normal-AI duels of each preset,
// in Node); then builds the app, serves it, plays `--duels` duels in one page of Debian's Chromium
// and prints the page's JS heap (after a forced GC), DOM nodes and listeners before the first duel
// and every `--every` duels (docs/bench.md, "Memory"). A report, never a gate: exit code 0 unless
// a duel fails to run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { launch } from './browserFigures';
import { heapOverDuels, type HeapSample } from './heapDuels';
import { serveDir } from './serveDir';
import { measureSizes } from '../bench/sizes';

const PORT = 4194;

function flag(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? (process.argv[i + 1] as string) : fallback;
}

const duels = Number(flag('duels', '250'));
const every = Number(flag('every', '50'));
const level = flag('level', 'easy');
const json = process.argv.includes('--json');
const sizeDuels = Number(flag('sizes', '10'));
const sizesOnly = process.argv.includes('--sizes-only');
if (!Number.isInteger(duels) || duels < 1 || !Number.isInteger(every) || every < 1) {
  console.error('--duels and --every take whole numbers of 1 or more');
  process.exit(2);
}
const at = new Set<number>([1, duels]);
for (let n = every; n < duels; n += every) at.add(n);
const log = (msg: string): void => void (json || console.error(msg));
const row = (s: HeapSample): string => `| ${s.duels} | ${s.heapMb.toFixed(2)} | ${s.nodes} | ${s.listeners} | ${s.seconds} |`;

log(`Sizes: ${sizeDuels} Normal-AI duels of each preset against itself…`);
const sizes = measureSizes(sizeDuels);
if (json) console.log(JSON.stringify({ sizes }));
else {
  console.log('| preset | turns | actions | state at start, bytes | at turn 5 | at the end | at the end, gzip | replay, bytes | replay, gzip |\n|---|---|---|---|---|---|---|---|---|');
  for (const r of sizes) console.log(`| ${r.deck} | ${r.turns} | ${r.actions} | ${r.stateStart} | ${r.stateMid} | ${r.stateEnd} | ${r.stateEndGzip} | ${r.replay} | ${r.replayGzip} |`);
  console.log('(medians over the duels)\n');
}
if (sizesOnly) process.exit(0);

const outDir = mkdtempSync(join(tmpdir(), 'rush-bench-memory-'));
try {
  log('Building…');
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const served = await serveDir(outDir, PORT);
  const browser = await launch();
  try {
    log(`${duels} duels against the ${level} AI in one page…`);
    if (!json) console.log('| duels played | JS heap after GC, MB | DOM nodes | JS listeners | s |\n|---|---|---|---|---|');
    const samples = await heapOverDuels(browser, served.url, { duels, at, level, onSample: (s) => void (json || console.log(row(s))) });
    const first = samples.find((s) => s.duels === 1);
    const last = samples[samples.length - 1];
    if (json) console.log(JSON.stringify({ duels, level, samples }));
    else if (first && last) console.log(`\nheap after duel ${last.duels} minus after duel 1: ${(last.heapMb - first.heapMb).toFixed(2)} MB`);
  } finally {
    await browser.close();
    await served.close();
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
