// Cards of set 160005 of the pile stream (hands, Decks and optional costs). Figures come from each
// card's official text (BabelCDB cards-rush.cdb), reworded in the test names; each card also has
// at least one refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, inDeck, inGy, offered, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, mk } from '../../engine/testing/mk';

const DRAGONS_FORTITUDE = 160405003;

describe('160005017 Fortitude Dragon', () => {
  const b = (atk = 2500, deck = [mk('d1', 1), mk('d2', 1)]) =>
    board({ monsters: [atkPos(card(160005017, 'fd'))], graveyard: [card(DRAGONS_FORTITUDE, 'df')], deck }, { monsters: [atkPos(mk('big', atk))] });
  it('160005017 Fortitude Dragon: the top card is sent, a 2500 ATK opponent monster loses 400 (2100), and Dragons Fortitude is Set from the GY', () => {
    const p = playOk(b(), [{ do: 'activate', card: 'fd' }, { do: 'choose', option: 1 }, { do: 'choose', cards: ['big'] }, { do: 'choose', option: 1 }, { do: 'choose', cards: ['df'] }]);
    expect(inGy(p, 'd1')).toBe(true);
    expect(atkOf(p, 'big')).toBe(2100);
    const slot = p.state.players[0].spellTraps.find((s) => s?.uid === p.uid('df'));
    expect(slot?.faceDown).toBe(true);
  });
  it('160005017 Fortitude Dragon: the requirement may be declined; the effect still resolves and nothing is Set when the player says no', () => {
    const p = playOk(b(), [{ do: 'activate', card: 'fd' }, { do: 'choose', option: 0 }, { do: 'choose', cards: ['big'] }, { do: 'choose', option: 0 }]);
    expect([inDeck(p, 'd1'), atkOf(p, 'big'), inGy(p, 'df')]).toEqual([true, 2100, true]);
  });
  it('160005017 Fortitude Dragon: with an empty Deck it is still offered (the requirement is optional) and not asked', () => {
    const p = playOk(b(2500, []), [{ do: 'activate', card: 'fd' }, { do: 'choose', cards: ['big'] }, { do: 'choose', option: 0 }]);
    expect(atkOf(p, 'big')).toBe(2100);
  });
  it('160005017 Fortitude Dragon refused: the opponent face-up monster has only 1900 ATK', () => {
    expect(offered(playOk(b(1900), []), 'fd')).toBe(false);
  });
});
