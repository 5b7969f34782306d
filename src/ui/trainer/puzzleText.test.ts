// The built-in puzzles read in Japanese and Chinese, card names in the player's card-name
// language; an imported puzzle keeps its own words.
import { describe, expect, it } from 'vitest';
import { builtinPuzzles } from '../../puzzles/builtin';

const BUILTIN_PUZZLES = builtinPuzzles();
import { PUZZLE_WORDS, puzzleWords } from './puzzleText';

const JAPANESE_OR_CHINESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

describe('puzzle words', () => {
  it('every built-in puzzle has a Japanese and a Chinese title and briefing, every card named', () => {
    expect(Object.keys(PUZZLE_WORDS).sort()).toEqual(BUILTIN_PUZZLES.map((p) => p.id).sort());
    for (const p of BUILTIN_PUZZLES) {
      expect(PUZZLE_WORDS[p.id]?.en, p.id).toBe(p.title);
      for (const lang of ['ja', 'zh'] as const) {
        for (const names of ['en', 'ja'] as const) {
          const w = puzzleWords(p, lang, names);
          expect(w.title, `${p.id} ${lang}`).toMatch(JAPANESE_OR_CHINESE);
          expect(w.briefing, `${p.id} ${lang}`).toMatch(JAPANESE_OR_CHINESE);
          // Every {c:ID} became a card's name: no placeholder and no bare id is left.
          expect(w.briefing, `${p.id} ${lang}`).not.toMatch(/\{|\d{9}/);
        }
      }
    }
  });

  it('card names in a briefing follow the card-name setting, not the interface language', () => {
    const ropero = BUILTIN_PUZZLES.find((p) => p.id === '09-ropero');
    if (!ropero) throw new Error('no Ropero puzzle');
    expect(puzzleWords(ropero, 'zh', 'en').briefing).toContain('Supreme Dog Ropero');
    expect(puzzleWords(ropero, 'zh', 'ja').briefing).toContain('超魔犬ロペロ');
    expect(puzzleWords(ropero, 'en', 'ja')).toEqual({ title: ropero.title, briefing: ropero.briefing });
  });

  it('an imported puzzle with a built-in id but its own title keeps its own words', () => {
    const own = { id: '09-ropero', title: 'My own Ropero', briefing: 'Mine.' };
    expect(puzzleWords(own, 'ja', 'ja')).toEqual({ title: own.title, briefing: own.briefing });
  });
});
