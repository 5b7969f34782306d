// Turning workload results into output: one JSON line each, or a readable table.
import type { WorkloadResult } from './workloads';

/** Exactly one line, fields in the order of the result object. */
export function jsonLine(r: WorkloadResult): string {
  return JSON.stringify(r);
}

const fixed = (x: number): string => x.toFixed(2);
const grouped = (x: number): string => Math.round(x).toLocaleString('en-US');

const COLUMNS: readonly [header: string, cell: (r: WorkloadResult) => string][] = [
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

/** A plain-text table: one header row, one row per workload, columns padded to fit. */
export function table(all: readonly WorkloadResult[]): string {
  // Workloads with other figures (ai, solver) follow the table as "name: field value" lines.
  const results = all.filter((r) => typeof r.duelsPerSec === 'number');
  const others = all.filter((r) => typeof r.duelsPerSec !== 'number').map(otherLine);
  const rows = [COLUMNS.map(([h]) => h), ...results.map((r) => COLUMNS.map(([, cell]) => cell(r)))];
  const widths = COLUMNS.map((_, c) => Math.max(...rows.map((row) => (row[c] as string).length)));
  const line = (row: string[]): string =>
    row.map((v, c) => (c === 0 ? v.padEnd(widths[c] as number) : v.padStart(widths[c] as number))).join('  ');
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  const head = results.length > 0 ? [line(rows[0] as string[]), rule, ...rows.slice(1).map(line)] : [];
  return [...head, ...others].join('\n') + '\n';
}

function otherLine(r: WorkloadResult): string {
  const fields = Object.entries(r).filter(([k]) => k !== 'workload');
  return `${r.workload}: ${fields.map(([k, v]) => `${k} ${String(v)}`).join(', ')}`;
}
