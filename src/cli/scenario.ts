// npm run -s scenario -- FILE [FILE ...]
// Prints one line of JSON per file (docs/scenario.md); exit 2 if any file is missing or invalid.
import { runScenario, type ScenarioOutput } from '../engine';
import { readInput } from './readInput';
import { builtinRuleset } from '../cards/ruleset';
import { englishText } from '../i18n/engineText';
import { nameUnplayable } from './notPlayable';

function runFile(path: string): ScenarioOutput {
  const read = readInput(path);
  if (!read.ok) return { ok: false, invalid: read.error };
  const text = read.text;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { ok: false, invalid: `${path}: not valid JSON (${(e as Error).message})` };
  }
  try {
    return runScenario(json, builtinRuleset(), englishText);
  } catch (e) {
    // An engine bug must still produce a line for this file, not a stack trace.
    return { ok: false, invalid: `${path}: internal error while running the scenario: ${(e as Error).message}` };
  }
}

const files = process.argv.slice(2).filter((a) => a !== '--');
if (files.length === 0) {
  process.stderr.write('usage: npm run -s scenario -- FILE [FILE ...]\n');
  process.exitCode = 2;
} else {
  let status = 0;
  for (const f of files) {
    const out = runFile(f);
    if (out.invalid !== undefined) {
      status = 2;
      out.invalid = nameUnplayable(out.invalid);
    }
    process.stdout.write(`${JSON.stringify(out)}\n`);
  }
  process.exitCode = status;
}
