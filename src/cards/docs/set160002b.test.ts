// More cards of set 160002 written as documents (issue 13, second tier-1 batch). Figures come
// from each card's official text (BabelCDB cards-rush.cdb), reworded in the test names; each
// card also has one refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, beast, caster, inGy, offered, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, defPos, mk, setPos } from '../../engine/testing/mk';
import type { DuelState } from '../../engine/types';
import { locateMonster } from '../../engine/zones';

const KEEPER = 160002001;
const DEFENDER = 160002019;
const STRIKER = 160002020;
const DIAN_KETO = 160002027;
const NANDES = 160002026;
const FLUTE = 160002033;
const TECTONIC = 160002036;
const slot = (p: { state: DuelState; uid: (r: string) => number }, ref: string) => locateMonster(p.state, p.uid(ref))?.slot;
const earth = (name: string, atk: number) => ({ vanilla: { name, level: 4, atk, def: 0, attribute: 'EARTH' as const, race: 'Rock' }, ref: name });

describe('160002019 Sportsdragon Defender', () => {
  const b = (keeperPos: 'attack' | 'defense') =>
    board(
      { hand: [beast('x', 1)], monsters: [atkPos(card(DEFENDER, 'sd')), { card: card(KEEPER, 'k'), position: keeperPos }] },
      { monsters: [atkPos(mk('o', 2000))] },
    );
  it('160002019 Sportsdragon Defender (R-POS-5): with an Attack Position "Sportsdragon Keeper", send 1 card: that Keeper and 1 opponent Attack Position monster become face-up Defense Position', () => {
    const p = playOk(b('attack'), [{ do: 'activate', card: 'sd' }, { do: 'choose', cards: ['x'] }, { do: 'choose', cards: ['k'] }, { do: 'choose', cards: ['o'] }]);
    expect(slot(p, 'k')?.position).toBe('defense');
    expect(slot(p, 'o')?.position).toBe('defense');
  });
  it('160002019 Sportsdragon Defender refused: the Keeper is already in Defense Position', () => {
    expect(offered(playOk(b('defense'), []), 'sd')).toBe(false);
  });
});

describe('160002020 Sportsdragon Striker', () => {
  it('160002020 Sportsdragon Striker (R-DMG-1): with a face-up "Sportsdragon Keeper", send 1 card: a monster gains 400 ATK and piercing (1700 into 500 DEF: 1200)', () => {
    const p = playOk(
      board({ hand: [beast('x', 1)], monsters: [atkPos(card(STRIKER, 'st')), defPos(card(KEEPER, 'k'))] }, { monsters: [defPos(mk('d', 0, 500))] }, { turn: 3 }),
      [{ do: 'activate', card: 'st' }, { do: 'choose', cards: ['x'] }, { do: 'choose', cards: ['st'] }, { do: 'enterBattle' }, { do: 'attack', card: 'st', target: 'd' }],
    );
    expect(p.state.players[1].lp).toBe(8000 - 1200);
  });
  it('160002020 Sportsdragon Striker refused: the Keeper is face-down', () => {
    expect(offered(playOk(board({ hand: [beast('x', 1)], monsters: [atkPos(card(STRIKER, 'st')), setPos(card(KEEPER, 'k'))] }), []), 'st')).toBe(false);
  });
});

describe('160002027 Dian Keto the Boogie Master', () => {
  it('160002027 Dian Keto: send 1 card from the hand: gain 1000 LP', () => {
    const p = playOk(board({ hand: [beast('x', 1)], monsters: [atkPos(card(DIAN_KETO, 'dk'))] }), [{ do: 'activate', card: 'dk' }, { do: 'choose', cards: ['x'] }]);
    expect(p.state.players[0].lp).toBe(9000);
  });
  it('160002027 Dian Keto refused: an empty hand', () => {
    expect(offered(playOk(board({ monsters: [atkPos(card(DIAN_KETO, 'dk'))] }), []), 'dk')).toBe(false);
  });
});

describe('160002036 Road Magic - Tectonic Shift', () => {
  const b = (level: number) =>
    board(
      { hand: [card(TECTONIC, 'ts'), earth('e', 1800)], graveyard: [mk('g', 1200)], monsters: [atkPos(caster('c', 2000, 0, level))] },
      { monsters: [atkPos(mk('o', 2500))] },
    );
  it('160002036 Road Magic - Tectonic Shift: with a Level 7+ Spellcaster, send an EARTH monster: an opponent monster loses ATK equal to the highest ATK in your GY (2500 - 1800 = 700)', () => {
    const p = playOk(b(7), [{ do: 'activate', card: 'ts' }, { do: 'choose', cards: ['e'] }, { do: 'choose', cards: ['o'] }]);
    expect(atkOf(p, 'o')).toBe(700);
    expect(inGy(p, 'e')).toBe(true);
  });
  it('160002036 Road Magic - Tectonic Shift refused: the Spellcaster is Level 6', () => {
    expect(offered(playOk(b(6), []), 'ts')).toBe(false);
  });
});

describe('160002026 Nandes the Fire Awakener', () => {
  it('160002026 Nandes (R-POS-5): a face-up Defense Position Warrior you control becomes Attack Position', () => {
    const p = playOk(board({ monsters: [atkPos(card(NANDES, 'n')), defPos(mk('w', 1500))] }), [{ do: 'activate', card: 'n' }, { do: 'choose', cards: ['w'] }]);
    expect(slot(p, 'w')?.position).toBe('attack');
  });
  it('160002026 Nandes refused: the only Defense Position monster is not a Warrior', () => {
    expect(offered(playOk(board({ monsters: [atkPos(card(NANDES, 'n')), defPos(beast('b', 1500))] }), []), 'n')).toBe(false);
  });
});

describe("160002033 Archfiend's Summoning Flute", () => {
  const normals = [mk('n1', 1), mk('n2', 1), mk('n3', 1500)];
  it("160002033 Archfiend's Summoning Flute: alone with 3 Normal Monsters in the GY, send this card to the GY, then Special Summon a Normal Monster from the GY in face-up Defense Position", () => {
    const p = playOk(board({ monsters: [atkPos(card(FLUTE, 'fl'))], graveyard: normals }), [{ do: 'activate', card: 'fl' }, { do: 'choose', cards: ['n3'] }]);
    expect(inGy(p, 'fl')).toBe(true);
    expect(slot(p, 'n3')).toMatchObject({ position: 'defense', faceDown: false });
  });
  it("160002033 Archfiend's Summoning Flute refused: only 2 Normal Monsters in the GY", () => {
    expect(offered(playOk(board({ monsters: [atkPos(card(FLUTE, 'fl'))], graveyard: normals.slice(0, 2) }), []), 'fl')).toBe(false);
  });
});
