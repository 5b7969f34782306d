// Prepared boards: the AI does not hoard its Spells face-down (a Set Spell it knows to be a
// Spell is not the threat a possible Trap is, and a move worth nothing is not made).
import { describe, expect, it } from 'vitest';
import { board, card, filler, load } from '../engine/testing/mk';
import type { AiLevel } from './protocol';
import { playTurn } from './testing';

const GRACEFUL_CHARITY = 160204049; // Normal Spell: draw 3, then discard 2
const LEVELS: AiLevel[] = ['normal', 'hard'];

describe.each(LEVELS)('%s: draw Spells', (level) => {
  it('does not Set Graceful Charity face-down as a bluff (it would stay there)', () => {
    const b = load(board({ hand: [card(GRACEFUL_CHARITY, 'GC')], deck: filler(20) }, { deck: filler(20) }, { turn: 3 }));
    const { moves } = playTurn(b.state, level);
    expect(moves.some((m) => m.action.type === 'setSpellTrap')).toBe(false);
  });
});
