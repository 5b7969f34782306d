// Generated puzzles (issue: "a trainer without end"): every kept puzzle is a valid puzzle file,
// its line wins through the engine, one attack alone does not, and a seed always gives the same.
import { describe, expect, it } from 'vitest';
import { CARD_POOL } from '../../cards/pool';
import { builtinRuleset } from '../../cards/ruleset';
import { loadScenario } from '../../solver/load';
import { replaySolution, scenarioOf } from '../play';
import { checkPuzzle, parsePuzzle, puzzleJson } from '../validate';
import { daySeed, generatePuzzles, gradeOf } from '.';
import { oneAttackWins } from './playout';
import { generatedWords } from './words';

const made = generatePuzzles({ count: 2, seed: 7, pool: [...CARD_POOL.values()], ruleset: builtinRuleset(), maxNodes: 20_000 });

describe('generated puzzles', () => {
  it('a seed gives puzzles, and the figures add up', () => {
    expect(made.puzzles.length).toBe(2);
    const s = made.stats;
    expect(s.kept).toBe(2);
    expect(s.tried).toBe(s.kept + Object.values(s.dropped).reduce((a, b) => a + b, 0));
    expect(s.dropped.unreadable).toBe(0);
  });

  it.each(made.puzzles.map((p) => [p.id, p] as const))('%s: a valid file whose line wins, and no single attack wins', (_, p) => {
    const back = parsePuzzle(puzzleJson(p));
    expect(back.ok && back.puzzle.generated).toEqual(p.generated);
    expect(replaySolution(p).verdict).toBe('met');
    expect(oneAttackWins(loadScenario(scenarioOf(p)).state)).toBe(false);
    expect(p.generated?.key).toBeGreaterThan(0);
  });

  it('the same seed gives the same puzzles (the puzzle of the day is the same for everyone)', () => {
    const again = generatePuzzles({ count: 1, seed: 7, pool: [...CARD_POOL.values()], ruleset: builtinRuleset(), maxNodes: 20_000 });
    expect(again.puzzles[0]).toEqual(made.puzzles[0]);
    expect(daySeed('2026-12-07')).toBe(20261207);
  });

  it('grades by the solver work, and words a puzzle in every language from its facts', () => {
    expect([gradeOf(100, 3), gradeOf(2_000, 3), gradeOf(100, 6), gradeOf(50_000, 3), gradeOf(100, 9)]).toEqual(['easy', 'medium', 'medium', 'hard', 'hard']);
    const g = { seed: 1, from: 'duel', key: 160202002, grade: 'easy', lp: 2400, nodes: 10, moves: 3 } as const;
    const name = (): string => 'Overlord';
    expect(generatedWords(g, 'en', name).briefing).toContain('2400 LP');
    expect(generatedWords(g, 'ja', name).title).toBe('このターンで勝て：Overlord');
    expect(generatedWords(g, 'zh', name).briefing).toContain('2400');
  });

  it('a puzzle file whose "generated" field is malformed is refused, naming the field', () => {
    const p = made.puzzles[0];
    const bad = checkPuzzle({ ...p, generated: { ...p?.generated, grade: 'trivial' } });
    expect(bad).toEqual({ ok: false, error: expect.stringContaining('"generated"') });
  });

  it('a puzzle for the second seat is refused: the trainer seats its player first', () => {
    const p = made.puzzles[0] as { state: Record<string, unknown> };
    expect(checkPuzzle({ ...p, state: { ...p.state, turnPlayer: 1 } })).toEqual({ ok: false, error: expect.stringContaining('"turnPlayer" must be 0') });
  });
});
