// Beginner deck monsters: Sevens Road Magician, Mystic Dealer, Legend Scout, Ultra Violady.
import { describe, expect, it } from 'vitest';
// The engine (through testkit) loads before the effect vocabulary: see the note in testkit.ts.
import { atkOf, beast, caster, inGy, inHand, offered, play, playOk } from './testkit';
import { canSpecialSummon, specialSummon } from '../../../engine/effects/vocab/moves';
import { atkPos, board, card, DARK_HOLE, DARK_MAGICIAN, filler, mk, setPos } from '../../../engine/testing/mk';

const SRM = 160301001;
const DEALER = 160301006;
const VIOLADY = 160010024;

describe('Sevens Road Magician', () => {
  const b = (gy: unknown[], deck: unknown[] = [beast('top', 100), ...filler(5)]) =>
    board({ monsters: [atkPos(card(SRM, 'srm'))], graveyard: gy as never, deck: deck as never }, { monsters: [atkPos(mk('t', 2900))] });

  it('Sevens Road Magician R-MEFF-2: mills 1 as cost, then +300 ATK per different Attribute among GY monsters until end of turn', () => {
    const gy = [caster('g1', 0, 0, 4, 'LIGHT'), caster('g2', 0, 0, 4, 'DARK'), caster('g3', 0, 0, 4, 'DARK'), card(DARK_HOLE, 'dh')];
    const p = playOk(b(gy), [{ do: 'activate', card: 'srm' }]);
    expect(inGy(p, 'top')).toBe(true); // the milled EARTH monster counts too: LIGHT, DARK, EARTH
    expect(atkOf(p, 'srm')).toBe(2100 + 900);
    const fought = playOk(b(gy), [{ do: 'activate', card: 'srm' }, { do: 'enterBattle' }, { do: 'attack', card: 'srm', target: 't' }]);
    expect(inGy(fought, 't')).toBe(true);
    const next = playOk(b(gy), [{ do: 'activate', card: 'srm' }, { do: 'endTurn' }]);
    expect(atkOf(next, 'srm')).toBe(2100);
  });

  it('Sevens Road Magician R-MEFF-3: once per turn; a second activation is refused', () => {
    const p = play(b([caster('g1', 0)]), [{ do: 'activate', card: 'srm' }, { do: 'activate', card: 'srm' }]);
    expect(p.failedAt).toBe(1);
    expect(p.error).toMatch(/already used this turn/);
    expect(offered(p, 'srm')).toBe(false);
  });

  it('Sevens Road Magician R-MEFF-2: not offered without a monster in the GY, nor with an empty Deck', () => {
    expect(offered(playOk(b([card(DARK_HOLE, 'dh')]), []), 'srm')).toBe(false);
    expect(offered(playOk(b([caster('g1', 0)], []), []), 'srm')).toBe(false);
    expect(play(b([]), [{ do: 'activate', card: 'srm' }]).error).toMatch(/condition is not met/);
  });
});

describe('Mystic Dealer', () => {
  it('Mystic Dealer R-MEFF-2: sends 1 Spellcaster from the hand to the GY as cost, then draws 1', () => {
    const p = playOk(
      board({ monsters: [atkPos(card(DEALER, 'md'))], hand: [caster('c', 1000), beast('x', 1)], deck: [beast('d1', 1), ...filler(5)] }),
      [{ do: 'activate', card: 'md' }, { do: 'choose', cards: ['c'] }],
    );
    expect(inGy(p, 'c')).toBe(true);
    expect(inHand(p, 'd1')).toBe(true);
    expect(inHand(p, 'x')).toBe(true);
  });

  it('Mystic Dealer R-MEFF-2: not offered without a Spellcaster monster in the hand or with an empty Deck', () => {
    const noCaster = playOk(board({ monsters: [atkPos(card(DEALER, 'md'))], hand: [beast('x', 1), card(DARK_HOLE, 'dh')] }), []);
    expect(offered(noCaster, 'md')).toBe(false);
    const noDeck = playOk(board({ monsters: [atkPos(card(DEALER, 'md'))], hand: [caster('c', 1)], deck: [] }), []);
    expect(offered(noDeck, 'md')).toBe(false);
    const faceDown = playOk(board({ monsters: [setPos(card(DEALER, 'md'))], hand: [caster('c', 1)] }), []);
    expect(offered(faceDown, 'md')).toBe(false);
  });

  it('Mystic Dealer CE-46 R-MEFF-3: two copies each activate once; a second activation by either is refused', () => {
    const b = board({
      monsters: [atkPos(card(DEALER, 'md1')), atkPos(card(DEALER, 'md2'))],
      hand: [caster('c1', 1), caster('c2', 1), caster('c3', 1)],
    });
    const p = play(b, [
      { do: 'activate', card: 'md1' },
      { do: 'choose', cards: ['c1'] },
      { do: 'activate', card: 'md2' },
      { do: 'choose', cards: ['c2'] },
      { do: 'activate', card: 'md1' },
    ]);
    expect(p.failedAt).toBe(4);
    expect(p.error).toMatch(/already used this turn/);
    expect(offered(p, 'md2')).toBe(false);
    expect(inGy(p, 'c1') && inGy(p, 'c2')).toBe(true);
  });

  it('Mystic Dealer CE-47 R-MEFF-1: no monster effect in the opponent\'s turn', () => {
    const b = board({ monsters: [atkPos(card(DEALER, 'md'))], hand: [caster('c', 1)] }, {}, { turnPlayer: 1 });
    const p = play(b, [{ do: 'activate', card: 'md', player: 0 }]);
    expect(p.error).toMatch(/waiting for player 1/);
    const direct = play(b, [{ do: 'activate', card: 'md' }]);
    expect(direct.error).not.toBeNull();
    expect(offered(playOk(b, []), 'md')).toBe(false);
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
