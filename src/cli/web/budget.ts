// The bundle budget, read from a production build (dist/.vite/manifest.json): the JS the
// first interactive duel screen needs is the entry chunk, the lazily loaded duel screen and
// everything those two import statically (vite.config.ts bundles all that into one chunk loaded
// with the entry; the duel screen is then no chunk of its own, and its source must be in the
// source map of a counted chunk). Chunks loaded later (animation features,
// workbox-window, the end screen) and the AI worker are not part of it; the worker has
// its own budget. Sizes are gzip (level 9, like a static host's precompressed files), in kB.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  assets?: string[];
}

export const DUEL_SCREEN_SRC = 'src/ui/DuelScreen.tsx';

export interface BundleFigures {
  initialJsGzipKb: number;
  workerJsGzipKb: number;
  /** The files counted in initialJsGzipKb. */
  initialFiles: string[];
  workerFile: string;
}

export function gzipKb(path: string): number {
  return Math.round(gzipSync(readFileSync(path), { level: 9 }).length / 10) / 100;
}

/** The source files of a built chunk, from its source map (none without one). */
function mapSources(jsPath: string): string[] {
  try {
    return (JSON.parse(readFileSync(`${jsPath}.map`, 'utf8')) as { sources?: string[] }).sources ?? [];
  } catch {
    return [];
  }
}

export function bundleFigures(distDir: string): BundleFigures {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('build manifest: no entry chunk');
  const needed = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || needed.has(key)) return;
    needed.add(key);
    for (const k of chunk.imports ?? []) visit(k);
  };
  visit(entryKey);
  visit(DUEL_SCREEN_SRC);
  const initialFiles = [...needed].map((k) => (manifest[k] as Chunk).file).filter((f) => f.endsWith('.js'));
  if (!manifest[DUEL_SCREEN_SRC] && !initialFiles.some((f) => mapSources(join(distDir, f)).some((src) => src.endsWith(DUEL_SCREEN_SRC)))) {
    throw new Error('build manifest: the duel screen is neither a chunk nor in the initial chunks');
  }
  const workerFile = Object.values(manifest)
    .flatMap((c) => c.assets ?? [])
    .find((f) => /\/worker-[^/]+\.js$/.test(f));
  if (!workerFile) throw new Error('build manifest: no AI worker chunk');
  const sum = initialFiles.reduce((s, f) => s + gzipKb(join(distDir, f)), 0);
  return {
    initialJsGzipKb: Math.round(sum * 100) / 100,
    workerJsGzipKb: gzipKb(join(distDir, workerFile)),
    initialFiles,
    workerFile,
  };
}

/**
 * Card data must stay out of the JS and be precached as data: returns what is wrong, if
 * anything. A file holding both the English and the Japanese name of the same card holds
 * card data (UI translations may use a word that is also a short card name, never both).
 */
export function cardDataProblems(distDir: string, names: readonly (readonly [string, string])[]): string[] {
  const problems: string[] = [];
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
  const js = new Set(Object.values(manifest).flatMap((c) => [c.file, ...(c.assets ?? [])]).filter((f) => f.endsWith('.js')));
  for (const f of js) {
    const text = readFileSync(join(distDir, f), 'utf8');
    const found = names.find(([en, ja]) => text.includes(en) && text.includes(ja));
    if (found) problems.push(`${f} contains card data (${found[0]} / ${found[1]})`);
  }
  const sw = readFileSync(join(distDir, 'sw.js'), 'utf8');
  if (!/assets\/pool-[\w-]+\.json/.test(sw)) problems.push('the service worker does not precache the card data');
  if (!/assets\/catalog-[\w-]+\.json/.test(sw)) problems.push('the service worker does not precache the card catalog');
  return problems;
}
