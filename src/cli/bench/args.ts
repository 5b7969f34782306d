// Command line of `npm run bench`: parsing and validation only, no side effects.

export const WORKLOAD_NAMES = ['vanilla', 'presets', 'pool', 'ai', 'solver', 'lethal'] as const;
export type WorkloadName = (typeof WORKLOAD_NAMES)[number];

export interface BenchOptions {
  /** Workloads asked for by name, in order, without repeats; null means "all available". */
  workloads: WorkloadName[] | null;
  duels: number;
  seed: number;
  json: boolean;
  help: boolean;
}

export type ParsedArgs = { ok: true; options: BenchOptions } | { ok: false; error: string };

export const DEFAULT_DUELS = 2000;
export const DEFAULT_SEED = 1;
export const MAX_DUELS = 10_000_000;
export const MAX_SEED = 0xffffffff;

export const USAGE = `usage: npm run -s bench -- [options]
  --workload NAME  vanilla | presets | pool | ai | solver | lethal (repeatable; default: all available but lethal)
  --duels N        duels per workload, 1..${MAX_DUELS} (default ${DEFAULT_DUELS})
  --seed S         integer seed, 0..${MAX_SEED} (default ${DEFAULT_SEED})
  --json           one line of JSON per workload on stdout, nothing else
  --help           this text
`;

function isWorkload(s: string): s is WorkloadName {
  return (WORKLOAD_NAMES as readonly string[]).includes(s);
}

/** A decimal integer in [min, max], or an error message. */
function intIn(flag: string, raw: string, min: number, max: number): number | string {
  if (!/^\d+$/.test(raw)) return `${flag} needs a whole number from ${min} to ${max}, not ${JSON.stringify(raw)}`;
  const v = Number(raw);
  if (v < min || v > max) return `${flag} must be from ${min} to ${max}, not ${raw}`;
  return v;
}

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const fail = (error: string): ParsedArgs => ({ ok: false, error });
  const workloads: WorkloadName[] = [];
  let duels: number | null = null;
  let seed: number | null = null;
  let json = false;
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const flag = eq >= 0 ? arg.slice(0, eq) : arg;
    const inline = eq >= 0 ? arg.slice(eq + 1) : undefined;
    const value = (): string | null => {
      if (inline !== undefined) return inline;
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) return null;
      i++;
      return next;
    };
    switch (flag) {
      case '--workload': {
        const v = value();
        if (v === null) return fail(`--workload needs a name (${WORKLOAD_NAMES.join(', ')})`);
        if (!isWorkload(v)) return fail(`unknown workload ${JSON.stringify(v)}; the workloads are ${WORKLOAD_NAMES.join(', ')}`);
        if (!workloads.includes(v)) workloads.push(v);
        break;
      }
      case '--duels':
      case '--seed': {
        if ((flag === '--duels' ? duels : seed) !== null) return fail(`${flag} is given more than once`);
        const v = value();
        if (v === null) return fail(`${flag} needs a value`);
        const n = flag === '--duels' ? intIn(flag, v, 1, MAX_DUELS) : intIn(flag, v, 0, MAX_SEED);
        if (typeof n === 'string') return fail(n);
        if (flag === '--duels') duels = n;
        else seed = n;
        break;
      }
      case '--json':
      case '--help':
      case '-h':
        if (inline !== undefined) return fail(`${flag} takes no value`);
        if (flag === '--json') json = true;
        else help = true;
        break;
      default:
        return fail(arg.startsWith('-') ? `unknown option ${JSON.stringify(arg)}` : `unexpected argument ${JSON.stringify(arg)}`);
    }
  }
  return {
    ok: true,
    options: {
      workloads: workloads.length > 0 ? workloads : null,
      duels: duels ?? DEFAULT_DUELS,
      seed: seed ?? DEFAULT_SEED,
      json,
      help,
    },
  };
}
