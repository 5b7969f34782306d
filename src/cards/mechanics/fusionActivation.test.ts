// Edges the Elemental HERO cards kept when they became documents (R-MAX-13, R-MEFF-2).
import { describe, expect, it } from 'vitest';
import { applyAll, atkPos, board, card, isLegal, load, mk } from '../../engine/testkit';
import type { DuelState } from '../../engine';
import { canRespond, ID, ok, withTestFusion } from '../testing/fusion';

/** A copy of state with an inline Warrior Fusion monster of Sparkman + Clayman in seat 0's Extra Deck. */
const withFusion = (state: DuelState, mustBeFusionSummoned: boolean) =>
  withTestFusion(state, { name: 'Test Fusion', attribute: 'LIGHT', level: 6, atk: 2000, fusionMaterials: [ID.SPARKMAN, ID.CLAYMAN], mustBeFusionSummoned });

describe('Elemental HERO documents: activation checks', () => {
  it('Fusionic Defense R-MEFF-2: not without a free Spell & Trap Zone to Set "Fusion" in', () => {
    const full = board(
      { hand: [mk('m', 1000)] },
      {
        spellTraps: [{ card: card(ID.FUSIONIC_DEFENSE, 'fd') }, { card: card(ID.QUAKING, 'q1') }, { card: card(ID.QUAKING, 'q2') }],
        graveyard: [card(ID.FUSION, 'fus')],
      },
    );
    expect(canRespond(ok(full, [{ do: 'summon', card: 'm' }]), 'fd')).toBe(false);
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
