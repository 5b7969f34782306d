// Cards of set 160002 written as documents (issue 13, second tier-1 batch). Figures come from
// each card's official text (BabelCDB cards-rush.cdb), reworded in the test names; each card
// also has one refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, caster, inGy, inHand, offered, onFieldRef, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, mk } from '../../engine/testing/mk';

const MAGICIAN = 160301001;
const MAGE = 160002016;
const REX = 160002029;
const LURKER = 160002030;
const TRAP_HOLE = 160202019;
const lp = (p: { state: { players: { lp: number }[] } }, seat: 0 | 1) => p.state.players[seat]?.lp;
const dino = (name: string, level: number) => ({ vanilla: { name, level, atk: 1500, def: 0, attribute: 'EARTH' as const, race: 'Dinosaur' }, ref: name });

describe('160002016 Sevens Road Mage', () => {
  const b = (oppLevel: number, magician: boolean) =>
    board(
      { monsters: [atkPos(card(MAGE, 'm')), ...(magician ? [atkPos(card(MAGICIAN, 'srm'))] : [])], graveyard: [caster('g1', 1), caster('g2', 1)], deck: [mk('top', 1)] },
      { monsters: [atkPos(mk('o', 2500, 0, oppLevel))] },
    );
  it('160002016 Sevens Road Mage: mill 1: a face-up Level 7+ opponent monster loses 400 ATK, and 100 more per Spellcaster in the GY with "Sevens Road Magician" (2 Spellcasters: 2500 -> 1900)', () => {
    const p = playOk(b(7, true), [{ do: 'activate', card: 'm' }, { do: 'choose', cards: ['o'] }]);
    expect(atkOf(p, 'o')).toBe(2500 - 400 - 200);
    expect(inGy(p, 'top')).toBe(true);
  });
  it('160002016 Sevens Road Mage: without "Sevens Road Magician" only the 400', () => {
    expect(atkOf(playOk(b(7, false), [{ do: 'activate', card: 'm' }, { do: 'choose', cards: ['o'] }]), 'o')).toBe(2100);
  });
  it('160002016 Sevens Road Mage (R-MEFF-2): with "Sevens Road Magician" but no Spellcaster in the GY, the 400 still applies (the count of 0 is only its extra)', () => {
    const start = board({ monsters: [atkPos(card(MAGE, 'm')), atkPos(card(MAGICIAN, 'srm'))], deck: [mk('top', 1)] }, { monsters: [atkPos(mk('o', 2500, 0, 7))] });
    expect(atkOf(playOk(start, [{ do: 'activate', card: 'm' }, { do: 'choose', cards: ['o'] }]), 'o')).toBe(2100);
  });
  it('160002016 Sevens Road Mage refused: the opponent monster is Level 6', () => {
    expect(offered(playOk(b(6, true), []), 'm')).toBe(false);
  });
});

describe('160002029 Super King Rex', () => {
  const b = (summoned: boolean, level = 6) =>
    board({ monsters: [atkPos(card(REX, 'rex'), { summonedThisTurn: summoned })], graveyard: [dino('d', level)], deck: [mk('top', 1), mk('t2', 1)] });
  it('160002029 Super King Rex (R-SS-2): in the turn it was Summoned, mill 1: Special Summon a Level 6 or lower Dinosaur Normal Monster from the GY', () => {
    const p = playOk(b(true), [{ do: 'activate', card: 'rex' }, { do: 'choose', cards: ['d'] }, { do: 'choose', option: 1 }]);
    expect(onFieldRef(p, 'd')).toBe(true);
    expect(inGy(p, 'top')).toBe(true);
  });
  it('160002029 Super King Rex refused: it was not Summoned this turn', () => {
    expect(offered(playOk(b(false), []), 'rex')).toBe(false);
  });
  it('160002029 Super King Rex refused: the only Dinosaur in the GY is Level 7', () => {
    expect(offered(playOk(b(true, 7), []), 'rex')).toBe(false);
  });
});

describe('160002030 Wicked Shadow Dark Lurker', () => {
  it('160002030 Wicked Shadow Dark Lurker: mill 1: destroy 1 opponent Spell/Trap, inflict 1000 damage, then return this card to the hand', () => {
    const p = playOk(board({ monsters: [atkPos(card(LURKER, 'wl'))] }, { spellTraps: [{ card: card(TRAP_HOLE, 'th'), faceDown: true }] }), [
      { do: 'activate', card: 'wl' },
      { do: 'choose', cards: ['th'] },
    ]);
    expect(inGy(p, 'th')).toBe(true);
    expect(lp(p, 1)).toBe(7000);
    expect(inHand(p, 'wl')).toBe(true);
  });
  it('160002030 Wicked Shadow Dark Lurker refused: the opponent has no Spell/Trap', () => {
    expect(offered(playOk(board({ monsters: [atkPos(card(LURKER, 'wl'))] }), []), 'wl')).toBe(false);
  });
});
