// `npm run -s bench -- [options]`: engine benchmark in one Node process (docs/bench.md).
// Exit status: 0 done, 1 a workload failed, 2 bad command line or workload not available.
import { parseArgs, USAGE } from './bench/args';
import { jsonLine, table } from './bench/report';
import type { WorkloadResult } from './bench/workloads';
import { runWorkload, selectWorkloads } from './bench/workloads';

function main(argv: readonly string[]): number {
  const parsed = parseArgs(argv);
  if (!parsed.ok) {
    process.stderr.write(`bench: ${parsed.error}\n\n${USAGE}`);
    return 2;
  }
  const opts = parsed.options;
  if (opts.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const selection = selectWorkloads(opts.workloads);
  if (!selection.ok) {
    process.stderr.write(`bench: ${selection.error}\n`);
    return 2;
  }
  const results: WorkloadResult[] = [];
  for (const name of selection.names) {
    let result: WorkloadResult;
    try {
      result = runWorkload(name, { duels: opts.duels, seed: opts.seed });
    } catch (e) {
      process.stderr.write(`bench: the ${name} workload failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
      return 1;
    }
    if (opts.json) process.stdout.write(jsonLine(result) + '\n');
    results.push(result);
  }
  if (!opts.json) process.stdout.write(table(results));
  return 0;
}

process.exitCode = main(process.argv.slice(2));
