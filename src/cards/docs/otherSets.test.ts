// Cards of sets 160003, 160402 and 160405 written as documents. Figures come
// from each card's official text (BabelCDB cards-rush.cdb); each card also has one refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, beast, caster, inGy, offered, onFieldRef, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, defPos, mk } from '../../engine/testing/mk';

const EXPLOSION = 160402001;
const BURST_BREATH = 160405002;
const DRAGON_MERCHANT = 160003021;
const TRAP_HOLE = 160202019;
const mon = (name: string, atk: number, race: string, level = 4, attribute: 'FIRE' | 'EARTH' | 'DARK' = 'EARTH') => ({
  vanilla: { name, level, atk, def: 0, attribute, race },
  ref: name,
});

describe('160402001 Road Magic - Explosion', () => {
  const b = (p0: Record<string, unknown>) =>
    board(
      { hand: [card(EXPLOSION, 'rm'), mon('fire', 100, 'Pyro', 4, 'FIRE')], ...p0 },
      { monsters: [atkPos(mk('o1', 1)), defPos(mk('o2', 1))], spellTraps: [{ card: card(TRAP_HOLE, 'th'), faceDown: true }] },
    );
  it('160402001 Road Magic - Explosion: with a Level 7+ Spellcaster, send a FIRE monster: 400 damage per opponent card (3 cards: 1200)', () => {
    const p = playOk(b({ monsters: [atkPos(caster('c7', 2000, 0, 7))] }), [{ do: 'activate', card: 'rm' }, { do: 'choose', cards: ['fire'] }]);
    expect(p.state.players[1]?.lp).toBe(8000 - 1200);
    expect(inGy(p, 'fire')).toBe(true);
  });
  it('160402001 Road Magic - Explosion refused: the Spellcaster is only Level 6', () => {
    expect(offered(playOk(b({ monsters: [atkPos(caster('c6', 2000, 0, 6))] }), []), 'rm')).toBe(false);
  });
});

describe('160405002 Burst Breath of Destruction', () => {
  const opp = { monsters: [atkPos(mk('o6', 2000, 0, 6)), atkPos(mk('o7', 2500, 0, 7))] };
  it('160405002 Burst Breath: with a Level 7+ Dragon Normal Monster, destroy every face-up Level 6 or lower opponent monster', () => {
    const p = playOk(board({ hand: [card(BURST_BREATH, 'bb')], monsters: [atkPos(mon('d7', 2400, 'Dragon', 7))] }, opp), [{ do: 'activate', card: 'bb' }]);
    expect(inGy(p, 'o6')).toBe(true);
    expect(onFieldRef(p, 'o7')).toBe(true);
  });
  it('160405002 Burst Breath refused: the Dragon is Level 6', () => {
    expect(offered(playOk(board({ hand: [card(BURST_BREATH, 'bb')], monsters: [atkPos(mon('d6', 2400, 'Dragon', 6))] }, opp), []), 'bb')).toBe(false);
  });
});

describe('160003021 Dragon Merchant', () => {
  it('160003021 Dragon Merchant: send 1 card from the hand: a face-up Dragon of yours of Level 6 or below is 500 ATK stronger this turn', () => {
    const p = playOk(board({ hand: [beast('x', 1)], monsters: [atkPos(card(DRAGON_MERCHANT, 'dm')), atkPos(mon('d5', 1500, 'Dragon', 5))] }), [
      { do: 'activate', card: 'dm' },
      { do: 'choose', cards: ['x'] },
      { do: 'choose', cards: ['d5'] },
    ]);
    expect(atkOf(p, 'd5')).toBe(2000);
    expect(atkOf(p, 'dm')).toBe(1000);
  });
  it('160003021 Dragon Merchant refused: an empty hand', () => {
    expect(offered(playOk(board({ monsters: [atkPos(card(DRAGON_MERCHANT, 'dm'))] }), []), 'dm')).toBe(false);
  });
});
