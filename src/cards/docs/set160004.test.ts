// Cards of sets 160003 and 160004 written as documents (issue 13, second tier-1 batch).
// Figures come from each card's official text (BabelCDB cards-rush.cdb), reworded in the test
// names; each card also has one refusal.
import { describe, expect, it } from 'vitest';
import { beast, caster, inHand, offered, onFieldRef, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, mk, OVERBASE } from '../../engine/testing/mk';
import type { DuelState } from '../../engine/types';
import { locateMonster } from '../../engine/zones';

const SIETH = 160003017;
const MODORINA = 160004019;
const BUILDRAGON = 160004024;
const LEGEND_WARRIOR = 160004047;
const slot = (p: { state: DuelState; uid: (r: string) => number }, ref: string) => locateMonster(p.state, p.uid(ref))?.slot;
const wyrm = (name: string) => ({ vanilla: { name, level: 4, atk: 1500, def: 0, attribute: 'EARTH' as const, race: 'Wyrm' }, ref: name });
const bw = (name: string, level: number) => ({ vanilla: { name, level, atk: 1000, def: 0, attribute: 'EARTH' as const, race: 'Beast-Warrior' }, ref: name });

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

describe('160004019 Modorina the Light Retriever', () => {
  it('160004019 Modorina: return a face-up Level 7+ Warrior you control to the hand', () => {
    const p = playOk(board({ monsters: [atkPos(card(MODORINA, 'mo')), atkPos(mk('w7', 2500, 0, 7))] }), [{ do: 'activate', card: 'mo' }, { do: 'choose', cards: ['w7'] }]);
    expect(inHand(p, 'w7')).toBe(true);
  });
  it('160004019 Modorina refused: the Warrior is Level 6', () => {
    expect(offered(playOk(board({ monsters: [atkPos(card(MODORINA, 'mo')), atkPos(mk('w6', 2500, 0, 6))] }), []), 'mo')).toBe(false);
  });
});

describe('160004024 Constructor Wyrm Buildragon', () => {
  const b = (fieldFaceUp: boolean) =>
    board({ monsters: [atkPos(card(BUILDRAGON, 'bd'))], graveyard: [wyrm('wy')] }, { field: { card: card(OVERBASE, 'ob'), faceDown: !fieldFaceUp } });
  it('160004024 Buildragon (R-FIELD-2): with a face-up Field Spell on either field, Special Summon a Wyrm Normal Monster from the GY', () => {
    const p = playOk(b(true), [{ do: 'activate', card: 'bd' }, { do: 'choose', cards: ['wy'] }, { do: 'choose', option: 0 }]);
    expect(onFieldRef(p, 'wy')).toBe(true);
  });
  it('160004024 Buildragon refused: the only Field Spell is face-down', () => {
    expect(offered(playOk(b(false), []), 'bd')).toBe(false);
  });
});

describe('160004047 Apocalypse - Legend of the Warrior', () => {
  const b = (level: number) => board({ hand: [card(LEGEND_WARRIOR, 'lw'), beast('x', 1)], monsters: [atkPos(bw('big', level))], graveyard: [bw('small', 4)] });
  it('160004047 Apocalypse - Legend of the Warrior: with a Level 7+ Beast-Warrior, Special Summon a Level 4 or lower Beast-Warrior from the GY in face-up Defense Position', () => {
    const p = playOk(b(7), [{ do: 'activate', card: 'lw' }, { do: 'choose', cards: ['small'] }]);
    expect(slot(p, 'small')).toMatchObject({ position: 'defense', faceDown: false });
  });
  it('160004047 Apocalypse - Legend of the Warrior refused: the Beast-Warrior on the field is Level 6', () => {
    expect(offered(playOk(b(6), []), 'lw')).toBe(false);
  });
});

