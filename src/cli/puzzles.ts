// `npm run -s puzzles -- --generate N [--seed S] [--out DIR] [--nodes N]`: generated "win this
// turn" puzzles (docs/trainer.md, "Generated puzzles"), written as puzzle files to DIR (default
// generated-puzzles/); one JSON line per puzzle on stdout, then a summary line.
// `--day YYYY-MM-DD` writes that day's puzzle. Exit status: 0 done, 2 bad command line.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { CARD_POOL } from '../cards/pool';
import { builtinRuleset } from '../cards/ruleset';
import { daySeed, generatePuzzles } from '../puzzles/generate';

const USAGE = 'usage: npm run -s puzzles -- --generate N [--seed S] [--out DIR] [--nodes N]\n       npm run -s puzzles -- --day YYYY-MM-DD [--out DIR]\n';

function main(argv: readonly string[]): number {
  const opt = (name: string): string | undefined => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const day = opt('--day');
  const count = day ? 1 : Number(opt('--generate'));
  const seed = day ? daySeed(day) : Number(opt('--seed') ?? 1);
  const maxNodes = Number(opt('--nodes') ?? 40_000);
  const out = opt('--out') ?? 'generated-puzzles';
  const badDay = day !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(day);
  if (badDay || !Number.isInteger(count) || count < 1 || !Number.isInteger(seed) || !Number.isInteger(maxNodes) || maxNodes < 1) {
    process.stderr.write(USAGE);
    return 2;
  }
  mkdirSync(out, { recursive: true });
  const t0 = performance.now();
  let last = t0;
  const { stats } = generatePuzzles({ count, seed, pool: [...CARD_POOL.values()], ruleset: builtinRuleset(), maxNodes }, (p) => {
    const now = performance.now();
    const g = p.generated;
    writeFileSync(join(out, `${p.id}.json`), `${JSON.stringify(p, null, 1)}\n`);
    process.stdout.write(`${JSON.stringify({ id: p.id, from: g?.from, grade: g?.grade, key: g?.key, nodes: g?.nodes, moves: g?.moves, ms: Math.round(now - last) })}\n`);
    last = now;
  });
  const ms = performance.now() - t0;
  process.stdout.write(`${JSON.stringify({ ...stats, ms: Math.round(ms), msPerPuzzle: stats.kept ? Math.round(ms / stats.kept) : null, out })}\n`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
