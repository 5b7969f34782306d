// whyCannotPlay: the refusal of the usual ways to play a card, worded by whyNot, for the player to
// act only. It tries the effects of the ruleset the duel runs with (its state names it).
import { describe, expect, it } from 'vitest';
import { builtinRuleset } from '../cards/ruleset';
import { CARD_POOL } from '../cards/pool';
import { createRuleset } from './ruleset';
import { atkPos, board, card, defPos, load, mk, POT_OF_GREED, TRAP_HOLE } from './testing/mk';
import { whyCannotPlay } from './whyCannotPlay';

const trapInHand = board({ hand: [card(TRAP_HOLE, 'trap')] });

describe('whyCannotPlay', () => {
  it('R-TRAP-2: a Trap in the hand is refused by its activation, read from the duel\'s own ruleset', () => {
    const L = load(trapInHand, 1, builtinRuleset());
    expect(whyCannotPlay(L.state, L.uid('trap'))).toEqual({ code: 'activate.trapNeedsWindow', rule: 'R-TRAP-2' });
    // Without the document the card has no effect to try, and Setting it is allowed.
    const bare = load(trapInHand, 1, createRuleset({ cards: CARD_POOL.values() }));
    expect(whyCannotPlay(bare.state, bare.uid('trap'))).toBeNull();
  });

  it('R-SPELL-7: with every Spell & Trap Zone taken, a Spell in the hand can be neither activated nor Set', () => {
    const full = [0, 1, 2].map((zone) => ({ card: card(TRAP_HOLE, `t${zone}`), zone, faceDown: true }));
    const L = load(board({ hand: [card(POT_OF_GREED, 'pot')], spellTraps: full }));
    expect(whyCannotPlay(L.state, L.uid('pot'))?.rule).toBe('R-SPELL-7');
  });

  it('R-BAT-2: in the Battle Phase a Defense Position monster is refused its attack', () => {
    const L = load(board({ monsters: [defPos(mk('Wall', 0, 2000), { zone: 0 })] }, {}, { phase: 'battle' }));
    expect(whyCannotPlay(L.state, L.uid('Wall'))?.rule).toBe('R-BAT-2');
  });

  it('only the player to act is answered, and only in the Main or Battle Phase', () => {
    const L = load(board({}, { monsters: [atkPos(mk('Foe', 1000), { zone: 0 })] }));
    expect(whyCannotPlay(L.state, L.uid('Foe'))).toBeNull();
  });
});
