// whyCannotPlay tries the effects of the ruleset the duel runs with (its state names it), not
// of a list the game keeps: the same board under a ruleset without the card's document has no
// effect to try.
import { describe, expect, it } from 'vitest';
import { builtinRuleset } from '../cards/ruleset';
import { CARD_POOL } from '../cards/pool';
import { createRuleset, readBoard } from '../engine';
import { whyCannotPlay } from './whyNot';

const TRAP_HOLE = 160202019;
const filler = [160001000, 160320008, 160320008, 160320008, 160320008];
const board = { turn: 1, turnPlayer: 0, phase: 'main', players: [{ deck: filler, hand: [TRAP_HOLE] }, { deck: filler }] };

describe('whyCannotPlay', () => {
  it('R-TRAP-2: a Trap in the hand is refused by its activation, read from the duel\'s own ruleset', () => {
    const { state } = readBoard(board, 1, builtinRuleset());
    const uid = state.players[0].hand[0] as number;
    expect(whyCannotPlay(state, uid)).toEqual({ code: 'activate.trapNeedsWindow', rule: 'R-TRAP-2' });
    // Without the document the card has no effect to try, and Setting it is allowed.
    const { state: bare } = readBoard(board, 1, createRuleset({ cards: CARD_POOL.values() }));
    expect(whyCannotPlay(bare, bare.players[0].hand[0] as number)).toBeNull();
  });
});
