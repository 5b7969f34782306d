// Sieth, the Scabbard of Noble Arms (set 160003), written as a document. Figures come from the
// card's official text (BabelCDB cards-rush.cdb), reworded in the test names.
import { describe, expect, it } from 'vitest';
import { caster, offered, onFieldRef, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, mk } from '../../engine/testing/mk';

const SIETH = 160003017;

describe('160003017 Sieth, the Scabbard of Noble Arms', () => {
  const gy = [mk('w1', 1), mk('w2', 1), caster('s1', 1), caster('s2', 1)];
  it('160003017 Sieth (R-SS-2): put 4 Warriors/Spellcasters from the GY on the bottom of the Deck: Special Summon a Level 7 Warrior from the hand', () => {
    const p = playOk(board({ hand: [mk('w7', 2500, 0, 7)], graveyard: gy, monsters: [atkPos(card(SIETH, 'si'))] }), [
      { do: 'activate', card: 'si' },
      { do: 'choose', cards: ['w1', 'w2', 's1', 's2'] },
      { do: 'choose', cards: ['w7'] },
      { do: 'choose', option: 0 },
    ]);
    expect(onFieldRef(p, 'w7')).toBe(true);
    expect(p.state.players[0].deck.slice(-4)).toEqual(['w1', 'w2', 's1', 's2'].map(p.uid));
  });
  it('160003017 Sieth refused: only 3 Warriors/Spellcasters in the GY', () => {
    expect(offered(playOk(board({ hand: [mk('w7', 2500, 0, 7)], graveyard: gy.slice(0, 3), monsters: [atkPos(card(SIETH, 'si'))] }), []), 'si')).toBe(false);
  });
});
