// Beginner deck monsters: Sevens Road Magician, Mystic Dealer, Legend Scout.
import { describe, expect, it } from 'vitest';
// The engine (through testkit) loads before the effect vocabulary: see the note in testkit.ts.
import { atkOf, beast, caster, inGy, inHand, offered, onFieldRef, play, playOk } from './testkit';
import { atkPos, board, card, DARK_HOLE, DARK_MAGICIAN, filler, mk, setPos } from '../../../engine/testing/mk';
import type { DuelEvent } from '../../../engine/types';

const SRM = 160301001;
const DEALER = 160301006;
const SCOUT = 160212047;

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
