// Beginner deck monsters: Sevens Road Magician, Mystic Dealer, Legend Scout, Ultra Violady.
import { describe, expect, it } from 'vitest';
// The engine (through testkit) loads before the effect vocabulary: see the note in testkit.ts.
import { caster, offered, playOk } from './testkit';
import { canSpecialSummon, specialSummon } from '../../../engine/effects/vocab/moves';
import { atkPos, board, card, DARK_MAGICIAN, setPos } from '../../../engine/testing/mk';

const SRM = 160301001;
const VIOLADY = 160010024;

describe('Ultra Violady', () => {
  it('Ultra Violady R-MEFF-5: while face-up, no player can Special Summon a Level 7 monster from a GY', () => {
    const b = (face: 'up' | 'down') =>
      board(
        { monsters: [face === 'up' ? atkPos(card(VIOLADY, 'uv')) : setPos(card(VIOLADY, 'uv'))], graveyard: [card(DARK_MAGICIAN, 'dm'), caster('c4', 1)] },
        { graveyard: [card(SRM, 'srm')] },
      );
    const up = playOk(b('up'), []);
    expect(canSpecialSummon(up.state, 0, up.uid('dm'))).toBe(false);
    expect(canSpecialSummon(up.state, 1, up.uid('srm'))).toBe(false);
    expect(canSpecialSummon(up.state, 0, up.uid('c4'))).toBe(true);
    const ctx = { state: structuredClone(up.state), self: up.uid('uv'), seat: 0 as const, locals: {}, events: [] };
    expect(specialSummon(ctx, up.uid('dm'))).toBe(false);
    expect(specialSummon(ctx, up.uid('c4'))).toBe(true);
    const down = playOk(b('down'), []);
    expect(canSpecialSummon(down.state, 0, down.uid('dm'))).toBe(true);
  });

  it('Ultra Violady: has no activated effect (never offered)', () => {
    expect(offered(playOk(board({ monsters: [atkPos(card(VIOLADY, 'uv'))] }), []), 'uv')).toBe(false);
  });
});
