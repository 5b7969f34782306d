// `npx tsx src/cli/solver/midgame.ts [--nodes N] [--seeds N]`: the solver on messy mid-game
// positions (docs/trainer.md "Limits"). Duel i pits two preset decks (every ordered pair in
// turn) with random play from seed i (a duel session) until player 0's turn 5 Main Phase; then "win this turn"
// and "deal 2000" are solved there with a node budget only, so the figures are deterministic.
// Prints one JSON line per position and a summary line.
import { randomPlayer, runDuel, seedRng, SessionError, textKey, type DuelState, type SessionResult } from '../../engine';
import { PRESET_DECKS } from '../../cards/presets';
import { solve, type Goal } from '../../solver';
import { builtinRuleset } from '../../cards/ruleset';

/** Player 0's Main Phase of turn 5, where the solver is asked. */
const solverTurn = (s: DuelState): boolean => s.turn === 5 && s.phase === 'main' && s.pending?.player === 0 && s.pending.kind === 'main';

function position(i: number): DuelState | null {
  const n = PRESET_DECKS.length;
  const a = PRESET_DECKS[Math.floor((i % (n * n)) / n)];
  const b = PRESET_DECKS[i % n];
  if (!a || !b) return null;
  const random = randomPlayer(seedRng(1000 + i));
  let r: SessionResult;
  try {
    r = runDuel({
      start: { ruleset: builtinRuleset(), decks: [{ main: a.main, extra: a.extra }, { main: b.main, extra: b.extra }], seed: i, firstPlayer: 0 },
      players: [random, random],
      stopWhen: (s) => solverTurn(s) || s.turn > 5,
    });
  } catch (e) {
    if (e instanceof SessionError && e.call === 'setup') throw new Error(String(e.cause));
    throw e;
  }
  if (r.refusal) throw new Error(textKey(r.refusal.error));
  return r.end === 'stopped' && solverTurn(r.final) ? r.final : null;
}

const args = process.argv.slice(2);
const opt = (name: string, d: number): number => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : d;
};
const maxNodes = opt('--nodes', 200_000);
const wanted = opt('--seeds', 12);
const goals: Goal[] = [{ kind: 'win' }, { kind: 'damage', amount: 2000 }];
const sum: { positions: number; decided: number[]; nodes: number[]; ms: number[] } = { positions: 0, decided: [0, 0], nodes: [0, 0], ms: [0, 0] };
for (let i = 1, found = 0; found < wanted && i < 1000; i++) {
  const s = position(i);
  if (!s) continue;
  found++;
  sum.positions++;
  const row: Record<string, unknown> = { seed: i, oppLp: s.players[1].lp };
  goals.forEach((g, k) => {
    const t0 = performance.now();
    const r = solve(s, g, { maxNodes, maxMs: 1e9, now: () => performance.now() });
    const ms = performance.now() - t0;
    row[g.kind] = { solved: r.solved, complete: r.complete, nodes: r.nodes, ms: Math.round(ms) };
    sum.decided[k] = (sum.decided[k] ?? 0) + (r.complete || r.solved ? 1 : 0);
    sum.nodes[k] = (sum.nodes[k] ?? 0) + r.nodes;
    sum.ms[k] = (sum.ms[k] ?? 0) + ms;
  });
  process.stdout.write(JSON.stringify(row) + '\n');
}
process.stdout.write(JSON.stringify({ ...sum, ms: sum.ms.map(Math.round) }) + '\n');
