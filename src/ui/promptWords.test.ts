// Prompt wording: the title of a choice states the range the count under it uses, and a yes/no
// question shows "Yes" first while answering with the engine's own option indexes.
import { describe, expect, it } from 'vitest';
import { builtinRuleset } from '../cards/ruleset';
import { applyAction, legalActions, readBoard, OPT_ATTACK, OPT_DEFENSE, OPT_NO, OPT_YES, type DuelState } from '../engine';
import { renderText, stateNames } from '../i18n/engineText';
import { answerOrder, withRealRange } from './promptWords';
import PUZZLE from '../puzzles/data/10-heavenly-gift.json';

function giftChoice(): DuelState {
  const { state } = readBoard(PUZZLE.state, PUZZLE.seed, builtinRuleset());
  const gift = state.players[0].hand[0] as number;
  const act = legalActions(state).find((a) => a.type === 'activate' && a.card === gift);
  if (!act) throw new Error('Heavenly Gift cannot be activated');
  const r = applyAction(state, act);
  if (!r.ok) throw new Error('refused');
  return r.state;
}

describe('prompt words', () => {
  it("R-CARD-3: Heavenly Gift's cost asks for 1 to 3 monsters (the hand holds 3): the title says so, not the document's any number", () => {
    const s = giftChoice();
    const p = s.pending;
    if (p?.kind !== 'choose') throw new Error(`expected a choice, got ${p?.kind}`);
    const as = (t: typeof p.title): string => renderText(t, 'en', stateNames(s), { rule: false });
    expect(p.max).toBeLessThan(Number(p.title.params?.max));
    const title = as(withRealRange(p.title, p.min, p.max));
    expect(title).toContain(`${p.min} to ${p.max}`);
    expect(title).not.toContain(String(p.title.params?.max));
    // A title without a range is left as it is.
    expect(withRealRange(OPT_YES, 1, 3)).toBe(OPT_YES);
  });

  it('a yes/no question lists Yes first, with the engine\'s indexes kept; other answers keep their order', () => {
    expect(answerOrder([OPT_NO, OPT_YES])).toEqual([1, 0]);
    expect(answerOrder([OPT_YES, OPT_NO])).toEqual([0, 1]);
    expect(answerOrder([OPT_ATTACK, OPT_DEFENSE])).toEqual([0, 1]);
  });
});
