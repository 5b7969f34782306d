// Checks an imported puzzle file: its own fields, then that the scenario loads and the
// goal is still open at the start. Every problem is reported in words, naming the field.
import { describeValue, isPlainObject, MAX_INPUT_CHARS, tooLong } from '../engine';
import { goalStart, judge, GOAL_KINDS, type Goal } from '../solver/goal';
import { BoardError, loadScenario, Refusal } from '../solver/load';
import { refusalEnglish } from '../i18n/engineText';
import { MAX_DIFFICULTY, type GeneratedInfo, type Puzzle } from './types';

export type Checked = { ok: true; puzzle: Puzzle } | { ok: false; error: string };

export class PuzzleError extends Error {}

function text(v: unknown, field: string, max: number): string {
  if (typeof v !== 'string' || v.trim() === '') throw new PuzzleError(`"${field}" must be a non-empty text, got ${describeValue(v)}`);
  if (v.length > max) throw new PuzzleError(`"${field}" is too long (${v.length} characters, at most ${max})`);
  return v.trim();
}

/** The "goal" field of a puzzle file. */
export function goalOf(v: unknown): Goal {
  const kinds = GOAL_KINDS.map((k) => `"${k}"`).join(', ');
  if (!isPlainObject(v)) throw new PuzzleError(`"goal" must be an object like { "kind": "win" } (kinds: ${kinds})`);
  switch (v.kind) {
    case 'win':
    case 'maximumClear':
    case 'survive':
      return { kind: v.kind };
    case 'damage': {
      const n = v.amount;
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 1_000_000) {
        throw new PuzzleError('"goal.amount" must be a whole number of damage from 1 to 1000000');
      }
      return { kind: 'damage', amount: n };
    }
    default:
      throw new PuzzleError(`"goal.kind" must be one of ${kinds}, got ${describeValue(v.kind)}`);
  }
}

const whole = (v: unknown, lo: number, hi: number): boolean => typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi;

/** The "generated" field a generated puzzle carries (its words in every language come from it). */
function generatedOf(v: unknown): GeneratedInfo {
  const ok = isPlainObject(v) && whole(v.seed, 0, 2 ** 32) && (v.from === 'duel' || v.from === 'maximum') && whole(v.key, 1, 999_999_999)
    && (v.grade === 'easy' || v.grade === 'medium' || v.grade === 'hard') && whole(v.lp, 1, 1_000_000) && whole(v.nodes, 0, 1e9) && whole(v.moves, 0, 1e6);
  if (!ok) throw new PuzzleError('"generated" must be what the generator writes: seed, from ("duel" or "maximum"), key (a card id), grade ("easy", "medium" or "hard"), lp, nodes, moves');
  return { seed: v.seed, from: v.from, key: v.key, grade: v.grade, lp: v.lp, nodes: v.nodes, moves: v.moves } as GeneratedInfo;
}

function idOf(v: unknown, title: string): string {
  if (v === undefined) return `import-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'puzzle'}`;
  if (typeof v !== 'string' || !/^[a-z0-9][a-z0-9-]{0,59}$/.test(v)) {
    throw new PuzzleError('"id" must be lower-case letters, digits and dashes (at most 60)');
  }
  return v;
}

/** A puzzle from parsed JSON, or the reason it is not one. */
export function checkPuzzle(v: unknown): Checked {
  try {
    if (!isPlainObject(v)) throw new PuzzleError('a puzzle is a JSON object with "title", "briefing", "difficulty", "goal", "seed" and "state"');
    if (v.state === undefined) throw new PuzzleError('"state" is missing: a puzzle starts from a board (see docs/scenario.md)');
    const title = text(v.title, 'title', 80);
    const briefing = text(v.briefing, 'briefing', 600);
    const d = v.difficulty;
    if (typeof d !== 'number' || !Number.isInteger(d) || d < 1 || d > MAX_DIFFICULTY) {
      throw new PuzzleError(`"difficulty" must be a whole number from 1 to ${MAX_DIFFICULTY}, got ${describeValue(d)}`);
    }
    const goal = goalOf(v.goal);
    if (v.actions !== undefined && !Array.isArray(v.actions)) throw new PuzzleError('"actions" must be a list');
    if (v.solution !== undefined && (!Array.isArray(v.solution) || !v.solution.every(isPlainObject))) {
      throw new PuzzleError('"solution" must be a list of scenario actions like { "do": "summon", "card": "a" }');
    }
    const puzzle: Puzzle = {
      id: idOf(v.id, title), title, briefing, difficulty: d, goal,
      seed: typeof v.seed === 'number' ? v.seed : 0,
      state: v.state,
      ...(v.actions !== undefined ? { actions: v.actions as unknown[] } : {}),
      ...(v.solution !== undefined ? { solution: v.solution as Record<string, unknown>[] } : {}),
      ...(v.generated !== undefined ? { generated: generatedOf(v.generated) } : {}),
    };
    const { state } = loadScenario({ seed: v.seed, state: v.state, actions: v.actions });
    if (state.winner !== null) throw new PuzzleError('the duel is already over at the start');
    if (state.pending?.player !== state.turnPlayer) throw new PuzzleError('the puzzle must start with the turn player to act');
    // The trainer seats its player first (players[0]); a puzzle for the other seat would be played by the opponent.
    if (state.turnPlayer !== 0) throw new PuzzleError('the puzzle must be played by the first player: "turnPlayer" must be 0 (players[0] is you)');
    if (judge(goal, goalStart(state), state) !== 'open') throw new PuzzleError('the goal is already decided at the start');
    return { ok: true, puzzle };
  } catch (e) {
    if (e instanceof PuzzleError) return { ok: false, error: e.message };
    if (e instanceof BoardError) return { ok: false, error: `the board is not valid: ${e.message}` };
    if (e instanceof Refusal) return { ok: false, error: `the board is not valid: ${refusalEnglish(e)}` };
    // Never an uncaught error for a file someone hands us: say so, in a line.
    return { ok: false, error: `the puzzle could not be loaded (${e instanceof Error ? e.message.slice(0, 80) : 'internal error'})` };
  }
}

/** A puzzle from the text of a file; bad JSON gets a message too. */
export function parsePuzzle(textIn: string): Checked {
  if (textIn.length > MAX_INPUT_CHARS) return { ok: false, error: tooLong('the file', textIn.length) };
  let v: unknown;
  try {
    // A byte order mark in front of the JSON is allowed.
    v = JSON.parse(textIn.charCodeAt(0) === 0xfeff ? textIn.slice(1) : textIn);
  } catch (e) {
    return { ok: false, error: `the file is not valid JSON (${e instanceof Error ? e.message : String(e)})` };
  }
  return checkPuzzle(v);
}

/** The file a puzzle exports to: a scenario the runner also accepts. */
export function puzzleJson(p: Puzzle): string {
  return JSON.stringify(p, null, 2) + '\n';
}
