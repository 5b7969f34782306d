// Edges the Elemental HERO cards kept when they became documents (R-MAX-13, R-MEFF-2).
import { describe, expect, it } from 'vitest';
import { atkPos, board, card, maxMon, mk } from '../../../engine/testing/mk';
import { canRespond, ID, ok } from './testkit';

describe('Elemental HERO documents: activation checks', () => {
  it('Quaking Mirror Force R-MAX-13: not when the only face-up attacker-side monster is in MAXIMUM mode', () => {
    const b = board({ monsters: [maxMon()] }, { spellTraps: [{ card: card(ID.QUAKING, 'tr') }], monsters: [atkPos(mk('t', 100))] }, { turn: 3 });
    expect(canRespond(ok(b, [{ do: 'enterBattle' }, { do: 'attack', card: 'C', target: 't' }]), 'tr')).toBe(false);
  });

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
});
