// Yggdrago the Sky Emperor [L] / center / [R] (pool-only MAXIMUM set).
import { Duel } from './testkit';
import { describe, expect, it } from 'vitest';
import { atkPos, card, defPos, maxMon, mk, SAKURETSU, setPos } from '../../../engine/testing/mk';

const YGG: [number, number, number] = [160202011, 160202010, 160202012];
const ygg = () => maxMon({}, YGG);

describe('Yggdrago the Sky Emperor [L] (160202010) R-MAX-14', () => {
  it('mill 3; destroys 1 face-up Level 8 or lower opponent monster', () => {
    const d = Duel.of({ monsters: [ygg()] }, { monsters: [atkPos(mk('o8', 2000, 0, 8)), atkPos(mk('o9', 0, 0, 9)), setPos(mk('fd', 0))] });
    d.activate('L');
    expect(d.gy().length).toBe(3);
    expect(d.choices()).toEqual(['o8']);
    d.pick('o8');
    expect(d.gy(1)).toEqual(['o8']);
    expect(d.ev('destroy')).toEqual([expect.objectContaining({ card: 'o8', reason: 'effect', by: 0 })]);
    expect(d.offers('L')).toBe(false);
  });

  it('R-MEFF-2: not offered without a face-up Level 8 or lower target, or with fewer than 3 cards in the Deck', () => {
    expect(Duel.of({ monsters: [ygg()] }, { monsters: [atkPos(mk('o9', 0, 0, 9)), setPos(mk('fd', 0))] }).offers('L')).toBe(false);
    expect(Duel.of({ monsters: [ygg()], deck: [mk('a', 0), mk('b', 0)] }, { monsters: [atkPos(mk('o', 0))] }).offers('L')).toBe(false);
  });
});

describe('Yggdrago the Sky Emperor (160202011)', () => {
  it('MAXIMUM ATK 4000; the opponent\'s Sakuretsu Armor cannot destroy it in MAXIMUM mode', () => {
    const d = Duel.of({ monsters: [ygg()] }, { monsters: [atkPos(mk('o', 1000))], spellTraps: [{ card: card(SAKURETSU, 'sak') }] });
    expect(d.atk('C')).toBe(4000);
    d.do({ type: 'enterBattle' }).attack('C', 'o').activate('sak');
    expect(d.onField('C')).toBe(true);
    expect(d.lp(1)).toBe(8000 - 3000);
  });
});

describe('Yggdrago the Sky Emperor [R] (160202012) R-MAX-14', () => {
  it('mill 3; 1 opponent Defense Position monster (face-up or face-down) becomes face-up Attack Position', () => {
    const d = Duel.of({ monsters: [ygg()] }, { monsters: [defPos(mk('d1', 0, 1000)), setPos(mk('fd', 500)), atkPos(mk('a', 100))] });
    d.activate('R');
    expect(d.choices().sort()).toEqual(['d1', 'fd']);
    d.pick('fd');
    expect(d.state.players[1].monsters[1]).toMatchObject({ position: 'attack', faceDown: false });
    expect(d.ev('position')).toEqual([expect.objectContaining({ card: 'fd', position: 'attack', faceDown: false, reason: 'effect' })]);
    expect(d.offers('R')).toBe(false);
    expect(d.refused({ type: 'activate', card: d.uid('R'), effect: 'e1' })).toMatch(/R-MEFF-3/);
  });

  it('R-MEFF-2 R-MAX-8: not offered when the opponent has no Defense Position monster (a MAXIMUM monster has none)', () => {
    expect(Duel.of({ monsters: [ygg()] }, { monsters: [atkPos(mk('a', 100))] }).offers('R')).toBe(false);
    expect(Duel.of({ monsters: [ygg()] }, { monsters: [maxMon({ c: 'oc', l: 'ol', r: 'or' })] }).offers('R')).toBe(false);
  });
});
