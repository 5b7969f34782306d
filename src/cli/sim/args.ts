// Command line of `npm run sim`: parsing and validation only.

export const PLAYER_LEVELS = ['random', 'easy', 'normal', 'hard'] as const;
export type PlayerLevel = (typeof PLAYER_LEVELS)[number];

export interface SimOptions {
  games: number;
  p0: PlayerLevel;
  p1: PlayerLevel;
  deck0: string;
  deck1: string;
  seed: number;
  /** Soft time budget per AI decision, ms (AiRequest.budgetMs). */
  budgetMs: number;
  json: boolean;
  help: boolean;
}

export const USAGE = `usage: npm run -s sim -- [options]
  --games N      duels to play, 1..100000 (default 100); seats swap halfway
  --p0 LEVEL     random | easy | normal | hard (default normal)
  --p1 LEVEL     the same (default random)
  --deck0 DECK   player 0's deck: a preset key or name (maximum, dragon, fusion, beginner),
                 or a file: a .ydk, a list of card names or ids ("3 Phoenix Dragon"),
                 or JSON {"main": [...], "extra": [...]}; an unknown or not yet
                 playable card is an error naming it (exit 2),
                 or pool: a random legal deck from the whole playable pool each duel
                 (default maximum)
  --deck1 DECK   player 1's deck (default: the same as --deck0)
  --seed S       whole number 0..4294967295 (default 1)
  --budget MS    soft time budget per AI decision in ms (default 1000)
  --json         one line of JSON, nothing else on stdout
  --help         this text
`;

export type Parsed = { ok: true; options: SimOptions } | { ok: false; error: string };

function whole(flag: string, raw: string | undefined, min: number, max: number): number | string {
  if (raw === undefined || !/^\d+$/.test(raw)) return `${flag} needs a whole number from ${min} to ${max}`;
  const v = Number(raw);
  return v < min || v > max ? `${flag} must be from ${min} to ${max}, not ${raw}` : v;
}

function isLevel(s: string | undefined): s is PlayerLevel {
  return (PLAYER_LEVELS as readonly (string | undefined)[]).includes(s);
}

export function parseSimArgs(argv: readonly string[]): Parsed {
  const o: SimOptions = { games: 100, p0: 'normal', p1: 'random', deck0: 'maximum', deck1: '', seed: 1, budgetMs: 1000, json: false, help: false };
  const seen = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const flag = eq >= 0 ? arg.slice(0, eq) : arg;
    const value = (): string | undefined => (eq >= 0 ? arg.slice(eq + 1) : argv[++i]);
    if (seen.has(flag)) return { ok: false, error: `${flag} is given more than once` };
    seen.add(flag);
    switch (flag) {
      case '--games': case '--seed': case '--budget': {
        const max = flag === '--games' ? 100_000 : flag === '--seed' ? 0xffffffff : 60_000;
        const v = whole(flag, value(), flag === '--seed' ? 0 : 1, max);
        if (typeof v === 'string') return { ok: false, error: v };
        if (flag === '--games') o.games = v;
        else if (flag === '--seed') o.seed = v;
        else o.budgetMs = v;
        break;
      }
      case '--p0': case '--p1': {
        const v = value();
        if (!isLevel(v)) return { ok: false, error: `${flag} must be one of ${PLAYER_LEVELS.join(', ')}` };
        o[flag === '--p0' ? 'p0' : 'p1'] = v;
        break;
      }
      case '--deck0': case '--deck1': {
        const v = value();
        if (v === undefined || v === '') return { ok: false, error: `${flag} needs a preset or a file` };
        o[flag === '--deck0' ? 'deck0' : 'deck1'] = v;
        break;
      }
      case '--json': o.json = true; break;
      case '--help': case '-h': o.help = true; break;
      default:
        return { ok: false, error: `unknown option ${JSON.stringify(arg)}` };
    }
  }
  if (o.deck1 === '') o.deck1 = o.deck0;
  return { ok: true, options: o };
}
