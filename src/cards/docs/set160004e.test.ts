// Cards of set 160004 added with the fourth tier-1 batch: the MAXIMUM monster Wyrm Excavator the
// Heavy Cavalry Draco and Constructor Ambush. Figures come from each card's official text
// (BabelCDB cards-rush.cdb), reworded in the test names; each card also has one refusal.
import { describe, expect, it } from 'vitest';
import { monsterAtk } from '../../engine/stats';
import { canRespond, inGy, inHand, offered, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, DARK_HOLE, maxMon, mk, SAKURETSU, slotOf } from '../../engine/testing/mk';

const LEFT = 160004021;
const CENTER = 160004022;
const RIGHT = 160004023;
const draco = () => maxMon({}, [CENTER, LEFT, RIGHT]);
const deck5 = () => ['d1', 'd2', 'd3', 'd4', 'd5'].map((r) => mk(r, 1));

describe('160004021 Wyrm Excavator the Heavy Cavalry Draco [L]', () => {
  it('160004021 Wyrm Excavator the Heavy Cavalry Draco [L]: in MAXIMUM mode with 2 cards in the hand, the MAXIMUM ATK 3500 gains 300 per card (4100)', () => {
    const p = playOk(board({ hand: [mk('h1', 1), mk('h2', 1)], monsters: [draco()] }), []);
    expect(monsterAtk(p.state, slotOf(p.state, p.uid('C')).slot)).toBe(4100);
  });
  it('160004021 Wyrm Excavator the Heavy Cavalry Draco [L] refused: on its own, not in MAXIMUM mode, it keeps its 800 ATK', () => {
    const p = playOk(board({ hand: [mk('h1', 1), mk('h2', 1)], monsters: [atkPos(card(LEFT, 'l'))] }), []);
    expect(monsterAtk(p.state, slotOf(p.state, p.uid('l')).slot)).toBe(800);
  });
});

describe('160004022 Wyrm Excavator the Heavy Cavalry Draco', () => {
  const b = (spell: boolean) =>
    board(
      { monsters: [draco()] },
      { hand: spell ? [card(DARK_HOLE, 'dh')] : [], monsters: [atkPos(mk('x', 1000))], spellTraps: [{ card: card(SAKURETSU, 'sa'), faceDown: true }] },
      spell ? { turn: 3, turnPlayer: 1 } : {},
    );
  it("160004022 Wyrm Excavator the Heavy Cavalry Draco: in MAXIMUM mode, the opponent's Trap (Sakuretsu Armor) cannot destroy it", () => {
    const p = playOk(b(false), [{ do: 'enterBattle' }, { do: 'attack', card: 'C', target: 'x' }, { do: 'respond', card: 'sa' }]);
    expect([inGy(p, 'sa'), inGy(p, 'x'), inGy(p, 'C')]).toEqual([true, true, false]);
  });
  it("160004022 Wyrm Excavator the Heavy Cavalry Draco refused: the opponent's Spell (Dark Hole) still destroys it", () => {
    const p = playOk(b(true), [{ do: 'activate', card: 'dh' }]);
    expect(inGy(p, 'C')).toBe(true);
    expect(canRespond(p, 'sa')).toBe(false);
  });
});

describe('160004023 Wyrm Excavator the Heavy Cavalry Draco [R]', () => {
  const b = (gy: boolean) =>
    board({ monsters: [draco()], graveyard: gy ? [mk('g', 1)] : [], deck: deck5() }, { field: { card: card(160320032, 'fs') }, spellTraps: [{ card: card(SAKURETSU, 'sa'), faceDown: true }] });
  it('160004023 Wyrm Excavator the Heavy Cavalry Draco [R]: put 1 GY card on the Deck bottom: destroy a Field Spell, draw 1, then draw 1 more', () => {
    const p = playOk(b(true), [{ do: 'activate', card: 'R' }, { do: 'choose', cards: ['g'] }, { do: 'choose', cards: ['fs'] }, { do: 'choose', option: 1 }]);
    expect([inGy(p, 'fs'), inHand(p, 'd1'), inHand(p, 'd2'), p.state.players[0].deck.at(-1) === p.uid('g')]).toEqual([true, true, true, true]);
  });
  it('160004023 Wyrm Excavator the Heavy Cavalry Draco [R]: destroying a Set Trap draws only 1', () => {
    const p = playOk(b(true), [{ do: 'activate', card: 'R' }, { do: 'choose', cards: ['g'] }, { do: 'choose', cards: ['sa'] }]);
    expect([inGy(p, 'sa'), inHand(p, 'd1'), inHand(p, 'd2')]).toEqual([true, true, false]);
  });
  it('160004023 Wyrm Excavator the Heavy Cavalry Draco [R] refused: an empty GY', () => {
    expect(offered(playOk(b(false), []), 'R')).toBe(false);
  });
});

describe('160004053 Constructor Ambush', () => {
  const b = (level: number) =>
    board(
      { hand: [mk('hw', 1900, 0, level, { race: 'Wyrm' })], monsters: [atkPos(card(160004002, 'w'))], spellTraps: [{ card: card(160004053, 'ca'), faceDown: true }] },
      { monsters: [atkPos(mk('a', 2500))] },
      { turn: 3, turnPlayer: 1 },
    );
  const attack = [{ do: 'enterBattle' }, { do: 'attack', card: 'a', target: 'w' }];
  it('160004053 Constructor Ambush: the opponent attacks your Wyrm: send a Level 6 Wyrm with 1900 ATK from the hand: the attacker loses 1900 ATK (2500 to 600) and loses the battle', () => {
    const p = playOk(b(6), [...attack, { do: 'respond', card: 'ca' }, { do: 'choose', cards: ['hw'] }]);
    expect([inGy(p, 'hw'), inGy(p, 'a'), inGy(p, 'w'), p.state.players[1].lp]).toEqual([true, true, false, 8000 - 900]);
  });
  it('160004053 Constructor Ambush refused: the Wyrm in the hand is Level 7', () => {
    expect(canRespond(playOk(b(7), attack), 'ca')).toBe(false);
  });
});
