// `npx tsx src/cli/solver/midgame.ts [--nodes N] [--seeds N]`: the solver on messy mid-game
// positions (docs/trainer.md "Limits"). Duel i pits two preset decks (every ordered pair in
// turn) with random play from seed i until player 0's turn 5 Main Phase; then "win this turn"
// and "deal 2000" are solved there with a node budget only, so the figures are deterministic.
// Prints one JSON line per position and a summary line.
import { applyAction, legalActions, newDuel, nextInt, seedRng, textKey, type DuelState } from '../../engine';
import { PRESET_DECKS } from '../../cards/presets';
import { solve, type Goal } from '../../solver';
import { builtinRuleset } from '../../cards/ruleset';

function position(i: number): DuelState | null {
  const n = PRESET_DECKS.length;
  const a = PRESET_DECKS[Math.floor((i % (n * n)) / n)];
  const b = PRESET_DECKS[i % n];
  if (!a || !b) return null;
  const setup = newDuel({ ruleset: builtinRuleset(), decks: [{ main: a.main, extra: a.extra }, { main: b.main, extra: b.extra }], seed: i, firstPlayer: 0 });
  if (!setup.ok) throw new Error(setup.error);
  let state = setup.state;
  const rng = seedRng(1000 + i);
  while (state.winner === null) {
    if (state.turn === 5 && state.phase === 'main' && state.pending?.player === 0 && state.pending.kind === 'main') return state;
    if (state.turn > 5) return null;
    const acts = legalActions(state);
    const r = applyAction(state, acts[nextInt(rng, acts.length)] as (typeof acts)[number]);
    if (!r.ok) throw new Error(textKey(r.error));
    state = r.state;
  }
  return null;
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
