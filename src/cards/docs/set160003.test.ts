// Cards of set 160003 written as documents (issue 13, second tier-1 batch). Figures come from
// each card's official text (BabelCDB cards-rush.cdb), reworded in the test names; each card
// also has one refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, beast, inGy, offered, onFieldRef, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, mk, SAKURETSU, setPos } from '../../engine/testing/mk';
import type { DuelState } from '../../engine/types';
import { locateMonster } from '../../engine/zones';

const MIRAGIAS = 160003025;
const KESSHIN = 160003026;
const GARDNA = 160003037;
const CHESTNUT = 160003044;
const SPARKS = 160001042;
const CURTAIN = 160301014;
const SPARKHEARTS = 160003014;
const slot = (p: { state: DuelState; uid: (r: string) => number }, ref: string) => locateMonster(p.state, p.uid(ref))?.slot;
const dragon = (name: string, level: number) => ({ vanilla: { name, level, atk: 2400, def: 0, attribute: 'DARK' as const, race: 'Dragon' }, ref: name });

describe('160003025 Illusion Strike Dragon Miragias', () => {
  const b = (hand: ReturnType<typeof dragon>[]) =>
    board({ hand, monsters: [atkPos(card(MIRAGIAS, 'mi'))] }, { monsters: [atkPos(mk('o1', 2000)), atkPos(mk('o2', 1800))] }, { turn: 3 });
  it('160003025 Miragias (R-BAT-2): send a Level 7+ Dragon: up to 2 opponent monsters lose 1500 ATK; after destroying a monster by battle it attacks a monster again', () => {
    const p = playOk(b([dragon('d7', 7)]), [
      { do: 'activate', card: 'mi' },
      { do: 'choose', cards: ['d7'] },
      { do: 'choose', cards: ['o1', 'o2'] },
    ]);
    expect([atkOf(p, 'o1'), atkOf(p, 'o2')]).toEqual([500, 300]);
    const q = playOk(b([dragon('d7', 7)]), [
      { do: 'activate', card: 'mi' },
      { do: 'choose', cards: ['d7'] },
      { do: 'choose', cards: ['o1', 'o2'] },
      { do: 'enterBattle' },
      { do: 'attack', card: 'mi', target: 'o1' },
      { do: 'attack', card: 'mi', target: 'o2' },
    ]);
    expect(inGy(q, 'o1') && inGy(q, 'o2')).toBe(true);
    expect(q.state.players[1].lp).toBe(8000 - 2000 - 2200);
  });
  it('160003025 Miragias refused: the Dragon in the hand is Level 6', () => {
    expect(offered(playOk(b([dragon('d6', 6)]), []), 'mi')).toBe(false);
  });
});

describe('160003026 Kesshin the Dark Decimator', () => {
  it('160003026 Kesshin: send the entire hand to the GY: gains 600 ATK per card sent (3 cards: 0 -> 1800)', () => {
    const p = playOk(board({ hand: [beast('a', 1), beast('b', 1), card(SPARKS, 's')], monsters: [atkPos(card(KESSHIN, 'k'))] }), [{ do: 'activate', card: 'k' }]);
    expect(atkOf(p, 'k')).toBe(1800);
    expect(p.state.players[0].hand).toEqual([]);
  });
  it('160003026 Kesshin refused: an empty hand', () => {
    expect(offered(playOk(board({ monsters: [atkPos(card(KESSHIN, 'k'))] }), []), 'k')).toBe(false);
  });
});

describe('160003037 Long Shield Gardna', () => {
  const b = (def: number) =>
    board({ monsters: [atkPos(card(GARDNA, 'g')), atkPos(mk('n', 1000, def))] }, { monsters: [atkPos(mk('o', 1200))], spellTraps: [{ card: card(SAKURETSU, 'sa'), faceDown: true }] }, { turn: 3 });
  it("160003037 Long Shield Gardna (R-POS-5): change this card's position: a face-up Normal Monster with 2000+ DEF gains 500 ATK and survives the opponent's Trap effects this turn", () => {
    const p = playOk(b(2000), [
      { do: 'activate', card: 'g' },
      { do: 'choose', cards: ['n'] },
      { do: 'enterBattle' },
      { do: 'attack', card: 'n', target: 'o' },
      { do: 'respond', card: 'sa' },
    ]);
    expect(slot(p, 'g')?.position).toBe('defense');
    expect(inGy(p, 'sa')).toBe(true);
    expect(onFieldRef(p, 'n')).toBe(true);
    expect(inGy(p, 'o')).toBe(true);
  });
  it('160003037 Long Shield Gardna refused: the Normal Monster has only 1900 DEF', () => {
    expect(offered(playOk(b(1900), []), 'g')).toBe(false);
  });
});

describe('160003044 Blazing Chestnut', () => {
  const b = (top: ReturnType<typeof mk> | { id: number; ref: string }, warriorFaceUp = true) =>
    board({ hand: [card(CHESTNUT, 'bc')], monsters: [warriorFaceUp ? atkPos(mk('w', 1000)) : setPos(mk('w', 1000))], deck: [top, mk('t2', 1)] });
  it('160003044 Blazing Chestnut: mill 1; a Level 4 monster gives a Warrior 1200 ATK and you take 1200 damage', () => {
    const p = playOk(b(beast('top', 1, 'Beast', 0, 4)), [{ do: 'activate', card: 'bc' }, { do: 'choose', cards: ['w'] }]);
    expect(atkOf(p, 'w')).toBe(2200);
    expect(p.state.players[0].lp).toBe(6800);
  });
  it('160003044 Blazing Chestnut: a Spell sent to the GY changes nothing', () => {
    const p = playOk(b({ id: SPARKS, ref: 'top' }), [{ do: 'activate', card: 'bc' }]);
    expect(inGy(p, 'top')).toBe(true);
    expect(p.state.players[0].lp).toBe(8000);
  });
  it('160003044 Blazing Chestnut refused: the only Warrior is face-down', () => {
    expect(offered(playOk(b(beast('top', 1), false), []), 'bc')).toBe(false);
  });
});


describe('160003014 Sparkhearts Girl', () => {
  const b = (cost: ReturnType<typeof beast>) =>
    board({ hand: [cost], graveyard: [card(SPARKS, 'sp'), card(CURTAIN, 'cu')], monsters: [atkPos(card(SPARKHEARTS, 'sg'))] }, { monsters: [atkPos(mk('o', 2000))] });
  it('160003014 Sparkhearts Girl (R-SPELL-6): send a Level 4 or lower monster: an opponent monster loses 500 ATK, then you can Set "Sparks" and "Curtain of Sparks" from the GY', () => {
    const p = playOk(b(beast('x', 1, 'Beast', 0, 4)), [
      { do: 'activate', card: 'sg' },
      { do: 'choose', cards: ['x'] },
      { do: 'choose', cards: ['o'] },
      { do: 'choose', option: 1 },
      { do: 'choose', cards: ['sp'] },
      { do: 'choose', cards: ['cu'] },
    ]);
    expect(atkOf(p, 'o')).toBe(1500);
    const zones = p.state.players[0].spellTraps.filter((z) => z !== null);
    expect(zones.map((z) => z?.uid).sort()).toEqual([p.uid('sp'), p.uid('cu')].sort());
    expect(zones.every((z) => z?.faceDown)).toBe(true);
  });
  it('160003014 Sparkhearts Girl: declining leaves both in the GY', () => {
    const p = playOk(b(beast('x', 1, 'Beast', 0, 4)), [{ do: 'activate', card: 'sg' }, { do: 'choose', cards: ['x'] }, { do: 'choose', cards: ['o'] }, { do: 'choose', option: 0 }]);
    expect(inGy(p, 'sp') && inGy(p, 'cu')).toBe(true);
  });
  it('160003014 Sparkhearts Girl refused: the only monster in the hand is Level 5', () => {
    expect(offered(playOk(b(beast('x', 1, 'Beast', 0, 5)), []), 'sg')).toBe(false);
  });
});
