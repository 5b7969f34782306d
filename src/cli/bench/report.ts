// Turning workload results into output: one JSON line each, or a readable table.
import type { VanillaResult } from './vanilla';
import type { WorkloadResult } from './workloads';

/** Exactly one line, fields in the order of the result object. */
export function jsonLine(r: WorkloadResult): string {
  return JSON.stringify(r);
}

const fixed = (x: number): string => x.toFixed(2);
const grouped = (x: number): string => Math.round(x).toLocaleString('en-US');

const COLUMNS: readonly [header: string, cell: (r: VanillaResult) => string][] = [
  ['workload', (r) => r.workload],
  ['duels', (r) => String(r.duels)],
  ['duels/s', (r) => fixed(r.duelsPerSec)],
  ['actions/s', (r) => grouped(r.actionsPerSec)],
  ['turns/duel', (r) => fixed(r.turnsPerDuel)],
  ['decisions/duel', (r) => fixed(r.decisionsPerDuel)],
  ['choices/duel', (r) => fixed(r.choicesPerDuel)],
  ['apply µs p50/p99', (r) => `${fixed(r.applyUsP50)} / ${fixed(r.applyUsP99)}`],
  ['legal µs p50/p99', (r) => `${fixed(r.legalUsP50)} / ${fixed(r.legalUsP99)}`],
  ['wins P0/P1/draw', (r) => `${r.winsP0} / ${r.winsP1} / ${r.draws}`],
  ['ended LP/deck-out/unfinished', (r) => `${r.endedByLp} / ${r.endedByDeckOut} / ${r.unfinished}`],
  ['peak RSS MB', (r) => r.peakRssMb.toFixed(1)],
];

type Row = string[];

function render(rows: readonly Row[]): string {
  const widths = (rows[0] as Row).map((_, c) => Math.max(...rows.map((row) => (row[c] ?? '').length)));
  const line = (row: Row): string =>
    row.map((v, c) => (c === 0 ? v.padEnd(widths[c] as number) : v.padStart(widths[c] as number))).join('  ');
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(rows[0] as Row), rule, ...rows.slice(1).map(line)].join('\n') + '\n';
}

const isEngineRun = (r: WorkloadResult): r is VanillaResult => 'duelsPerSec' in r;

/** Any other workload: its own fields as columns, numbers as they are. */
function fieldsTable(r: WorkloadResult): string {
  const entries = Object.entries(r);
  const cell = (v: unknown): string => (typeof v === 'number' ? String(Math.round(v * 100) / 100) : String(v));
  return render([entries.map(([k]) => k), entries.map(([, v]) => cell(v))]);
}

/**
 * Plain-text tables: the engine workloads (vanilla, presets) share one, one row each;
 * every other workload gets its own table of its fields.
 */
export function table(results: readonly WorkloadResult[]): string {
  const engine = results.filter(isEngineRun);
  const parts: string[] = [];
  if (engine.length > 0) parts.push(render([COLUMNS.map(([h]) => h), ...engine.map((r) => COLUMNS.map(([, cell]) => cell(r)))]));
  for (const r of results) if (!isEngineRun(r)) parts.push(fieldsTable(r));
  return parts.join('\n');
}
