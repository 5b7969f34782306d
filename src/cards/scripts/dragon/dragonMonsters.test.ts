// The Effect monsters of the Dragon deck, played through the engine.
import { describe, expect, it } from 'vitest';
import { monsterAtk } from '../../../engine/stats';
import type { Action } from '../../../engine/types';
import {
  apply, atkPos, board, card, defPos, isLegal, load, mk, ofType, onField, refuse,
  setPos, slotOf,
} from '../../../engine/testing/mk';

const BLUE_FANG = 160010101;
const activate = (uid: number): Action => ({ type: 'activate', card: uid, effect: 'e1' });

describe('Blue-Fang Burst Dragon', () => {
  it('R-MEFF-2: destroys every face-up opponent monster with 1500 or less ATK and gains 300 ATK each', () => {
    const L = load(
      board(
        { monsters: [atkPos(card(BLUE_FANG, 'bf'))] },
        { monsters: [atkPos(mk('a', 1500)), atkPos(mk('b', 1600)), defPos(mk('c', 1000, 2500))] },
      ),
    );
    const r = apply(L.state, activate(L.uid('bf')));
    expect(ofType(r.events, 'move').filter((e) => e.reason === 'cost')).toHaveLength(1);
    expect(ofType(r.events, 'destroy').map((e) => e.card).sort()).toEqual([L.uid('a'), L.uid('c')].sort());
    expect(onField(r.state, L.uid('b'))).toBe(true);
    expect(monsterAtk(r.state, slotOf(r.state, L.uid('bf')).slot)).toBe(3100);
  });

  it('R-MEFF-2 R-MEFF-6 R-MEFF-3: not offered when no face-up opponent monster has 1500 or less ATK; once per turn', () => {
    const none = load(board({ monsters: [atkPos(card(BLUE_FANG, 'bf'))] }, { monsters: [atkPos(mk('b', 1600)), setPos(mk('fd', 0))] }));
    expect(isLegal(none.state, activate(none.uid('bf')))).toBe(false);
    expect(refuse(none.state, activate(none.uid('bf')))).toMatch(/condition/);
    const L = load(board({ monsters: [atkPos(card(BLUE_FANG, 'bf'))] }, { monsters: [atkPos(mk('a', 100)), atkPos(mk('a2', 100))] }));
    const s = apply(L.state, activate(L.uid('bf'))).state;
    expect(refuse(s, activate(L.uid('bf')))).toMatch(/already used/);
  });
});

