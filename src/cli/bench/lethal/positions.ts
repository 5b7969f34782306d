// Win-this-turn positions for `npm run bench -- --workload lethal` (docs/bench.md): each is
// a scenario board (docs/scenario.md) written compactly, at the start of a player's Main
// Phase, from which the solver proves a win on that player's own view. The data file is
// made by `npx tsx src/cli/bench/lethal/make.ts` and kept in git, so the figure is comparable
// from run to run whatever cards join the pool later.
import { scenarioStart, writeBoard, type DuelState } from '../../../engine';
import { builtinRuleset } from '../../../cards/ruleset';

export interface LethalPosition {
  /** Where it came from: "pool S:i t T" (seed, duel, turn) or "puzzle ID". */
  from: string;
  seed: number;
  board: Record<string, unknown>;
}

export interface LethalFile {
  /** How the file was made, as a command line. */
  made: string;
  positions: LethalPosition[];
}

/** Fields a board entry may leave out: the reader's default (docs/scenario.md). */
const DEFAULTS: Record<string, unknown> = {
  lp: 8000,
  faceDown: false,
  summonedThisTurn: false,
  positionChangedThisTurn: false,
  attackedThisTurn: false,
  setThisTurn: false,
  equippedTo: null,
  maximum: null,
  field: null,
  position: 'attack',
};

function compact(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(compact);
  if (typeof v !== 'object' || v === null) return v;
  const o = v as Record<string, unknown>;
  // A card with only an id is written as the id.
  if (Object.keys(o).length === 1 && typeof o.id === 'number') return o.id;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(o)) {
    if (k in DEFAULTS && DEFAULTS[k] === x) continue;
    if (Array.isArray(x) && x.length === 0) continue;
    out[k] = compact(x);
  }
  return out;
}

/** A duel state as a compact board: defaults and empty lists left out, cards as ids. */
export function compactBoard(state: DuelState): Record<string, unknown> {
  return compact(writeBoard(state)) as Record<string, unknown>;
}

/** The position a stored entry describes. */
export function loadPosition(p: Pick<LethalPosition, 'seed' | 'board'>): DuelState {
  return scenarioStart({ seed: p.seed, state: p.board }, builtinRuleset()).state;
}
