// Cards of set 160204 of the pile stream (hands, Decks and choices). Figures come from each
// card's official text (BabelCDB cards-rush.cdb), reworded in the test names; each card also has
// at least one refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, inGy, inHand, offered, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, mk } from '../../engine/testing/mk';
import { normalMonsterTests } from '../normals/testkit';

const deck5 = () => ['d1', 'd2', 'd3', 'd4', 'd5'].map((r) => mk(r, 1));
const UPSTART_GOBLIN = 160203018;
const dino = (ref: string) => mk(ref, 1000, 0, 4, { race: 'Dinosaur' });

describe('160204037 Hyper Upstart King Rex', () => {
  const b = (gy: ReturnType<typeof mk>[]) => board({ monsters: [atkPos(card(160204037, 'rx'))], graveyard: gy, deck: deck5() });
  it('160204037 Hyper Upstart King Rex: a Dinosaur from the GY goes under the Deck, +700 ATK (3500), and with Upstart Goblin in the GY a Spell comes back to the hand', () => {
    const p = playOk(b([dino('dn'), card(UPSTART_GOBLIN, 'ug')]), [
      { do: 'activate', card: 'rx' },
      { do: 'choose', cards: ['dn'] },
      { do: 'choose', option: 1 },
      { do: 'choose', option: 1 },
      { do: 'choose', cards: ['ug'] },
    ]);
    const deck = p.state.players[0].deck;
    expect(deck[deck.length - 1]).toBe(p.uid('dn'));
    expect(atkOf(p, 'rx')).toBe(3500);
    expect(inHand(p, 'ug')).toBe(true);
  });
  it('160204037 Hyper Upstart King Rex: the player may put the Dinosaur on top instead and decline the Spell', () => {
    const p = playOk(b([dino('dn'), card(UPSTART_GOBLIN, 'ug')]), [
      { do: 'activate', card: 'rx' },
      { do: 'choose', cards: ['dn'] },
      { do: 'choose', option: 0 },
      { do: 'choose', option: 0 },
    ]);
    expect(p.state.players[0].deck[0]).toBe(p.uid('dn'));
    expect([atkOf(p, 'rx'), inGy(p, 'ug'), p.state.pending?.kind]).toEqual([3500, true, 'main']);
  });
  it('160204037 Hyper Upstart King Rex: without Upstart Goblin in the GY no Spell is offered back', () => {
    const p = playOk(b([dino('dn'), card(160202024, 'sp')]), [
      { do: 'activate', card: 'rx' },
      { do: 'choose', cards: ['dn'] },
      { do: 'choose', option: 1 },
    ]);
    expect([atkOf(p, 'rx'), inGy(p, 'sp'), p.state.pending?.kind]).toEqual([3500, true, 'main']);
  });
  it('160204037 Hyper Upstart King Rex refused: no Dinosaur in the GY to pay with', () => {
    expect(offered(playOk(b([mk('w', 1000), card(UPSTART_GOBLIN, 'ug')]), []), 'rx')).toBe(false);
  });
});

describe('160204015 Sevens Paladin', () => {
  const b = (deck = [mk('d1', 1), mk('d2', 1), mk('d3', 1)]) =>
    board(
      { monsters: [atkPos(card(160204015, 'sp'))], graveyard: [mk('g1', 1, 0, 4, { attribute: 'LIGHT' }), mk('g2', 1)], deck },
      { graveyard: [mk('o1', 1, 0, 4, { attribute: 'FIRE' })] },
    );
  it('160204015 Sevens Paladin: choice one: after milling a DARK card, three Attributes in both GYs give +1200 ATK (4100), and the other choice is used up too', () => {
    const p = playOk(b(), [{ do: 'activate', card: 'sp', effect: 'e1' }]);
    expect(inGy(p, 'd1')).toBe(true);
    expect(atkOf(p, 'sp')).toBe(4100);
    expect(offered(p, 'sp')).toBe(false);
  });
  it('160204015 Sevens Paladin: choice two: a GY monster is shuffled into the Deck and the player may draw 1; then choice one is not offered this turn', () => {
    const p = playOk(b(), [{ do: 'activate', card: 'sp', effect: 'e2' }, { do: 'choose', cards: ['g1'] }, { do: 'choose', option: 1 }]);
    expect(inGy(p, 'g1')).toBe(false);
    expect(p.state.players[0].hand.length).toBe(1);
    expect(p.state.players[0].deck.length).toBe(2);
    expect(offered(p, 'sp')).toBe(false);
  });
  it('160204015 Sevens Paladin: choice two without the draw leaves the hand empty', () => {
    const p = playOk(b(), [{ do: 'activate', card: 'sp', effect: 'e2' }, { do: 'choose', cards: ['g2'] }, { do: 'choose', option: 0 }]);
    expect([p.state.players[0].hand.length, p.state.players[0].deck.length]).toEqual([0, 3]);
  });
  it('160204015 Sevens Paladin refused (R-MEFF-2): no monster in either GY, so choice one (0 Attributes x 400) is not offered; choice two neither (nothing to shuffle)', () => {
    const p = playOk(board({ monsters: [atkPos(card(160204015, 'sp'))], deck: [mk('d1', 1, 0, 4, { attribute: 'DARK' })] }), []);
    expect(offered(p, 'sp')).toBe(false);
  });
  it('160204015 Sevens Paladin refused: an empty Deck cannot pay the mill for either choice', () => {
    expect(offered(playOk(b([]), []), 'sp')).toBe(false);
  });
});

describe('160204017 Straynge Clowder', () => {
  const STRAYNGE_CAT = 160301010;
  const spellcaster = (ref: string) => mk(ref, 1000, 0, 4, { race: 'Spellcaster' });
  const b = (gy: ReturnType<typeof mk>[]) => board({ monsters: [atkPos(card(160204017, 'cl'))], graveyard: gy });
  it('160204017 Straynge Clowder: Straynge Cat comes back from the GY and this card gains 1400 ATK (1600)', () => {
    const p = playOk(b([card(STRAYNGE_CAT, 'cat'), spellcaster('sc')]), [{ do: 'activate', card: 'cl' }, { do: 'choose', cards: ['cat'] }, { do: 'choose', option: 1 }]);
    const slot = p.state.players[0].monsters.find((m) => m?.uid === p.uid('cat'));
    expect([slot?.faceDown, slot?.position, atkOf(p, 'cl')]).toEqual([false, 'defense', 1600]);
  });
  it('160204017 Straynge Clowder: another Spellcaster Normal Monster is summoned without the ATK gain (200)', () => {
    const p = playOk(b([card(STRAYNGE_CAT, 'cat'), spellcaster('sc')]), [{ do: 'activate', card: 'cl' }, { do: 'choose', cards: ['sc'] }, { do: 'choose', option: 0 }]);
    expect([inGy(p, 'sc'), atkOf(p, 'cl')]).toEqual([false, 200]);
  });
  it('160204017 Straynge Clowder refused: the only Normal Monster in the GY is a Warrior', () => {
    expect(offered(playOk(b([mk('w', 1000)]), []), 'cl')).toBe(false);
  });
});

// Swordsman of Roadstar comes into the pool as a material Sevens Paladin names.
normalMonsterTests([[160204021, 'Swordsman of Roadstar', 3, 1200, 500, 'LIGHT', 'Warrior']]);
