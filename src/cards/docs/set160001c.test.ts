// More cards of set 160001 written as documents (issue 13, second tier-1 batch). Figures come
// from each card's official text (BabelCDB cards-rush.cdb), reworded in the test names; each
// card also has one refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, beast, caster, inDeck, inGy, offered, onFieldRef, play, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, defPos, mk } from '../../engine/testing/mk';

const WHISPERING = 160001018;
const HILT = 160001020;
const RAIDACROSS = 160001022;
const SPICE = 160001030;
const SONIC = 160001033;
const SPARKS = 160001042;
const VOLOS = 160001034;
const pyro = (name: string, atk: number) => ({ vanilla: { name, level: 4, atk, def: 0, attribute: 'FIRE' as const, race: 'Pyro' }, ref: name });

describe('160001018 Whispering Fairy', () => {
  it("160001018 Whispering Fairy: send 1 card from the hand: shuffle up to 2 monsters from the opponent's GY into the Deck", () => {
    const p = playOk(board({ hand: [beast('x', 1)], monsters: [atkPos(card(WHISPERING, 'wf'))] }, { graveyard: [mk('g1', 1), mk('g2', 1), mk('g3', 1)] }), [
      { do: 'activate', card: 'wf' },
      { do: 'choose', cards: ['x'] },
      { do: 'choose', cards: ['g1', 'g2'] },
    ]);
    expect(inDeck(p, 'g1') && inDeck(p, 'g2')).toBe(true);
    expect(p.state.players[1].deck).toContain(p.uid('g1'));
    expect(inGy(p, 'g3')).toBe(true);
  });
  it("160001018 Whispering Fairy refused: no monster in the opponent's GY", () => {
    expect(offered(playOk(board({ hand: [beast('x', 1)], monsters: [atkPos(card(WHISPERING, 'wf'))] }, { graveyard: [card(SPARKS, 's')] }), []), 'wf')).toBe(false);
  });
});

describe('160001020 Hilt, the Bearer of Noble Arms', () => {
  it('160001020 Hilt: 1 Attack Position Warrior you control gains 600 ATK this turn', () => {
    const p = playOk(board({ monsters: [atkPos(card(HILT, 'h')), atkPos(mk('w', 1500))] }), [{ do: 'activate', card: 'h' }, { do: 'choose', cards: ['w'] }]);
    expect(atkOf(p, 'w')).toBe(2100);
  });
  it('160001020 Hilt refused: the only Warrior is in Defense Position', () => {
    expect(offered(playOk(board({ monsters: [atkPos(card(HILT, 'h')), defPos(mk('w', 1500))] }), []), 'h')).toBe(false);
  });
});

describe('160001022 Raidacross, Hero of the Dawn', () => {
  const b = (gy: number) =>
    board({ hand: [caster('c5', 1500, 0, 5), caster('c3', 1000, 0, 3)], graveyard: [caster('g1', 1), caster('g2', 1)].slice(0, gy), monsters: [atkPos(card(RAIDACROSS, 'r'))] });
  it('160001022 Raidacross (R-SS-2): shuffle 2 Spellcasters from the GY into the Deck: from the hand, at most 2 Spellcasters of Level 5 or below come out', () => {
    const p = playOk(b(2), [
      { do: 'activate', card: 'r' },
      { do: 'choose', cards: ['g1', 'g2'] },
      { do: 'choose', cards: ['c5', 'c3'] },
      { do: 'choose', option: 0 },
      { do: 'choose', option: 1 },
    ]);
    expect(onFieldRef(p, 'c5') && onFieldRef(p, 'c3')).toBe(true);
    expect(inDeck(p, 'g1') && inDeck(p, 'g2')).toBe(true);
  });
  it('160001022 Raidacross (R-ZONE-2): with 1 free Monster Zone, only 1 of the 2 Spellcasters may be chosen', () => {
    const one = board({
      hand: [caster('c5', 1500, 0, 5), caster('c3', 1000, 0, 3)],
      graveyard: [caster('g1', 1), caster('g2', 1)],
      monsters: [atkPos(card(RAIDACROSS, 'r')), atkPos(mk('w', 1000))],
    });
    const p = playOk(one, [{ do: 'activate', card: 'r' }, { do: 'choose', cards: ['g1', 'g2'] }]);
    const pend = p.state.pending;
    expect(pend?.kind === 'choose' ? [pend.min, pend.max, pend.from.length] : pend?.kind).toEqual([1, 1, 2]);
    expect(play(one, [{ do: 'activate', card: 'r' }, { do: 'choose', cards: ['g1', 'g2'] }, { do: 'choose', cards: ['c5', 'c3'] }]).failedAt).toBe(2);
  });
  it('160001022 Raidacross refused: only 1 Spellcaster in the GY', () => {
    expect(offered(playOk(b(1), []), 'r')).toBe(false);
  });
});

describe('160001030 Spice the Elite Noodle Ninja', () => {
  const b = (gy: ReturnType<typeof mk>[]) =>
    board({ monsters: [atkPos(card(SPICE, 'sp')), atkPos(pyro('py', 1000)), atkPos(mk('wa', 1000))], graveyard: gy, deck: [card(SPARKS, 'top')] });
  it('160001030 Spice: with a Normal Monster in the GY, mill 1: your face-up Pyro monsters gain 100 ATK per Normal Monster in the GY (2: +200)', () => {
    const p = playOk(b([mk('n1', 1), mk('n2', 1)]), [{ do: 'activate', card: 'sp' }]);
    expect([atkOf(p, 'sp'), atkOf(p, 'py'), atkOf(p, 'wa')]).toEqual([2400, 1200, 1000]);
    expect(inGy(p, 'top')).toBe(true);
  });
  it('160001030 Spice refused: no Normal Monster in the GY', () => {
    expect(offered(playOk(b([]), []), 'sp')).toBe(false);
  });
});

describe('160001033 Sonic Attacker', () => {
  it('160001033 Sonic Attacker: the opponent LP rise by 1000, and this card is 1000 ATK stronger this turn', () => {
    const p = playOk(board({ monsters: [atkPos(card(SONIC, 'so'))] }), [{ do: 'activate', card: 'so' }]);
    expect(p.state.players[1].lp).toBe(9000);
    expect(atkOf(p, 'so')).toBe(2300);
    expect(p.events.some((e) => e.type === 'gainLp' && e.player === 1 && e.amount === 1000)).toBe(true);
  });
  it('160001033 Sonic Attacker refused (R-MEFF-3): once per turn', () => {
    expect(offered(playOk(board({ monsters: [atkPos(card(SONIC, 'so'))] }), [{ do: 'activate', card: 'so' }]), 'so')).toBe(false);
  });
});

describe('160001034 Mask of Volos', () => {
  const b = (level: number) => board({ hand: [beast('x', 1)], monsters: [atkPos(card(VOLOS, 'mv'))] }, { monsters: [atkPos(mk('o', 2400, 0, level))] });
  it('160001034 Mask of Volos: send 1 card: the original ATK of a face-up Level 6 or lower opponent monster becomes 1500 this turn (2400 -> 1500)', () => {
    const p = playOk(b(6), [{ do: 'activate', card: 'mv' }, { do: 'choose', cards: ['x'] }, { do: 'choose', cards: ['o'] }]);
    expect(atkOf(p, 'o')).toBe(1500);
    const next = playOk(b(6), [{ do: 'activate', card: 'mv' }, { do: 'choose', cards: ['x'] }, { do: 'choose', cards: ['o'] }, { do: 'endTurn' }]);
    expect(atkOf(next, 'o')).toBe(2400);
  });
  it('160001034 Mask of Volos refused: the opponent monster is Level 7', () => {
    expect(offered(playOk(b(7), []), 'mv')).toBe(false);
  });
  it('160001034 Mask of Volos R-MEFF-2: a monster whose original ATK is 1500 already cannot be chosen', () => {
    const two = board({ hand: [beast('x', 1)], monsters: [atkPos(card(VOLOS, 'mv'))] }, { monsters: [atkPos(mk('same', 1500, 0, 4)), atkPos(mk('o', 2400, 0, 4))] });
    expect(play(two, [{ do: 'activate', card: 'mv' }, { do: 'choose', cards: ['x'] }, { do: 'choose', cards: ['same'] }]).failedAt).toBe(2);
    expect(atkOf(playOk(two, [{ do: 'activate', card: 'mv' }, { do: 'choose', cards: ['x'] }, { do: 'choose', cards: ['o'] }]), 'o')).toBe(1500);
    const onlySame = board({ hand: [beast('x', 1)], monsters: [atkPos(card(VOLOS, 'mv'))] }, { monsters: [atkPos(mk('same', 1500, 0, 4))] });
    expect(offered(playOk(onlySame, []), 'mv')).toBe(false);
  });
});
