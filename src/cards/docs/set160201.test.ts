// Cards of set 160201 written as documents (issue 13, second tier-1 batch). Figures come from
// each card's official text (BabelCDB cards-rush.cdb), reworded in the test names; each card
// also has one refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, offered, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, defPos, mk } from '../../engine/testing/mk';
import { monsterDef } from '../../engine/stats';
import type { DuelState } from '../../engine/types';
import { locateMonster } from '../../engine/zones';

const UMEGUMI = 160201002;
const YURUSHIMA = 160201003;
const BONDED_BOWING = 160201010;
const BLOCK_ATTACK = 160201011;
type P = { state: DuelState; uid: (r: string) => number };
const slot = (p: P, ref: string) => locateMonster(p.state, p.uid(ref))?.slot;
const defOf = (p: P, ref: string) => {
  const s = slot(p, ref);
  return s ? monsterDef(p.state, s) : null;
};

describe('160201002 Umegumi the Ruler\'s Squad', () => {
  const b = (defender: boolean) =>
    board({ monsters: [atkPos(card(UMEGUMI, 'u'))] }, { monsters: [atkPos(mk('o', 2000, 1500)), ...(defender ? [defPos(mk('d', 100, 100))] : [])] });
  it("160201002 Umegumi: with a face-up Defense Position monster on the field, mill 1: an opponent monster loses 500 ATK and 500 DEF this turn", () => {
    const p = playOk(b(true), [{ do: 'activate', card: 'u' }, { do: 'choose', cards: ['o'] }]);
    expect([atkOf(p, 'o'), defOf(p, 'o')]).toEqual([1500, 1000]);
  });
  it('160201002 Umegumi refused: no face-up Defense Position monster on the field', () => {
    expect(offered(playOk(b(false), []), 'u')).toBe(false);
  });
});

describe('160201003 Yurushima Sage', () => {
  const b = (pos: 'attack' | 'defense') => board({ monsters: [{ card: card(YURUSHIMA, 'y'), position: pos }] }, { monsters: [atkPos(mk('o', 2000, 1500))] });
  it('160201003 Yurushima Sage (R-POS-5): change this card to Defense Position: an opponent Attack Position monster becomes face-up Defense Position and loses 600 DEF (1500 -> 900)', () => {
    const p = playOk(b('attack'), [{ do: 'activate', card: 'y' }, { do: 'choose', cards: ['o'] }]);
    expect(slot(p, 'y')?.position).toBe('defense');
    expect(slot(p, 'o')?.position).toBe('defense');
    expect(defOf(p, 'o')).toBe(900);
  });
  it('160201003 Yurushima Sage refused: it is already in Defense Position', () => {
    expect(offered(playOk(b('defense'), []), 'y')).toBe(false);
  });
});

describe('160201010 Bonded Bowing', () => {
  const b = (level: number) => board({ hand: [card(BONDED_BOWING, 'bb')], monsters: [atkPos(mk('w', 2500, 0, level))], deck: [mk('top', 1), mk('t2', 1)] });
  it('160201010 Bonded Bowing: change an Attack Position Level 7+ Warrior to face-up Defense Position: draw 1 card', () => {
    const p = playOk(b(7), [{ do: 'activate', card: 'bb' }, { do: 'choose', cards: ['w'] }]);
    expect(slot(p, 'w')?.position).toBe('defense');
    expect(p.state.players[0].hand).toContain(p.uid('top'));
  });
  it('160201010 Bonded Bowing refused: the Warrior is Level 6', () => {
    expect(offered(playOk(b(6), []), 'bb')).toBe(false);
  });
});

describe('160201011 Block Attack', () => {
  it('160201011 Block Attack: an opponent Attack Position monster becomes face-up Defense Position', () => {
    const p = playOk(board({ hand: [card(BLOCK_ATTACK, 'ba')] }, { monsters: [atkPos(mk('o', 2000))] }), [{ do: 'activate', card: 'ba' }, { do: 'choose', cards: ['o'] }]);
    expect(slot(p, 'o')).toMatchObject({ position: 'defense', faceDown: false });
  });
  it('160201011 Block Attack refused: the opponent has only Defense Position monsters', () => {
    expect(offered(playOk(board({ hand: [card(BLOCK_ATTACK, 'ba')] }, { monsters: [defPos(mk('o', 2000))] }), []), 'ba')).toBe(false);
  });
});
