import { describe, expect, it } from 'vitest';
import { runScenario } from '../engine';
import { builtinPuzzles } from './builtin';
import { replaySolution, scenarioOf, solvePuzzle } from './play';
import { checkPuzzle, parsePuzzle, puzzleJson } from './validate';
import unsolvable from './testdata/unsolvable.json';
import type { Puzzle } from './types';
import { TRAINER_BUDGET } from './budget';
import { builtinRuleset } from '../cards/ruleset';
import { englishText } from '../i18n/engineText';

/** The budget the trainer gives the solver in the browser (see docs/trainer.md). */
const budget = { ...TRAINER_BUDGET, maxMs: 60_000, now: () => performance.now() };
const puzzles = builtinPuzzles();

describe('built-in puzzles', () => {
  it('there are at least 15, in rising difficulty, with unique ids, most of them MAXIMUM', () => {
    expect(puzzles.length).toBeGreaterThanOrEqual(15);
    const d = puzzles.map((p) => p.difficulty);
    expect(d).toEqual([...d].sort((a, b) => a - b));
    expect(new Set(puzzles.map((p) => p.id)).size).toBe(puzzles.length);
    const maximum = puzzles.filter((p) => JSON.stringify(p).match(/16020200[23]|16020300[23]|1602020(10|11|12)|16042200[123]/));
    expect(maximum.length).toBeGreaterThan(puzzles.length / 2);
  });

  it.each(puzzles.map((p) => [p.id, p] as const))('%s: its stated solution reaches the goal through the engine', (_, p) => {
    expect(p.solution?.length).toBeGreaterThan(0);
    expect(replaySolution(p).verdict).toBe('met');
  });

  it.each(puzzles.map((p) => [p.id, p] as const))('%s: the solver finds a line within budget, and the scenario runner replays it', (_, p) => {
    const r = solvePuzzle(p, budget);
    expect(r.solved).toBe(true);
    expect(r.nodes).toBeLessThan(budget.maxNodes);
    expect(replaySolution({ ...p, solution: r.line }).verdict).toBe('met');
    const out = runScenario({ ...scenarioOf(p), actions: [...(p.actions ?? []), ...r.line] }, builtinRuleset(), englishText);
    expect(out.failedAt).toBeUndefined();
    expect(out.ok).toBe(true);
  });
});

describe('the prepared unsolvable puzzle', () => {
  it('is a valid puzzle for which the solver reports "no line" after a complete search', () => {
    const c = checkPuzzle(unsolvable);
    expect(c.ok).toBe(true);
    const r = solvePuzzle((c as { puzzle: Puzzle }).puzzle, budget);
    expect(r).toMatchObject({ solved: false, complete: true, line: [] });
  });
});

describe('importing a puzzle file', () => {
  const good = puzzles[0] as Puzzle;
  const bad = (patch: Record<string, unknown>): string => {
    const c = checkPuzzle({ ...JSON.parse(puzzleJson(good)), ...patch });
    expect(c.ok).toBe(false);
    return (c as { error: string }).error;
  };

  it('round-trips through export', () => {
    expect(parsePuzzle(puzzleJson(good))).toEqual({ ok: true, puzzle: good });
  });

  it('says what is wrong, naming the field', () => {
    expect(parsePuzzle('{ nope')).toMatchObject({ ok: false, error: expect.stringMatching(/not valid JSON/) });
    expect(parsePuzzle('[]')).toMatchObject({ ok: false, error: expect.stringMatching(/JSON object/) });
    expect(bad({ title: '' })).toMatch(/"title"/);
    expect(bad({ difficulty: 9 })).toMatch(/"difficulty".*1 to 5/);
    expect(bad({ goal: { kind: 'lose' } })).toMatch(/"goal.kind" must be one of/);
    expect(bad({ goal: { kind: 'damage' } })).toMatch(/"goal.amount"/);
    expect(bad({ state: undefined })).toMatch(/"state" is missing/);
    expect(bad({ state: { players: [{ hand: [123] }, {}] } })).toMatch(/board is not valid: .*players\[0\]\.hand\[0\].*unknown card/);
    expect(bad({ solution: 'win' })).toMatch(/"solution" must be a list/);
  });

  it('refuses a puzzle whose goal is already decided', () => {
    const over = { ...(good.state as Record<string, unknown>), players: [{}, { lp: 0 }] };
    expect(bad({ state: over })).toMatch(/already over|already decided/);
  });
});
