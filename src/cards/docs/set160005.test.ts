// Cards of set 160005 written as documents (third tier-1 batch). Figures come from each card's
// official text (BabelCDB cards-rush.cdb), reworded in the test names; each card also has one
// refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, inDeck, inHand, offered, onFieldRef, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, mk, setPos } from '../../engine/testing/mk';
import { locateMonster } from '../../engine/zones';

const TORERO = 160005035;
const BUSTER = 160005000;
const SPORE = 160005048;
const SIESTA_HOLD = 160002047;

describe('160005035 Siesta Torero', () => {
  const b = (gy: number) =>
    board({ monsters: [atkPos(card(TORERO, 'st'))], graveyard: [mk('g1', 1), mk('g2', 1), mk('g3', 1), card(SIESTA_HOLD, 'sh')].slice(3 - gy) }, { monsters: [atkPos(mk('o', 2500, 0, 8))] });
  it('160005035 Siesta Torero: shuffle 3 monsters from the GY into the Deck: a Level 8 Attack Position monster goes face-down; then add "Siesta Hold" from the GY', () => {
    const p = playOk(b(3), [{ do: 'activate', card: 'st' }, { do: 'choose', cards: ['g1', 'g2', 'g3'] }, { do: 'choose', cards: ['o'] }, { do: 'choose', option: 1 }, { do: 'choose', cards: ['sh'] }]);
    expect(locateMonster(p.state, p.uid('o'))?.slot).toMatchObject({ position: 'defense', faceDown: true });
    expect([inHand(p, 'sh'), inDeck(p, 'g1')]).toEqual([true, true]);
  });
  it('160005035 Siesta Torero refused: only 2 monsters in the GY', () => {
    expect(offered(playOk(b(2), []), 'st')).toBe(false);
  });
});

describe('160005000 Buster Blader', () => {
  const dragon = (ref: string) => mk(ref, 1000, 0, 4, { race: 'Dragon' });
  it("160005000 Buster Blader: gains 500 ATK per Dragon on the opponent's field (face-up) and in their GY (1 + 2: 2600 + 1500)", () => {
    const p = playOk(board({ monsters: [atkPos(card(BUSTER, 'bb'))], graveyard: [dragon('mine')] }, { monsters: [atkPos(dragon('d1')), setPos(dragon('fd'))], graveyard: [dragon('g1'), dragon('g2')] }), []);
    expect(atkOf(p, 'bb')).toBe(4100);
  });
  it('160005000 Buster Blader: no Dragon with the opponent (one in your own GY): no gain', () => {
    expect(atkOf(playOk(board({ monsters: [atkPos(card(BUSTER, 'bb'))], graveyard: [dragon('mine')] }, { monsters: [atkPos(mk('w', 1))] }), []), 'bb')).toBe(2600);
  });
});

describe('160005048 Shadow Flower Spore', () => {
  const plant = (ref: string, level = 4) => mk(ref, 1200, 0, level, { race: 'Plant' });
  const b = (level: number) => board({ hand: [card(SPORE, 'sp')], graveyard: [plant('pl', level)], deck: [mk('top', 1), mk('next', 1), mk('n2', 1)] });
  it('160005048 Shadow Flower Spore: mill 1: Special Summon a Level 4 Plant Normal Monster from the GY; in the End Phase it goes to the Deck bottom', () => {
    const summoned = playOk(b(4), [{ do: 'activate', card: 'sp' }, { do: 'choose', cards: ['pl'] }, { do: 'choose', option: 0 }]);
    expect(onFieldRef(summoned, 'pl')).toBe(true);
    const ended = playOk(b(4), [{ do: 'activate', card: 'sp' }, { do: 'choose', cards: ['pl'] }, { do: 'choose', option: 0 }, { do: 'endTurn' }]);
    expect(ended.state.players[0].deck.at(-1)).toBe(ended.uid('pl'));
  });
  it('160005048 Shadow Flower Spore refused: the Plant in the GY is Level 5', () => {
    expect(offered(playOk(b(5), []), 'sp')).toBe(false);
  });
});
