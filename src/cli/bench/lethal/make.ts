// `npx tsx src/cli/bench/lethal/make.ts [--seed S] [--count N] [--nodes N] [--out FILE]`:
// makes the win-this-turn positions of the lethal bench (positions.ts). Duel i pits two
// random pool decks (seeds S*1000+2i and +1) played by Easy against Easy (Easy has no
// win-this-turn search, so the duels do not change when that search does). At the start of
// each Main Phase from turn 2, the turn player's position is kept when the solver, within N
// positions, proves a win this turn both
//  - on the player's own view (its Deck, the opponent's hand and Set Spells/Traps unknown:
//    blank cards that do nothing; face-down monsters the average of the likely decks), and
//  - on the real position (the opponent's real Set cards answer, every reply must lose),
// after the position has gone through the compact board and back. At most 2 a duel. Each duel
// is a duel session; the positions are looked at by its stop condition, before each decision.
// `--shard K/N` and `--merge` split the work between processes (main below).
import { readFileSync, writeFileSync } from 'node:fs';
import { playerView, runDuel, SessionError, type DuelState, type Player, type Seat, type SessionResult } from '../../../engine';
import { CARD_POOL } from '../../../cards/pool';
import { builtinRuleset } from '../../../cards/ruleset';
import { randomPoolDeck } from '../../../decks/randomDeck';
import { decide } from '../../../ai/decide';
import { ownCardsOf } from '../../../ai/ownCards';
import { toRealAction } from '../../../ai/translate';
import { tickClock } from '../../../ai/testing';
import { duelSeed } from '../seeds';
import { provenFromView, provenReal } from './proof';
import { compactBoard, loadPosition, type LethalFile, type LethalPosition } from './positions';

/** The stored position, or null when the board format cannot hold it (an Equip Spell's link). */
function roundTrip(entry: LethalPosition): DuelState | null {
  try {
    return loadPosition(entry);
  } catch {
    return null;
  }
}

function opt(args: string[], name: string, d: string): string {
  const i = args.indexOf(name);
  return i >= 0 ? (args[i + 1] ?? d) : d;
}

/** Easy for one seat: decision k thinks with seed dseed + k on a fresh tick clock; no answer is no move. */
function easy(seat: Seat, dseed: number): Player {
  return {
    choose({ state, index }) {
      const view = playerView(state, seat);
      const res = decide({ id: index, view, seat, level: 'easy', seed: dseed + index, budgetMs: 30, ownCards: ownCardsOf(state, seat) }, tickClock());
      return res.action ? toRealAction(state, view, res.action) : null;
    },
  };
}

function duelPositions(seed: number, i: number, nodes: number): LethalPosition[] {
  const pool = [...CARD_POOL.values()];
  const decks = [randomPoolDeck(pool, (seed * 1000 + 2 * i) >>> 0), randomPoolDeck(pool, (seed * 1000 + 2 * i + 1) >>> 0)] as const;
  const dseed = duelSeed(seed, i);
  const out: LethalPosition[] = [];
  let checked = -1;
  /** Looks at the position before each decision: the start of a Main Phase from turn 2 is tried. */
  const look = (s: DuelState): void => {
    if (s.turn >= 2 && s.turn !== checked && s.phase === 'main' && s.pending?.kind === 'main' && s.pending.player === s.turnPlayer) {
      checked = s.turn;
      if (provenFromView(s, nodes)) {
        const entry = { from: `pool ${seed}:${i} t${s.turn}`, seed: dseed, board: compactBoard(s) };
        const back = roundTrip(entry);
        if (back && provenFromView(back, nodes) && provenReal(back, nodes)) out.push(entry);
      }
    }
  };
  let r: SessionResult;
  try {
    r = runDuel({
      start: { ruleset: builtinRuleset(), decks: [decks[0], decks[1]], seed: dseed, firstPlayer: (i % 2) as Seat },
      players: [easy(0, dseed), easy(1, dseed)],
      maxTurns: 40,
      maxSteps: 3000,
      stopWhen: (s) => {
        look(s);
        return out.length >= 2;
      },
    });
  } catch (e) {
    if (e instanceof SessionError && e.call === 'setup') throw new Error(`newDuel refused a pool deck: ${String(e.cause)}`);
    throw e;
  }
  if (r.end === 'noMove' || r.end === 'refused') throw new Error(`the AI's move was refused in duel ${i}`);
  return out;
}

const duelOf = (p: LethalPosition): number => Number(/:(\d+) /.exec(p.from)?.[1] ?? 0);

function write(outPath: string, made: string, positions: readonly LethalPosition[]): void {
  // One position a line: small diffs, readable.
  const text = `{"made":${JSON.stringify(made)},"positions":[\n${positions.map((p) => JSON.stringify(p)).join(',\n')}\n]}\n`;
  writeFileSync(outPath, text);
}

/**
 * `--shard K/N` plays only the duels i with i mod N = K (N processes share the work), writing
 * each position as soon as it is found; `--merge A B ...` joins shard files by duel number and
 * keeps the first `--count`: the same positions as one process playing every duel.
 */
function main(args: string[]): void {
  const seed = Number(opt(args, '--seed', '1'));
  const count = Number(opt(args, '--count', '320'));
  const nodes = Number(opt(args, '--nodes', '20000'));
  const outPath = opt(args, '--out', 'src/cli/bench/lethal/positions.json');
  const made = `npx tsx src/cli/bench/lethal/make.ts --seed ${seed} --count ${count} --nodes ${nodes}`;
  const m = args.indexOf('--merge');
  if (m >= 0) {
    const files = args.slice(m + 1).filter((a) => !a.startsWith('--') && a.endsWith('.json'));
    const all = files.flatMap((f) => (JSON.parse(readFileSync(f, 'utf8')) as LethalFile).positions);
    all.sort((a, b) => duelOf(a) - duelOf(b));
    write(outPath, made, all.slice(0, count));
    process.stderr.write(`${Math.min(count, all.length)} of ${all.length} positions -> ${outPath}\n`);
    return;
  }
  const [k, n] = opt(args, '--shard', '0/1').split('/').map(Number) as [number, number];
  const positions: LethalPosition[] = [];
  let duels = 0;
  for (let i = k; positions.length < count && i < 100_000; i += n, duels++) {
    const found = duelPositions(seed, i, nodes);
    positions.push(...found);
    if (found.length > 0) write(outPath, made, positions);
    if (duels % 10 === 0) process.stderr.write(`duel ${i}: ${positions.length} positions\n`);
  }
  write(outPath, made, positions.slice(0, count));
  process.stderr.write(`${Math.min(count, positions.length)} positions from ${duels} duels -> ${outPath}\n`);
}

main(process.argv.slice(2));
