// The size of what the game stores (issue 33 item 5): a duel state as saved (serialize) and a
// replay (seed, decks, actions), in bytes and gzipped, for Normal-AI duels of each preset
// against itself. Run by `npm run -s bench:memory -- --sizes-only` (docs/bench.md, "Memory").
import { gzipSync } from 'node:zlib';
import { ENGINE_VERSION, randomPlayer, runDuel, serialize, tickClock } from '../../engine';
import type { DeckList, DuelState, Replay } from '../../engine';
import { aiPlayer } from '../../ai/player';
import { PRESET_DECKS } from '../../cards/presets';
import { builtinRuleset } from '../../cards/ruleset';

export interface SizeRow {
  deck: string;
  duels: number;
  turns: number;
  actions: number;
  /** Median bytes: the state at the start, at turn 5 (or the end if sooner) and at the end. */
  stateStart: number;
  stateMid: number;
  stateEnd: number;
  stateEndGzip: number;
  replay: number;
  replayGzip: number;
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const bytes = (s: string): number => Buffer.byteLength(s, 'utf8');

/** `duels` Normal-AI duels (seeds 1..duels) of each preset against itself; medians per preset. */
export function measureSizes(duels: number): SizeRow[] {
  const ruleset = builtinRuleset();
  return PRESET_DECKS.map((p) => {
    const deck: DeckList = { main: p.main, extra: p.extra };
    const rows = Array.from({ length: duels }, (_, i) => {
      const seed = i + 1;
      let mid: DuelState | null = null;
      const ai = (seat: 0 | 1) => aiPlayer({ level: 'normal', seat, seed, budgetMs: 60 });
      const r = runDuel({
        start: { ruleset, decks: [deck, deck], seed },
        players: [ai(0), ai(1)],
        clock: tickClock(),
        maxTurns: 60,
        observers: [{ onAction: (s) => void (s.after.turn >= 5 && mid === null && (mid = s.after)) }],
      });
      // An AI with no legal answer (rare) is finished by a random player, so every duel ends.
      const final = r.end === 'noMove' ? runDuel({ start: { state: r.final }, players: [randomPlayer(seed), randomPlayer(seed + 1)], maxTurns: 200 }).final : r.final;
      const replay: Replay = { engine: ENGINE_VERSION, cardData: r.initial.cardData, seed, decks: [deck, deck], firstPlayer: r.initial.turnPlayer, actions: [...r.actions] };
      const end = serialize(final);
      const rep = JSON.stringify(replay);
      return {
        turns: final.turn,
        actions: r.actions.length,
        start: bytes(serialize(r.initial)),
        mid: bytes(serialize(mid ?? final)),
        end: bytes(end),
        endGz: gzipSync(end).length,
        rep: bytes(rep),
        repGz: gzipSync(rep).length,
      };
    });
    return {
      deck: p.key,
      duels,
      turns: median(rows.map((x) => x.turns)),
      actions: median(rows.map((x) => x.actions)),
      stateStart: median(rows.map((x) => x.start)),
      stateMid: median(rows.map((x) => x.mid)),
      stateEnd: median(rows.map((x) => x.end)),
      stateEndGzip: median(rows.map((x) => x.endGz)),
      replay: median(rows.map((x) => x.rep)),
      replayGzip: median(rows.map((x) => x.repGz)),
    };
  });
}
