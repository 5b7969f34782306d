// CI's bundle gate (npm test): builds the app into a folder of its own and fails when the
// initial JS or the AI worker chunk is over its gate, or when card data is in the JS. Fast
// and stable, unlike the browser figures of `npm run bench:web`, which are reported only.
// `--dist DIR` checks a build made just before instead (npm test: the one the browser tests
// built, which saves a second build of the same sources).
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { CATALOG_CARDS } from '../../cards/catalogBuiltin';
import { bundleFigures, cardDataProblems } from './budget';
import { GATES, meets } from './gates';

const distAt = process.argv.indexOf('--dist');
const given = distAt >= 0 ? process.argv[distAt + 1] : undefined;
if (distAt >= 0 && !(given && existsSync(join(given, 'index.html')))) {
  console.error(`--dist: no built app in "${given ?? ''}" (run npm run build first)`);
  process.exit(2);
}
/** The newest modification time of the files under a folder. */
function newest(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile()) t = Math.max(t, statSync(join(e.parentPath, e.name)).mtimeMs);
  }
  return t;
}
// A build older than the sources (a preview server left running locally) is not checked: build anew.
const fresh = given !== undefined && statSync(join(given, 'index.html')).mtimeMs >= newest('src');
if (given && !fresh) console.log(`${given} is older than the sources: building anew`);
const reuse = fresh ? given : undefined;
const outDir = reuse ?? mkdtempSync(join(tmpdir(), 'rush-budget-'));
try {
  if (!reuse) await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const figures = bundleFigures(outDir);
  let failed = false;
  for (const key of ['initialJsGzipKb', 'workerJsGzipKb'] as const) {
    const g = GATES.find((x) => x.key === key);
    if (!g) continue;
    const ok = meets(g, figures[key], g.gate);
    failed ||= !ok;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${g.what}: ${figures[key]} ${g.unit} (gate ${g.gate}, target ${g.target})`);
  }
  // Every card of the catalog (the pool's included): none may be in the JS.
  const names = CATALOG_CARDS.flatMap((c) => (c.nameJa ? [[c.name, c.nameJa] as const] : []));
  const problems = cardDataProblems(outDir, names);
  for (const p of problems) console.log(`FAIL ${p}`);
  if (problems.length === 0) console.log('ok   card data is not in the JS and is precached as data');
  failed ||= problems.length > 0;
  if (failed) {
    console.log(`initial files: ${figures.initialFiles.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  if (!reuse) rmSync(outDir, { recursive: true, force: true });
}
