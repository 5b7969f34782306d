import { describe, expect, it } from 'vitest';
import { OPT_ATTACK, OPT_DEFENSE, OPT_NO, OPT_YES, tx } from '../engine';
import { cautiousOption } from './prompts';

describe('the AI reads options by meaning, not by order', () => {
  it('answers "No" to an optional extra wherever "No" is listed', () => {
    expect(cautiousOption([OPT_NO, OPT_YES])).toBe(0);
    expect(cautiousOption([OPT_YES, OPT_NO])).toBe(1);
  });

  it('summons in Attack Position wherever it is listed, and takes the first of options without a cautious meaning', () => {
    expect(cautiousOption([OPT_DEFENSE, OPT_ATTACK])).toBe(1);
    expect(cautiousOption([tx('opt.cards', { cards: [1, 2] }), tx('opt.cards', { cards: [3] })])).toBe(0);
  });
});
