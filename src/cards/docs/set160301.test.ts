// Cards of sets 160301 and 160401 written as documents (issue 13, second tier-1 batch). Figures
// come from each card's official text (BabelCDB cards-rush.cdb), reworded in the test names;
// each card also has one refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, beast, caster, inGy, offered, onFieldRef, play, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, mk, setPos } from '../../engine/testing/mk';
import type { DuelState } from '../../engine/types';
import { locateMonster } from '../../engine/zones';

const MAGICIAN = 160301001;
const TORNA = 160301002;
const SHAMAN = 160301009;
const WITCH = 160401001;
const slot = (p: { state: DuelState; uid: (r: string) => number }, ref: string) => locateMonster(p.state, p.uid(ref))?.slot;

describe('160301002 Torna the Windweaver', () => {
  it('160301002 Torna the Windweaver (R-POS-5): send 1 card from the hand: an opponent Attack Position monster becomes face-up Defense Position', () => {
    const p = playOk(board({ hand: [beast('x', 1)], monsters: [atkPos(card(TORNA, 't'))] }, { monsters: [atkPos(mk('o', 2000))] }), [
      { do: 'activate', card: 't' },
      { do: 'choose', cards: ['x'] },
      { do: 'choose', cards: ['o'] },
    ]);
    expect(slot(p, 'o')).toMatchObject({ position: 'defense', faceDown: false });
  });
  it('160301002 Torna the Windweaver: a face-down Defense Position monster becomes face-up Attack Position', () => {
    const p = playOk(board({ hand: [beast('x', 1)], monsters: [atkPos(card(TORNA, 't'))] }, { monsters: [setPos(mk('o', 2000))] }), [
      { do: 'activate', card: 't' },
      { do: 'choose', cards: ['x'] },
      { do: 'choose', cards: ['o'] },
    ]);
    expect(slot(p, 'o')).toMatchObject({ position: 'attack', faceDown: false });
  });
  it('160301002 Torna the Windweaver refused: an empty hand cannot pay the cost', () => {
    expect(offered(playOk(board({ monsters: [atkPos(card(TORNA, 't'))] }, { monsters: [atkPos(mk('o', 2000))] }), []), 't')).toBe(false);
  });
});

describe('160301009 Shining Shaman', () => {
  const b = (turn: number) => board({ monsters: [atkPos(card(SHAMAN, 'sh')), atkPos(caster('c', 1000))] }, { monsters: [atkPos(mk('o', 3000))] }, { turn });
  it('160301009 Shining Shaman (R-BAT-4): send this card to the GY: a face-up Level 4 or lower Spellcaster can attack directly this turn (1000 damage)', () => {
    const p = playOk(b(2), [{ do: 'activate', card: 'sh' }, { do: 'choose', cards: ['c'] }, { do: 'enterBattle' }, { do: 'attack', card: 'c', target: 'direct' }]);
    expect(inGy(p, 'sh')).toBe(true);
    expect(p.state.players[1].lp).toBe(7000);
  });
  it('160301009 Shining Shaman refused: turn 1 has no Battle Phase to come', () => {
    expect(offered(playOk(b(1), []), 'sh')).toBe(false);
  });
});

describe('160401001 Sevens Road Witch', () => {
  it('160401001 Sevens Road Witch (R-SS-2): send 1 card: Special Summon a Level 7+ DARK Spellcaster from the hand; "Sevens Road Magician" gives this card 400 ATK (1600 -> 2000)', () => {
    const p = playOk(board({ hand: [card(MAGICIAN, 'srm'), beast('x', 1)], monsters: [atkPos(card(WITCH, 'w'))] }), [
      { do: 'activate', card: 'w' },
      { do: 'choose', cards: ['x'] },
      { do: 'choose', cards: ['srm'] },
      { do: 'choose', option: 0 },
    ]);
    expect(onFieldRef(p, 'srm')).toBe(true);
    expect(atkOf(p, 'w')).toBe(2000);
  });
  it('160401001 Sevens Road Witch: another Level 7 DARK Spellcaster gives no ATK', () => {
    const p = playOk(board({ hand: [caster('dc', 2500, 0, 7), beast('x', 1)], monsters: [atkPos(card(WITCH, 'w'))] }), [
      { do: 'activate', card: 'w' },
      { do: 'choose', cards: ['x'] },
      { do: 'choose', cards: ['dc'] },
      { do: 'choose', option: 1 },
    ]);
    expect(slot(p, 'dc')?.position).toBe('defense');
    expect(atkOf(p, 'w')).toBe(1600);
  });
  it('160401001 Sevens Road Witch refused: the Spellcaster is the only card in the hand (nothing else to send)', () => {
    expect(offered(playOk(board({ hand: [card(MAGICIAN, 'srm')], monsters: [atkPos(card(WITCH, 'w'))] }), []), 'w')).toBe(false);
  });
  it('160401001 Sevens Road Witch R-MEFF-2: the cost cannot send the only monster the effect could Special Summon', () => {
    const b = board({ hand: [card(MAGICIAN, 'srm'), beast('x', 1)], monsters: [atkPos(card(WITCH, 'w'))] });
    expect(play(b, [{ do: 'activate', card: 'w' }, { do: 'choose', cards: ['srm'] }]).failedAt).toBe(1);
    const two = board({ hand: [card(MAGICIAN, 'srm'), caster('dc', 2500, 0, 7)], monsters: [atkPos(card(WITCH, 'w'))] });
    const p = playOk(two, [{ do: 'activate', card: 'w' }, { do: 'choose', cards: ['dc'] }, { do: 'choose', cards: ['srm'] }, { do: 'choose', option: 0 }]);
    expect(onFieldRef(p, 'srm')).toBe(true);
    expect(atkOf(p, 'w')).toBe(2000);
  });
});
