// A MAXIMUM monster's menu says what each piece's effect does: the [Effect] part of that one
// effect, in the card text's own words, without its condition or cost.
import { describe, expect, it } from 'vitest';
import { builtinRuleset } from '../../cards/ruleset';
import { effectWordsOf } from './effectText';

const RULES = builtinRuleset();

describe('what one effect does', () => {
  it('160422003 Dragias Burst [R]: +1000 ATK and piercing, without its cost of 3 discards', () => {
    const en = effectWordsOf(RULES, 160422003, 'e1', 'en');
    expect(en).toBe('For the rest of the turn, this card gains 1000 ATK, then this turn, this card deals piercing battle damage.');
    expect(en).not.toMatch(/Cost|discard|MAXIMUM/);
    expect(effectWordsOf(RULES, 160422003, 'e1', 'ja')).toContain('1000アップ');
    expect(effectWordsOf(RULES, 160422003, 'e1', 'zh')).toContain('上升1000');
  });

  it('160202001 Magnum Overlord [L]: the LP difference, without its LP condition', () => {
    expect(effectWordsOf(RULES, 160202001, 'e1', 'en')).toBe("For the rest of the turn, this card gains as much ATK as the difference between both players' LP.");
  });

  it('refuses an effect the card does not have, and a card with no document', () => {
    expect(effectWordsOf(RULES, 160422003, 'e9', 'en')).toBeNull();
    expect(effectWordsOf(RULES, 1, 'e1', 'en')).toBeNull();
  });
});
