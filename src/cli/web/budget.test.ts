import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleFigures, DUEL_SCREEN_SRC, gzipKb } from './budget';

// A made-up build: the entry, the lazy duel screen and what they import count; chunks only
// reached through a dynamic import (animation features, the end screen) and the worker do not.
const dir = mkdtempSync(join(tmpdir(), 'rush-budget-test-'));
mkdirSync(join(dir, '.vite'));
mkdirSync(join(dir, 'assets'));
const files: Record<string, string> = {
  'assets/index.js': 'a'.repeat(5000),
  'assets/shared.js': 'let b = 1;'.repeat(300),
  'assets/DuelScreen.js': 'c'.repeat(2000),
  'assets/motion.js': Array.from({ length: 4000 }, (_, i) => String(i * 7919)).join(''),
  'assets/EndScreen.js': 'e'.repeat(100),
  'assets/worker-x1.js': 'w'.repeat(1000),
};
for (const [f, body] of Object.entries(files)) writeFileSync(join(dir, f), body);
writeFileSync(
  join(dir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'], dynamicImports: [DUEL_SCREEN_SRC, 'src/ui/EndScreen.tsx'], assets: ['assets/worker-x1.js'] },
    '_shared.js': { file: 'assets/shared.js' },
    [DUEL_SCREEN_SRC]: { file: 'assets/DuelScreen.js', isDynamicEntry: true, imports: ['index.html', '_shared.js'], dynamicImports: ['src/ui/motion.ts'] },
    'src/ui/motion.ts': { file: 'assets/motion.js', isDynamicEntry: true },
    'src/ui/EndScreen.tsx': { file: 'assets/EndScreen.js', isDynamicEntry: true },
  }),
);

// The same, with the duel screen bundled into the entry's shared chunk (vite.config.ts).
const merged = mkdtempSync(join(tmpdir(), 'rush-budget-test-'));
mkdirSync(join(merged, '.vite'));
mkdirSync(join(merged, 'assets'));
writeFileSync(join(merged, 'assets/index.js'), 'import "./app.js";');
writeFileSync(join(merged, 'assets/app.js'), 'let a = 1;'.repeat(500));
writeFileSync(join(merged, 'assets/app.js.map'), JSON.stringify({ version: 3, sources: ['../../src/main.tsx', `../../${DUEL_SCREEN_SRC}`], mappings: '' }));
writeFileSync(join(merged, 'assets/motion.js'), 'm'.repeat(3000));
writeFileSync(join(merged, 'assets/worker-x2.js'), 'w'.repeat(1000));
const mergedManifest = (sources: boolean) => ({
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_app.js'] },
  '_app.js': { file: sources ? 'assets/app.js' : 'assets/motion.js', dynamicImports: [DUEL_SCREEN_SRC, 'src/ui/motion.ts'], assets: ['assets/worker-x2.js'] },
  'src/ui/motion.ts': { file: 'assets/motion.js', isDynamicEntry: true },
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(merged, { recursive: true, force: true });
});

describe('bundleFigures', () => {
  const f = bundleFigures(dir);

  it('counts the entry, the duel screen and their static imports, each once', () => {
    expect(f.initialFiles.sort()).toEqual(['assets/DuelScreen.js', 'assets/index.js', 'assets/shared.js']);
    const sum = ['assets/index.js', 'assets/shared.js', 'assets/DuelScreen.js'].reduce((s, p) => s + gzipKb(join(dir, p)), 0);
    expect(f.initialJsGzipKb).toBeCloseTo(sum, 1);
  });

  it('leaves out what loads later, and measures the worker on its own', () => {
    expect(f.initialFiles).not.toContain('assets/motion.js');
    expect(f.initialFiles).not.toContain('assets/EndScreen.js');
    expect(f.workerFile).toBe('assets/worker-x1.js');
    expect(f.workerJsGzipKb).toBe(gzipKb(join(dir, 'assets/worker-x1.js')));
    expect(gzipKb(join(dir, 'assets/motion.js'))).toBeGreaterThan(1);
  });
});

describe('bundleFigures with the duel screen in a shared chunk', () => {
  it('counts the entry and the chunk holding the duel screen', () => {
    writeFileSync(join(merged, '.vite', 'manifest.json'), JSON.stringify(mergedManifest(true)));
    const f = bundleFigures(merged);
    expect(f.initialFiles.sort()).toEqual(['assets/app.js', 'assets/index.js']);
    expect(f.workerFile).toBe('assets/worker-x2.js');
  });

  it('fails when no counted chunk holds the duel screen', () => {
    writeFileSync(join(merged, '.vite', 'manifest.json'), JSON.stringify(mergedManifest(false)));
    expect(() => bundleFigures(merged)).toThrow(/duel screen/);
  });
});
