// Cards of set 160201 added by the stat stream (Levels, original ATK/DEF, same-Level choices).
// Figures come from each card's official text, reworded in the test names; each card also has
// at least one refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, defOf, offered, play, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, defPos, maxMon, mk, setPos } from '../../engine/testing/mk';
import { monsterLevel } from '../../engine/stats';
import { locateMonster } from '../../engine/zones';
import type { Played } from '../scripts/beginner/testkit';

const GARGOYLE = 160201019;
const SHIELD_SWORD = 160201009;
const PIERCE = 160201012;
const AMP_UP = 160201036;
const GROWL = 160201016; // Royal Rebel's Growl: needs a Level 5 or higher Tribute

const levelOf = (p: Played, ref: string): number => {
  const at = locateMonster(p.state, p.uid(ref));
  if (!at) throw new Error(`${ref} is not on the field`);
  return monsterLevel(p.state, at.slot);
};

describe('160201019 Palace Gargoyle', () => {
  const b = (hand: ReturnType<typeof mk>[]) => board({ hand, monsters: [atkPos(card(GARGOYLE, 'pg'))] });
  it('160201019 Palace Gargoyle: with a card of the hand sent to the GY, its Level goes from 4 to 5 until the turn ends', () => {
    const p = playOk(b([mk('h', 100)]), [{ do: 'activate', card: 'pg' }, { do: 'choose', cards: ['h'] }]);
    expect(levelOf(p, 'pg')).toBe(5);
    expect(p.state.players[0].gy).toContain(p.uid('h'));
    expect(levelOf(playOk(b([mk('h', 100)]), [{ do: 'activate', card: 'pg' }, { do: 'choose', cards: ['h'] }, { do: 'endTurn' }]), 'pg')).toBe(4);
  });
  it('160201019 Palace Gargoyle: Tributed at Level 5, it meets the "Level 5 or higher Tribute" condition of "Growl"', () => {
    const actions = [{ do: 'activate', card: 'pg' }, { do: 'choose', cards: ['h'] }, { do: 'summon', card: 'gr', position: 'attack', tributes: ['pg'] }];
    const hand = [mk('h', 100), card(GROWL, 'gr')];
    const p = playOk(board({ hand, monsters: [atkPos(card(GARGOYLE, 'pg'))] }, { monsters: [atkPos(mk('o', 1500, 0, 4))] }), actions);
    expect(offered(p, 'gr')).toBe(true);
    // Without the Level change the same Tribute (printed Level 4) does not meet it.
    const q = playOk(board({ hand, monsters: [atkPos(card(GARGOYLE, 'pg'))] }, { monsters: [atkPos(mk('o', 1500, 0, 4))] }), actions.slice(2));
    expect(offered(q, 'gr')).toBe(false);
  });
  it('160201019 Palace Gargoyle refused: no card in the hand to send', () => {
    expect(offered(playOk(b([]), []), 'pg')).toBe(false);
  });
  it('160201019 Palace Gargoyle refused: a second use in the same turn (R-MEFF-3)', () => {
    const p = play(b([mk('h', 100), mk('h2', 100)]), [{ do: 'activate', card: 'pg' }, { do: 'choose', cards: ['h'] }]);
    expect(offered(p, 'pg')).toBe(false);
  });
});

describe('160201009 Shield & Sword (Rush)', () => {
  const b = () =>
    board(
      { hand: [card(SHIELD_SWORD, 'ss')], monsters: [atkPos(mk('a', 1000, 2000)), setPos(mk('f', 300, 1800))] },
      { monsters: [defPos(mk('o', 2500, 800))] },
    );
  it('160201009 Shield & Sword: every face-up monster (both sides) trades its original ATK and DEF for the turn; face-down and MAXIMUM ones keep theirs', () => {
    const p = playOk(b(), [{ do: 'activate', card: 'ss' }]);
    expect([atkOf(p, 'a'), defOf(p, 'a'), atkOf(p, 'o'), defOf(p, 'o')]).toEqual([2000, 1000, 800, 2500]);
    expect([atkOf(p, 'f'), defOf(p, 'f')]).toEqual([300, 1800]);
    const m = playOk(board({ hand: [card(SHIELD_SWORD, 'ss')], monsters: [atkPos(mk('a', 1000, 2000))] }, { monsters: [maxMon()] }), [{ do: 'activate', card: 'ss' }]);
    expect([atkOf(m, 'a'), atkOf(m, 'C'), defOf(m, 'C')]).toEqual([2000, 3500, null]);
    const q = playOk(b(), [{ do: 'activate', card: 'ss' }, { do: 'endTurn' }]);
    expect([atkOf(q, 'a'), defOf(q, 'a'), atkOf(q, 'o'), defOf(q, 'o')]).toEqual([1000, 2000, 2500, 800]);
  });
  it('160201009 Shield & Sword: the swapped ATK is what battle uses (a 1000/2000 monster beats a 1500 ATK attacker it could not before)', () => {
    const p = playOk(board({ hand: [card(SHIELD_SWORD, 'ss')], monsters: [atkPos(mk('a', 1000, 2000))] }, { monsters: [atkPos(mk('o', 1500, 1500))] }), [
      { do: 'activate', card: 'ss' },
      { do: 'enterBattle' },
      { do: 'attack', card: 'a', target: 'o' },
    ]);
    expect(p.state.players[1].gy).toContain(p.uid('o'));
    expect(p.state.players[1].lp).toBe(8000 - 500);
  });
  it('160201009 Shield & Sword refused: no face-up monster with DEF on the field (only a Set monster and a MAXIMUM monster)', () => {
    const p = playOk(board({ hand: [card(SHIELD_SWORD, 'ss')], monsters: [setPos(mk('f', 300, 1800))] }, { monsters: [maxMon()] }), []);
    expect(offered(p, 'ss')).toBe(false);
  });
});

describe('160201012 Powerful Pierce!!', () => {
  const b = (mine: ReturnType<typeof atkPos>[]) =>
    board({ hand: [card(PIERCE, 'pp'), mk('h', 100)], monsters: mine }, { monsters: [defPos(mk('w1', 0, 1000)), defPos(mk('w2', 0, 1200))] });
  const two4s = () => [atkPos(mk('a', 1500, 0, 4)), atkPos(mk('c', 2500, 0, 7)), atkPos(mk('b', 1600, 0, 4))];
  it('160201012 Powerful Pierce!!: a card of the hand to the GY; two face-up Level 4 monsters of yours deal piercing damage this turn', () => {
    const p = playOk(b(two4s()), [
      { do: 'activate', card: 'pp' },
      { do: 'choose', cards: ['h'] },
      { do: 'choose', cards: ['a'] },
      { do: 'choose', cards: ['b'] },
      { do: 'enterBattle' },
      { do: 'attack', card: 'a', target: 'w1' },
      { do: 'attack', card: 'b', target: 'w2' },
    ]);
    expect(p.state.players[1].lp).toBe(8000 - 500 - 400);
  });
  it('160201012 Powerful Pierce!!: once a Level 4 monster is picked, the second pick offers only the other Level 4 (not the Level 7)', () => {
    const p = playOk(b(two4s()), [{ do: 'activate', card: 'pp' }, { do: 'choose', cards: ['h'] }, { do: 'choose', cards: ['a'] }]);
    const pend = p.state.pending;
    expect(pend?.kind === 'choose' ? pend.from : []).toEqual([p.uid('b')]);
    expect(play(b(two4s()), [{ do: 'activate', card: 'pp' }, { do: 'choose', cards: ['h'] }, { do: 'choose', cards: ['a'] }, { do: 'choose', cards: ['c'] }]).error).not.toBeNull();
    // The first pick offers only monsters that have a partner of their Level.
    const q = playOk(b(two4s()), [{ do: 'activate', card: 'pp' }, { do: 'choose', cards: ['h'] }]);
    expect(q.state.pending?.kind === 'choose' ? q.state.pending.from : []).toEqual([q.uid('a'), q.uid('b')]);
  });
  it('160201012 Powerful Pierce!! refused: no two face-up monsters of yours share a Level', () => {
    expect(offered(playOk(b([atkPos(mk('a', 1500, 0, 4)), atkPos(mk('c', 2500, 0, 7)), setPos(mk('b', 1600, 0, 4))]), []), 'pp')).toBe(false);
  });
  it('160201012 Powerful Pierce!!: a Level raised by Palace Gargoyle counts (Gargoyle at Level 5 pairs with a Level 5 monster)', () => {
    const p = playOk(
      board({ hand: [card(PIERCE, 'pp'), mk('h', 100), mk('h2', 100)], monsters: [atkPos(card(GARGOYLE, 'pg')), atkPos(mk('five', 1900, 0, 5))] }),
      [{ do: 'activate', card: 'pg' }, { do: 'choose', cards: ['h'] }, { do: 'activate', card: 'pp' }, { do: 'choose', cards: ['h2'] }, { do: 'choose', cards: ['pg'] }, { do: 'choose', cards: ['five'] }],
    );
    expect(p.state.lingering.filter((l) => l.kind === 'piercing').map((l) => l.target)).toEqual([p.uid('pg'), p.uid('five')]);
  });
});

describe('160201036 Elepsychic Amp Up', () => {
  const psy = (ref: string, atk: number, def: number, level: number) => mk(ref, atk, def, level, { race: 'Psychic' });
  const mine = () => [atkPos(psy('p1', 400, 1000, 2)), atkPos(psy('p2', 600, 200, 1)), atkPos(psy('p3', 900, 0, 3))];
  it('160201036 Elepsychic Amp Up: two face-up Level 2 or lower Psychic Normal monsters (400 and 600 ATK): you gain 1000 LP', () => {
    const p = playOk(board({ hand: [card(AMP_UP, 'au')], monsters: mine() }), [{ do: 'activate', card: 'au' }, { do: 'choose', cards: ['p1', 'p2'] }]);
    expect(p.state.players[0].lp).toBe(9000);
    const one = playOk(board({ hand: [card(AMP_UP, 'au')], monsters: mine() }), [{ do: 'activate', card: 'au' }, { do: 'choose', cards: ['p2'] }]);
    expect(one.state.players[0].lp).toBe(8600);
  });
  it('160201036 Elepsychic Amp Up: the ATK counted is the current one (after Shield & Sword, 1000 + 200)', () => {
    const p = playOk(board({ hand: [card(SHIELD_SWORD, 'ss'), card(AMP_UP, 'au')], monsters: mine() }), [
      { do: 'activate', card: 'ss' },
      { do: 'activate', card: 'au' },
      { do: 'choose', cards: ['p1', 'p2'] },
    ]);
    expect(p.state.players[0].lp).toBe(9200);
    expect(atkOf(p, 'p1')).toBe(1000);
  });
  it('160201036 Elepsychic Amp Up refused: the only Psychic monsters are Level 3 or face-down', () => {
    const p = playOk(board({ hand: [card(AMP_UP, 'au')], monsters: [atkPos(psy('p3', 900, 0, 3)), setPos(psy('p1', 400, 0, 2))] }), []);
    expect(offered(p, 'au')).toBe(false);
  });
});
