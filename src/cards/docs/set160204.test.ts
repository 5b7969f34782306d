// Cards of set 160204 written as documents (third tier-1 batch). Figures come from each card's
// official text (BabelCDB cards-rush.cdb), reworded in the test names; each card also has one
// refusal.
import { describe, expect, it } from 'vitest';
import { inGy, inHand, offered, play, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, mk } from '../../engine/testing/mk';

const ALCHEMY = 160204020;
const STRAYNGE_CAT = 160301010;

describe('160204020 Mr. Alchemy', () => {
  const b = (others: number) => board({ monsters: [atkPos(card(ALCHEMY, 'ma')), ...[atkPos(mk('x', 1000, 0, 6))].slice(0, others)], graveyard: [card(STRAYNGE_CAT, 'cat')], deck: [mk('top', 1), mk('next', 1)] }, {}, { turn: 3 });
  it('160204020 Mr. Alchemy: alone on the field, send it to the GY: add "Straynge Cat" from the GY; drawing 1 means Level 6 or lower monsters cannot attack', () => {
    const p = playOk(b(0), [{ do: 'activate', card: 'ma' }, { do: 'choose', cards: ['cat'] }, { do: 'choose', option: 1 }]);
    expect([inGy(p, 'ma'), inHand(p, 'cat'), inHand(p, 'top')]).toEqual([true, true, true]);
    const after = play(b(0), [{ do: 'activate', card: 'ma' }, { do: 'choose', cards: ['cat'] }, { do: 'choose', option: 1 }, { do: 'summon', card: 'top', position: 'attack' }, { do: 'enterBattle' }, { do: 'attack', card: 'top', target: 'direct' }]);
    expect(after.failedAt).toBe(5);
  });
  it('160204020 Mr. Alchemy refused: another monster on your field', () => {
    expect(offered(playOk(b(1), []), 'ma')).toBe(false);
  });
});
