// Edges the Elemental HERO cards kept when they became documents (R-MAX-13, R-MEFF-2).
import { describe, expect, it } from 'vitest';
import { applyAll, atkPos, board, card, isLegal, load, maxMon, mk } from '../../../engine/testing/mk';
import type { DuelState } from '../../../engine/types';
import { canRespond, ID, ok, withTestFusion } from './testkit';

/** A copy of state with an inline Warrior Fusion monster of Sparkman + Clayman in seat 0's Extra Deck. */
const withFusion = (state: DuelState, mustBeFusionSummoned: boolean) =>
  withTestFusion(state, { name: 'Test Fusion', attribute: 'LIGHT', level: 6, atk: 2000, fusionMaterials: [ID.SPARKMAN, ID.CLAYMAN], mustBeFusionSummoned });

describe('Elemental HERO documents: activation checks', () => {
  it('Quaking Mirror Force R-MAX-13: not when the only face-up attacker-side monster is in MAXIMUM mode', () => {
    const b = board({ monsters: [maxMon()] }, { spellTraps: [{ card: card(ID.QUAKING, 'tr') }], monsters: [atkPos(mk('t', 100))] }, { turn: 3 });
    expect(canRespond(ok(b, [{ do: 'enterBattle' }, { do: 'attack', card: 'C', target: 't' }]), 'tr')).toBe(false);
  });

  it('Miracle Fusion R-FUS-2: only a Warrior Fusion monster that must be Fusion Summoned is offered', () => {
    const loaded = load(board({ hand: [card(ID.MIRACLE_FUSION, 'mf')], monsters: [atkPos(card(ID.SPARKMAN, 'sp'))], graveyard: [card(ID.CLAYMAN, 'cl')] }));
    const offered = withFusion(loaded.state, true);
    const pend = applyAll(offered.state, [{ type: 'activate', card: loaded.uid('mf'), effect: 'e1' }]).state.pending;
    expect(pend?.kind === 'choose' ? pend.from : []).toEqual([offered.uid]);
    const plain = withFusion(loaded.state, false);
    expect(isLegal(plain.state, { type: 'activate', card: loaded.uid('mf'), effect: 'e1' })).toBe(false);
  });
});
