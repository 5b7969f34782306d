import { describe, expect, it } from 'vitest';
import { applyAction, textKey, type DuelState } from '../engine';
import { builtinPuzzles } from '../puzzles/builtin';
import { puzzleStart } from '../puzzles/play';
import { solve } from '../solver/search';
import { goalStart, judge } from '../solver/goal';
import { lineMsgs, lineText, nextMoveMsg, nextMoveText } from './hintText';
import { loadLanguage, say } from '../i18n';
import { LineReplay } from './lineReplay';

describe('replaying a solver line (hint tier 3)', () => {
  const p = builtinPuzzles().find((x) => x.id === '03-falling-leaves');
  if (!p) throw new Error('puzzle missing');
  const start = puzzleStart(p).state;
  const r = solve(start, p.goal, { maxNodes: 10_000, maxMs: 60_000, now: () => performance.now() });

  it('gives the move for every position of the line, up to the goal, and none elsewhere', () => {
    const replay = new LineReplay(start, r.line);
    let s: DuelState = start;
    for (let i = 0; replay.moveFor(s); i++) {
      const a = replay.moveFor(s);
      expect(a).toEqual(r.line[i]);
      const next = applyAction(s, a as NonNullable<typeof a>);
      if (!next.ok) throw new Error(textKey(next.error));
      s = next.state;
    }
    expect(judge(p.goal, goalStart(start), s)).toBe('met');
  });

  it('names the next card to play (hint tier 2)', () => {
    expect(nextMoveText(start, r.line[0] as NonNullable<(typeof r.line)[0]>)).toBe('Yggdrago the Sky Emperor: MAXIMUM Summon.');
  });

  it('says the next move in the player\'s languages: Japanese words, Japanese or English card names', async () => {
    await loadLanguage('ja');
    const m = nextMoveMsg(start, r.line[0] as NonNullable<(typeof r.line)[0]>);
    expect(say('ja', 'ja', m)).toBe('天帝龍樹ユグドラゴ：マキシマム召喚。');
    expect(say('ja', 'en', m)).toBe('Yggdrago the Sky Emperor：マキシマム召喚。');
  });

  it('writes the hero\'s moves of the whole line in words (hint tier 3)', () => {
    const steps = lineText(start, r.line, 0);
    expect(steps[0]).toBe('Yggdrago the Sky Emperor: MAXIMUM Summon.');
    expect(steps).toContain('Go to the Battle Phase.');
    expect(steps).toContain('Yggdrago the Sky Emperor: [L] effect.');
    expect(steps.length).toBe(r.line.length);
  });
});

describe('the shown line names an effect\'s option as its prompt does (hint tier 3)', () => {
  const p = builtinPuzzles().find((x) => x.id === '10-heavenly-gift');
  if (!p) throw new Error('puzzle missing');
  const start = puzzleStart(p).state;
  const r = solve(start, p.goal, { maxNodes: 10_000, maxMs: 60_000, now: () => performance.now() });

  it('writes the question and the answer its button shows (Heavenly Gift: draw), never "Option 2."', () => {
    const steps = lineText(start, r.line, 0);
    expect(steps).toContain('Draw? Yes.');
    expect(steps.some((s) => /Option \d/.test(s))).toBe(false);
  });

  it('words the question and its answer in Japanese and Chinese too, with no English left', async () => {
    await Promise.all([loadLanguage('ja'), loadLanguage('zh')]);
    const steps = lineMsgs(start, r.line, 0);
    const en = steps.map((m) => say('en', 'en', m));
    const i = en.indexOf('Draw? Yes.');
    expect(i).toBeGreaterThanOrEqual(0);
    for (const lang of ['ja', 'zh'] as const) {
      const s = say(lang, 'en', steps[i]!);
      expect(s).not.toMatch(/Draw|Yes|Option/);
      expect(s).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    }
  });

  it('falls back to the numbered label when the position asks no question (a refusal-proof name)', () => {
    expect(nextMoveText(start, { type: 'option', index: 1 })).toBe('Option 2.');
  });
});
