// Beginner deck monsters: Sevens Road Magician, Mystic Dealer, Legend Scout, Ultra Violady.
import { describe, expect, it } from 'vitest';
// The engine (through testkit) loads before the effect vocabulary: see the note in testkit.ts.
import { beast, caster, inGy, inHand, offered, onFieldRef, play, playOk } from './testkit';
import { canSpecialSummon, specialSummon } from '../../../engine/effects/vocab/moves';
import { atkPos, board, card, DARK_HOLE, DARK_MAGICIAN, filler, setPos } from '../../../engine/testing/mk';
import type { DuelEvent } from '../../../engine/types';

const SRM = 160301001;
const SCOUT = 160212047;
const VIOLADY = 160010024;

describe('Legend Scout', () => {
  const b = (hand: unknown[], deckSize = 12) =>
    board({ monsters: [atkPos(card(SCOUT, 'ls'))], hand: hand as never, deck: [beast('d1', 1), ...filler(deckSize - 1)] });

  it('Legend Scout R-MEFF-2 R-NS-6: reveal a Legend, draw 1, send 1 from the hand to the GY; it is worth 2 Tributes for a Legend in Attack Position', () => {
    const p = playOk(b([card(DARK_MAGICIAN, 'dm'), beast('x', 1)]), [
      { do: 'activate', card: 'ls' },
      { do: 'choose', cards: ['dm'] },
      { do: 'choose', cards: ['x'] },
      { do: 'summon', card: 'dm', position: 'attack' },
      { do: 'choose', cards: ['ls'] },
    ]);
    expect(p.events.some((e: DuelEvent) => e.type === 'reveal' && e.card === p.uid('dm'))).toBe(true);
    expect(inHand(p, 'd1')).toBe(true);
    expect(inGy(p, 'x')).toBe(true);
    expect(onFieldRef(p, 'dm')).toBe(true);
    expect(inGy(p, 'ls')).toBe(true);
  });

  it('R-NS-6: the Tribute named with the summon counts by its Tribute value (one-step form agrees with the two-step form)', () => {
    const setup = [
      { do: 'activate', card: 'ls' },
      { do: 'choose', cards: ['dm'] },
      { do: 'choose', cards: ['x'] },
    ];
    const one = playOk(b([card(DARK_MAGICIAN, 'dm'), beast('x', 1)]), [...setup, { do: 'summon', card: 'dm', position: 'attack', tributes: ['ls'] }]);
    expect(onFieldRef(one, 'dm')).toBe(true);
    expect(inGy(one, 'ls')).toBe(true);
    // Worth 2 plus another monster is one Tribute too many; a Tribute Set counts it as 1.
    const withOther = (tributes: string[], position = 'attack') =>
      play(
        board({ monsters: [atkPos(card(SCOUT, 'ls')), atkPos(beast('w', 1))], hand: [card(DARK_MAGICIAN, 'dm'), beast('x', 1)], deck: [beast('d1', 1), ...filler(11)] }),
        [...setup, { do: 'summon', card: 'dm', position, tributes }],
      );
    expect(withOther(['ls', 'w']).error).toMatch(/exactly 2 Tributes/);
    expect(withOther(['w', 'ls']).error).toMatch(/exactly 2 Tributes/);
    expect(withOther(['ls'], 'set').error).toMatch(/exactly 2 Tributes/);
    expect(onFieldRef(playOk(board({ monsters: [atkPos(card(SCOUT, 'ls')), atkPos(beast('w', 1))], hand: [card(DARK_MAGICIAN, 'dm'), beast('x', 1)], deck: [beast('d1', 1), ...filler(11)] }), [...setup, { do: 'summon', card: 'dm', position: 'set', tributes: ['ls', 'w'] }]), 'dm')).toBe(true);
  });

  it('Legend Scout R-NS-6: the double Tribute does not apply to a Set, nor before the effect is used', () => {
    const set = play(b([card(DARK_MAGICIAN, 'dm'), beast('x', 1)]), [
      { do: 'activate', card: 'ls' },
      { do: 'choose', cards: ['dm'] },
      { do: 'choose', cards: ['x'] },
      { do: 'summon', card: 'dm', position: 'set' },
    ]);
    expect(set.failedAt).toBe(3);
    expect(play(b([card(DARK_MAGICIAN, 'dm')]), [{ do: 'summon', card: 'dm', position: 'attack' }]).failedAt).toBe(0);
  });

  it('Legend Scout R-MEFF-2 R-MEFF-3: needs 10+ cards in the Deck and a Legend card in the hand; once per turn', () => {
    expect(offered(playOk(b([card(DARK_MAGICIAN, 'dm')], 9), []), 'ls')).toBe(false);
    expect(offered(playOk(b([beast('x', 1)]), []), 'ls')).toBe(false);
    expect(offered(playOk(b([card(DARK_HOLE, 'dh')]), []), 'ls')).toBe(true); // a Legend Spell is a Legend card
    const twice = play(b([card(DARK_MAGICIAN, 'dm'), card(DARK_HOLE, 'dh')]), [
      { do: 'activate', card: 'ls' },
      { do: 'choose', cards: ['dm'] },
      { do: 'choose', cards: ['d1'] },
      { do: 'activate', card: 'ls' },
    ]);
    expect(twice.failedAt).toBe(3);
    expect(twice.error).toMatch(/already used this turn/);
  });
});

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
