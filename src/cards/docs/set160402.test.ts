// Cards of sets 160402 and 160404 written as documents (issue 13, second tier-1 batch).
// Figures come from each card's official text (BabelCDB cards-rush.cdb), reworded in the test
// names; each card also has one refusal.
import { describe, expect, it } from 'vitest';
import { caster, inDeck, inGy, offered, onFieldRef, play, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, mk } from '../../engine/testing/mk';

const RIGHTEOUS = 160402002;
const DUSK = 160402006;
const BASCULE = 160402005;
const REBD = 160404001;
const CHICK = 160404002;
const INFERNO = 160404003;

describe('160402006 Raidacross, Hero of the Dusk', () => {
  const gy = [mk('w1', 1), caster('s1', 1)];
  it('160402006 Raidacross, Hero of the Dusk (R-SS-2): shuffle 2 Warriors/Spellcasters from the GY into the Deck: Special Summon a Level 6 Warrior or Spellcaster from the hand', () => {
    const p = playOk(board({ hand: [caster('c6', 2000, 0, 6)], graveyard: gy, monsters: [atkPos(card(DUSK, 'r'))] }), [
      { do: 'activate', card: 'r' },
      { do: 'choose', cards: ['w1', 's1'] },
      { do: 'choose', cards: ['c6'] },
      { do: 'choose', option: 0 },
    ]);
    expect(onFieldRef(p, 'c6')).toBe(true);
    expect(inDeck(p, 'w1') && inDeck(p, 's1')).toBe(true);
  });
  it('160402006 Raidacross, Hero of the Dusk refused: the Spellcaster in the hand is Level 5', () => {
    expect(offered(playOk(board({ hand: [caster('c5', 2000, 0, 5)], graveyard: gy, monsters: [atkPos(card(DUSK, 'r'))] }), []), 'r')).toBe(false);
  });
});

describe("160404002 Black Dragon's Chick", () => {
  it("160404002 Black Dragon's Chick: send this face-up card to the GY: Special Summon \"Red-Eyes Black Dragon\" from the hand", () => {
    const p = playOk(board({ hand: [card(REBD, 're')], monsters: [atkPos(card(CHICK, 'ch'))] }), [
      { do: 'activate', card: 'ch' },
      { do: 'choose', cards: ['re'] },
      { do: 'choose', option: 0 },
    ]);
    expect(inGy(p, 'ch') && onFieldRef(p, 're')).toBe(true);
  });
  it("160404002 Black Dragon's Chick refused: no \"Red-Eyes Black Dragon\" in the hand", () => {
    expect(offered(playOk(board({ hand: [mk('x', 1)], monsters: [atkPos(card(CHICK, 'ch'))] }), []), 'ch')).toBe(false);
  });
});

describe('160404003 Inferno Fire Blast', () => {
  const b = () => board({ hand: [card(INFERNO, 'ifb')], monsters: [atkPos(card(REBD, 're')), atkPos(mk('w', 1000))] }, { monsters: [atkPos(mk('o', 500))] }, { turn: 3 });
  it('160404003 Inferno Fire Blast (R-BAT-2): with a face-up "Red-Eyes Black Dragon", inflict 2400 damage; that Dragon cannot attack this turn, other monsters can', () => {
    const p = play(b(), [{ do: 'activate', card: 'ifb' }, { do: 'enterBattle' }, { do: 'attack', card: 'w', target: 'o' }, { do: 'attack', card: 're', target: 'direct' }]);
    expect(p.failedAt).toBe(3);
    expect(p.error).toMatch(/stops .* from attacking/);
    expect(p.state.players[1].lp).toBe(8000 - 2400 - 500);
    expect(inGy(p, 'o')).toBe(true);
  });
  it('160404003 Inferno Fire Blast refused: no "Red-Eyes Black Dragon" on the field', () => {
    expect(offered(playOk(board({ hand: [card(INFERNO, 'ifb'), card(REBD, 're')] }), []), 'ifb')).toBe(false);
  });
});

describe('160402002 Righteous Dragon', () => {
  const dragon = (ref: string, level = 4) => mk(ref, 2500, 0, level, { race: 'Dragon', attribute: 'LIGHT' });
  const b = (gy: number) => board({ hand: [dragon('big', 7)], graveyard: [dragon('g1'), dragon('g2')].slice(0, gy), monsters: [atkPos(card(RIGHTEOUS, 'rd'))] });
  it('160402002 Righteous Dragon: shuffle 2 Dragons from the GY into the Deck: it is 2 Tributes for a Level 7 Dragon summoned in Attack Position', () => {
    const p = playOk(b(2), [{ do: 'activate', card: 'rd' }, { do: 'choose', cards: ['g1', 'g2'] }, { do: 'summon', card: 'big', position: 'attack', tributes: ['rd'] }]);
    expect(onFieldRef(p, 'big') && inGy(p, 'rd')).toBe(true);
    expect(inDeck(p, 'g1') && inDeck(p, 'g2')).toBe(true);
  });
  it('160402002 Righteous Dragon: not 2 Tributes for a Set', () => {
    expect(play(b(2), [{ do: 'activate', card: 'rd' }, { do: 'choose', cards: ['g1', 'g2'] }, { do: 'summon', card: 'big', position: 'set', tributes: ['rd'] }]).failedAt).toBe(2);
  });
  it('160402002 Righteous Dragon refused: only 1 Dragon in the GY', () => {
    expect(offered(playOk(b(1), []), 'rd')).toBe(false);
  });
});

describe('160402003 Road Magic - Flowback', () => {
  const b = (level: number) =>
    board({ hand: [card(160402003, 'rm'), mk('w', 1, 0, 4, { attribute: 'WATER' })], monsters: [atkPos(caster('sc', 2500, 0, level))] }, { monsters: [atkPos(mk('o', 3000))] });
  it("160402003 Road Magic - Flowback: with a face-up Level 7 Spellcaster, send a WATER monster from the hand: an opponent's monster returns to the hand", () => {
    const p = playOk(b(7), [{ do: 'activate', card: 'rm' }, { do: 'choose', cards: ['w'] }, { do: 'choose', cards: ['o'] }]);
    expect(p.state.players[1].hand).toContain(p.uid('o'));
  });
  it('160402003 Road Magic - Flowback refused: the Spellcaster is Level 6', () => {
    expect(offered(playOk(b(6), []), 'rm')).toBe(false);
  });
});

describe('160402005 Bascule the Moving Fortress', () => {
  const earth = (ref: string) => mk(ref, 1200, 0, 4, { attribute: 'EARTH' });
  const b = (graveyard: ReturnType<typeof mk>[]) =>
    board({ hand: [card(BASCULE, 'ba')], monsters: [atkPos(mk('t', 500)), atkPos(mk('u', 500))], graveyard, deck: [mk('d1', 1), mk('d2', 1), mk('d3', 1), mk('d4', 1)] });
  const summon = { do: 'summon', card: 'ba', position: 'attack', tributes: ['t', 'u'] };
  it('160402005 Bascule the Moving Fortress: Normal (Tribute) Summoned this turn, send the top 3 cards: it goes to Defense Position, then Special Summon an EARTH Normal Monster from the GY', () => {
    const p = playOk(b([earth('e')]), [summon, { do: 'activate', card: 'ba' }, { do: 'choose', option: 1 }, { do: 'choose', cards: ['e'] }, { do: 'choose', option: 0 }]);
    expect([inGy(p, 'd1'), inGy(p, 'd3'), inDeck(p, 'd4'), onFieldRef(p, 'e')]).toEqual([true, true, true, true]);
    const at = p.state.players[0].monsters.find((m) => m?.uid === p.uid('ba'));
    expect([at?.position, at?.faceDown]).toEqual(['defense', false]);
  });
  it('160402005 Bascule the Moving Fortress refused: Set this turn (a Set is no Normal Summon)', () => {
    const p = playOk(b([earth('e')]), [{ do: 'summon', card: 'ba', position: 'set', tributes: ['t', 'u'] }]);
    expect(offered(p, 'ba')).toBe(false);
  });
});
