// `npm run -s sim -- [options]`: headless duels between AI levels (docs/ai.md, "Measuring").
// Exit status: 0 done, 1 a duel failed, 2 bad command line or deck.
import { performance } from 'node:perf_hooks';
import { parseSimArgs, USAGE } from './sim/args';
import { DeckError } from './sim/decks';
import { runSim, type SimResult } from './sim/run';

function table(r: SimResult, unfinished: number, errors: number, deck0: string, deck1: string): string {
  const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
  return [
    `${r.games} duels: ${r.p0} (${deck0}) vs ${r.p1} (${deck1}), seats swapped halfway`,
    `wins ${r.p0}/${r.p1}/draw: ${r.winsP0} / ${r.winsP1} / ${r.draws}${unfinished ? ` (unfinished ${unfinished})` : ''}`,
    `win rate of ${r.p0}: ${pct(r.winRateP0)}  (95% CI ${pct(r.ci95[0])} .. ${pct(r.ci95[1])}, Wilson)`,
    `turns per duel: ${r.turnsPerDuel.toFixed(2)}`,
    `decision ms ${r.p0}: p50 ${r.msP50P0}  p95 ${r.msP95P0}  max ${r.msMaxP0}`,
    `decision ms ${r.p1}: p50 ${r.msP50P1}  p95 ${r.msP95P1}  max ${r.msMaxP1}`,
    `AI errors (safe move played): ${errors}`,
    '',
  ].join('\n');
}

function main(argv: readonly string[]): number {
  const parsed = parseSimArgs(argv);
  if (!parsed.ok) {
    process.stderr.write(`sim: ${parsed.error}\n\n${USAGE}`);
    return 2;
  }
  const o = parsed.options;
  if (o.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  let run;
  try {
    run = runSim(o, () => performance.now(), (i, won) => {
      if (!o.json && process.stderr.isTTY) process.stderr.write(`\rduel ${i + 1}/${o.games} ${won === null ? '-' : won ? 'W' : 'L'}`);
    });
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    process.stderr.write(`sim: ${msg}\n`);
    return e instanceof DeckError ? 2 : 1;
  }
  if (!o.json && process.stderr.isTTY) process.stderr.write('\n');
  for (const e of run.extras.errors.slice(0, 20)) process.stderr.write(`sim: ${e}\n`);
  if (o.json) process.stdout.write(JSON.stringify(run.result) + '\n');
  else process.stdout.write(table(run.result, run.extras.unfinished, run.extras.errors.length, o.deck0, o.deck1));
  return 0;
}

process.exitCode = main(process.argv.slice(2));
