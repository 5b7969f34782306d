// npm run bench:web [-- --json]: builds the app, serves it at http://127.0.0.1:4193 and
// measures the budgets of docs/web.md in Debian's Chromium. --json prints one line of
// figures; without it, a table against gate and target. Exit code 0: this is a report;
// CI gates only the bundle sizes (src/cli/web/checkBudget.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { bundleFigures } from './budget';
import { dragFrameP95Ms, launch, longTasksFullDuel, offlineInteractiveMs } from './browserFigures';
import { GATES, meets } from './gates';
import { lighthouseScores } from './lighthouseScores';
import { serveDir } from './serveDir';

const PORT = 4193;
const json = process.argv.includes('--json');
const log = (msg: string): void => void (json || console.error(msg));

/** The duel screen for the accessibility audit: a scenario with cards in hand and on the field. */
const DUEL_FOR_AUDIT = `/?speed=instant#scenario=${encodeURIComponent(
  JSON.stringify({
    seed: 3,
    state: {
      turn: 2,
      turnPlayer: 0,
      phase: 'main',
      players: [
        {
          hand: [{ vanilla: { name: 'Audit Knight', level: 4, atk: 1500, def: 1000, attribute: 'EARTH', race: 'Warrior' } }],
          deck: Array.from({ length: 5 }, (_, i) => ({ vanilla: { name: `Filler ${i}`, level: 3, atk: 100, def: 100, attribute: 'WATER', race: 'Warrior' } })),
        },
        { deck: Array.from({ length: 5 }, (_, i) => ({ vanilla: { name: `Foe ${i}`, level: 3, atk: 100, def: 100, attribute: 'WATER', race: 'Warrior' } })) },
      ],
    },
  }),
)}`;

const outDir = mkdtempSync(join(tmpdir(), 'rush-bench-web-'));
try {
  log('Building…');
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const bundle = bundleFigures(outDir);
  const served = await serveDir(outDir, PORT);
  try {
    log('Lighthouse (start screen, then the duel screen)…');
    const start = await lighthouseScores(`${served.url}/`, ['performance', 'accessibility']);
    const duelPage = await lighthouseScores(served.url + DUEL_FOR_AUDIT, ['accessibility']);
    const browser = await launch();
    let figures: Record<string, number>;
    try {
      log('A full duel against the Hard AI…');
      const duel = await longTasksFullDuel(browser, served.url);
      log(`  ${duel.turns} turns in ${duel.seconds} s, ${duel.longTasks} long tasks (longest ${duel.longestMs} ms)`);
      log('Offline repeat visits…');
      const offline = await offlineInteractiveMs(browser, served.url);
      log('Dragging…');
      const drag = await dragFrameP95Ms(browser, served.url);
      figures = {
        initialJsGzipKb: bundle.initialJsGzipKb,
        workerJsGzipKb: bundle.workerJsGzipKb,
        lighthousePerformance: start.performance ?? NaN,
        lighthouseAccessibility: Math.min(start.accessibility ?? NaN, duelPage.accessibility ?? NaN),
        longTasksFullDuel: duel.longTasks,
        offlineInteractiveMs: offline,
        dragFrameP95Ms: drag,
      };
    } finally {
      await browser.close();
    }
    if (json) {
      console.log(JSON.stringify(figures));
    } else {
      console.log('| what | measured | gate | target |\n|---|---|---|---|');
      for (const g of GATES) {
        const v = figures[g.key] ?? NaN;
        const mark = meets(g, v, g.target) ? 'target met' : meets(g, v, g.gate) ? 'gate met' : 'OVER GATE';
        console.log(`| ${g.what} | ${v}${g.unit ? ' ' + g.unit : ''} (${mark}) | ${g.gate} | ${g.target} |`);
      }
      console.log(`\nInitial JS files: ${bundle.initialFiles.join(', ')}; worker: ${bundle.workerFile}`);
    }
  } finally {
    await served.close();
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
