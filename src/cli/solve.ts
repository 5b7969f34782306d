// `npm run -s solve -- [--nodes N] [--ms N] FILE...`: solves puzzle files headlessly and
// prints one JSON line per file: {"solved", "line", "nodes", "ms"} (docs/trainer.md).
// A file without a "goal" is solved for "win this turn"; an EDOPro puzzle script (.lua) is read
// as data into a puzzle first. Exit status 2 if any file is
// missing or invalid (its line then also carries "error").
import { DEFAULT_BUDGET, solveScenario } from '../solver';
import { BoardError, Refusal } from '../solver/load';
import { refusalEnglish } from '../i18n/engineText';
import { goalOf, PuzzleError } from '../puzzles/validate';
import { readInput } from './readInput';
import { nameUnplayable } from './notPlayable';
import { isLuaPuzzle, readLuaPuzzle } from '../puzzles/edopro';

interface Options {
  files: string[];
  maxNodes: number;
  maxMs: number;
}

function parse(argv: readonly string[]): Options | string {
  const o: Options = { files: [], maxNodes: DEFAULT_BUDGET.maxNodes, maxMs: DEFAULT_BUDGET.maxMs };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === '--nodes' || a === '--ms') {
      const v = argv[++i];
      if (v === undefined || !/^\d+$/.test(v) || Number(v) < 1) return `${a} needs a whole number of 1 or more`;
      if (a === '--nodes') o.maxNodes = Number(v);
      else o.maxMs = Number(v);
    } else if (a.startsWith('--')) return `unknown option ${a}`;
    else o.files.push(a);
  }
  return o.files.length > 0 ? o : 'usage: npm run -s solve -- [--nodes N] [--ms N] FILE...';
}

function solveFile(path: string, o: Options): { line: Record<string, unknown>; ok: boolean } {
  const failed = (error: string) => ({ line: { solved: false, line: [], nodes: 0, ms: 0, error: nameUnplayable(error) }, ok: false });
  const read = readInput(path);
  if (!read.ok) return failed(read.error);
  let file: unknown;
  if (isLuaPuzzle(read.text, path)) {
    // An EDOPro puzzle script, read as data (src/puzzles/edopro.ts).
    const lua = readLuaPuzzle(read.text, path);
    if (!lua.ok) return failed(`${path}: ${lua.error}`);
    file = lua.puzzle;
  } else {
    try {
      file = JSON.parse(read.text);
    } catch (e) {
      return failed(`${path}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  try {
    const goalField = typeof file === 'object' && file !== null ? (file as Record<string, unknown>).goal : undefined;
    const goal = goalField === undefined ? ({ kind: 'win' } as const) : goalOf(goalField);
    const r = solveScenario(file, goal, { maxNodes: o.maxNodes, maxMs: o.maxMs, now: () => performance.now() });
    const line: Record<string, unknown> = { solved: r.solved, line: r.line, nodes: r.nodes, ms: Math.round(r.ms * 10) / 10 };
    // Decided before any move: say so instead of an empty line that looks like a solution.
    if (r.already) line.already = r.already;
    return { line, ok: true };
  } catch (e) {
    if (e instanceof Refusal) return failed(`${path}: ${refusalEnglish(e)}`);
    if (e instanceof BoardError || e instanceof PuzzleError) return failed(`${path}: ${e.message}`);
    // Still one line for this file, never a stack trace instead of it.
    return failed(`${path}: internal error while solving: ${e instanceof Error ? e.message.slice(0, 200) : 'unknown'}`);
  }
}

function main(argv: readonly string[]): number {
  const o = parse(argv);
  if (typeof o === 'string') {
    process.stderr.write(`solve: ${o}\n`);
    return 2;
  }
  let status = 0;
  for (const f of o.files) {
    const r = solveFile(f, o);
    if (!r.ok) status = 2;
    process.stdout.write(JSON.stringify(r.line) + '\n');
  }
  return status;
}

process.exitCode = main(process.argv.slice(2));
