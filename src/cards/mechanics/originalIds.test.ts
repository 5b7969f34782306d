// The filter word originalIds: a card's original name is its printed one (R-CARD-4: a rule text
// such as "this card's name becomes X while in the Graveyard" changes the name it bears, not its
// original name), so `originalIds` reads the printed id where `ids` reads the name borne now.
import { describe, expect, it } from 'vitest';
import { passes, board, card } from '../../engine/testkit';
import { cardDocProblem } from '../../engine/docSchema';
import { playOk } from '../testing/play';

const TAKE_A_SHORT_BREAK = 160026055; // named "Helpful Items" in the GY
const HELPFUL_ITEMS = 160026054;

describe('R-CARD-4: the original name is the printed one', () => {
  const p = playOk(board({ graveyard: [card(TAKE_A_SHORT_BREAK, 'tb')], hand: [card(TAKE_A_SHORT_BREAK, 'th')] }), []);
  const ctx = { state: p.state, self: p.uid('th'), seat: 0 as const, locals: {} };
  it('R-CARD-4: in the GY the card bears the name "Helpful Items" (ids) but its original name stays its own (originalIds)', () => {
    expect(passes(ctx, p.uid('tb'), { ids: [HELPFUL_ITEMS] })).toBe(true);
    expect(passes(ctx, p.uid('tb'), { originalIds: [HELPFUL_ITEMS] })).toBe(false);
    expect(passes(ctx, p.uid('tb'), { originalIds: [TAKE_A_SHORT_BREAK] })).toBe(true);
    expect(passes(ctx, p.uid('tb'), { ids: [TAKE_A_SHORT_BREAK] })).toBe(false);
  });
  it('R-CARD-4: in the hand, where no rule renames it, both read its printed name', () => {
    expect(passes(ctx, p.uid('th'), { ids: [TAKE_A_SHORT_BREAK] })).toBe(true);
    expect(passes(ctx, p.uid('th'), { originalIds: [TAKE_A_SHORT_BREAK] })).toBe(true);
  });
  it('the word is a list of card ids', () => {
    const with_ = (filter: unknown) => cardDocProblem({ id: 1, effects: [{ id: 'e1', kind: 'spell', steps: [{ do: 'destroy', cards: { place: 'gy', side: 'you', filter } }] }] });
    expect(with_({ originalIds: [HELPFUL_ITEMS] })).toBeNull();
    expect(with_({ originalIds: 'x' })).not.toBeNull();
  });
});
