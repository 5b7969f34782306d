// CI's bundle gate (npm test): builds the app into a folder of its own and fails when the
// initial JS or the AI worker chunk is over its gate. Fast and stable, unlike the browser
// figures of `npm run bench:web`, which are reported, not gated.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { bundleFigures } from './budget';
import { GATES, meets } from './gates';

const outDir = mkdtempSync(join(tmpdir(), 'rush-budget-'));
try {
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const figures = bundleFigures(outDir);
  let failed = false;
  for (const key of ['initialJsGzipKb', 'workerJsGzipKb'] as const) {
    const g = GATES.find((x) => x.key === key);
    if (!g) continue;
    const ok = meets(g, figures[key], g.gate);
    failed ||= !ok;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${g.what}: ${figures[key]} ${g.unit} (gate ${g.gate}, target ${g.target})`);
  }
  if (failed) {
    console.log(`initial files: ${figures.initialFiles.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
