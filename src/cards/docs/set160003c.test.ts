// More cards of set 160003 added with the third tier-1 batch. Figures come from each card's
// official text (BabelCDB cards-rush.cdb), reworded in the test names; each card also has one
// refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, canRespond, defOf, inGy, offered, onFieldRef, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, defPos, mk } from '../../engine/testing/mk';
import type { DuelState } from '../../engine/types';

const of = (ref: string, race: string, atk = 1000, level = 4) => mk(ref, atk, 1000, level, { race });

describe('160003016 Beast Summoner', () => {
  const b = (level: number) => board({ hand: [of('wb', 'Winged Beast', 2000, 7)], monsters: [atkPos(card(160003016, 'bs'))] }, { monsters: [atkPos(mk('o', 2000, 0, level))] });
  it('160003016 Beast Summoner: the opponent has a face-up Level 6 monster, send this card: Special Summon a Level 7 Winged Beast from the hand', () => {
    const p = playOk(b(6), [{ do: 'activate', card: 'bs' }, { do: 'choose', cards: ['wb'] }, { do: 'choose', option: 0 }]);
    expect([inGy(p, 'bs'), onFieldRef(p, 'wb')]).toEqual([true, true]);
  });
  it("160003016 Beast Summoner refused: the opponent's monster is Level 5", () => {
    expect(offered(playOk(b(5), []), 'bs')).toBe(false);
  });
});

describe('160003015 Silver Wolf', () => {
  const b = (race: string) => board({ monsters: [atkPos(card(160003015, 'sw')), atkPos(of('be', race))] }, { monsters: [atkPos(mk('o', 1500, 1500))] });
  it('160003015 Silver Wolf: with another face-up Beast, mill 1: an opponent monster loses 200 ATK and DEF', () => {
    const p = playOk(b('Beast'), [{ do: 'activate', card: 'sw' }, { do: 'choose', cards: ['o'] }]);
    expect([atkOf(p, 'o'), defOf(p, 'o')]).toEqual([1300, 1300]);
  });
  it('160003015 Silver Wolf refused: the other monster is a Warrior', () => {
    expect(offered(playOk(b('Warrior'), []), 'sw')).toBe(false);
  });
});

describe('160003019 Savage Claw Tiger', () => {
  it('160003019 Savage Claw Tiger: mill 1: +400 ATK per face-up Level 7 or higher monster you control (itself and one more: 2 x 400)', () => {
    const p = playOk(board({ monsters: [atkPos(card(160003019, 'sc')), atkPos(mk('l7', 1, 0, 7)), atkPos(mk('l6', 1, 0, 6))] }), [{ do: 'activate', card: 'sc' }]);
    expect(atkOf(p, 'sc')).toBe(2300 + 800);
  });
  it('160003019 Savage Claw Tiger refused (R-MEFF-2): an effect lowered it to Level 6 and no face-up Level 7 or higher monster is left (0 x 400)', () => {
    const lowered = (s: DuelState, uid: (ref: string) => number): DuelState => ({
      ...s,
      lingering: [...s.lingering, { source: uid('sc'), target: uid('sc'), seat: 0, kind: 'level', value: -1, untilTurn: 1 }],
    });
    expect(offered(playOk(board({ monsters: [atkPos(card(160003019, 'sc')), atkPos(mk('l6', 1, 0, 6))] }), [], 1, lowered), 'sc')).toBe(false);
  });
  it('160003019 Savage Claw Tiger refused: an empty Deck', () => {
    expect(offered(playOk(board({ monsters: [atkPos(card(160003019, 'sc'))], deck: [] }), []), 'sc')).toBe(false);
  });
});

describe('160003053 Forest', () => {
  it('160003053 Forest: ATK and DEF +200 for face-up Insects, Beasts, Plants and Beast-Warriors; not for a Warrior', () => {
    const p = playOk(board({ field: { card: card(160003053, 'fo') }, monsters: [atkPos(of('in', 'Insect')), atkPos(of('pl', 'Plant')), atkPos(of('wa', 'Warrior'))] }, { monsters: [atkPos(of('bw', 'Beast-Warrior')), atkPos(of('be', 'Beast'))] }), []);
    expect([atkOf(p, 'in'), defOf(p, 'pl'), atkOf(p, 'bw'), atkOf(p, 'be'), atkOf(p, 'wa')]).toEqual([1200, 1200, 1200, 1200, 1000]);
  });
  it('160003053 Forest: Set face-down it does nothing', () => {
    expect(atkOf(playOk(board({ field: { card: card(160003053, 'fo'), faceDown: true }, monsters: [atkPos(of('in', 'Insect'))] }), []), 'in')).toBe(1000);
  });
});

describe('160003055 Bait Bite Ball and 160003057 Counter Pigeons', () => {
  const b = (trap: number, mine: ReturnType<typeof atkPos>[]) =>
    board({ monsters: mine, spellTraps: [{ card: card(trap, 'tr'), faceDown: true }] }, { monsters: [atkPos(mk('a', 2000, 0, 6)), atkPos(mk('a2', 1500))] }, { turn: 3, turnPlayer: 1 });
  const attack = [{ do: 'enterBattle' }, { do: 'attack', card: 'a', target: 'm' }];
  const fish = (ref: string, level = 3) => atkPos(of(ref, 'Fish', 500, level));
  it("160003055 Bait Bite Ball: on an attack, the opponent's face-up monsters lose 300 ATK per face-up Level 3 or lower Fish you control (2: 600)", () => {
    const p = playOk(b(160003055, [atkPos(mk('m', 3000)), fish('f1'), fish('f2')]), [...attack, { do: 'respond', card: 'tr' }]);
    expect(atkOf(p, 'a2')).toBe(900);
  });
  it('160003055 Bait Bite Ball refused: your Fish is Level 4', () => {
    expect(canRespond(playOk(b(160003055, [atkPos(mk('m', 3000)), fish('f1', 4)]), attack), 'tr')).toBe(false);
  });
  it('160003057 Counter Pigeons: an attack on your Attack Position Winged Beast: the attacker loses 100 ATK per its Level (6: 600)', () => {
    const p = playOk(b(160003057, [atkPos(of('m', 'Winged Beast', 1500))]), [...attack, { do: 'respond', card: 'tr' }]);
    expect(inGy(p, 'a')).toBe(true);
  });
  it('160003057 Counter Pigeons refused: the Winged Beast is in Defense Position', () => {
    expect(canRespond(playOk(b(160003057, [defPos(of('m', 'Winged Beast', 1500))]), attack), 'tr')).toBe(false);
  });
});

describe('160003051 Thousand Attack Rocket', () => {
  const b = (atk: number) => board({ hand: [card(160003051, 'tar')], monsters: [atkPos(mk('n', atk))] });
  it('160003051 Thousand Attack Rocket: mill 1: a face-up Normal Monster with 1000 ATK gains 1000 ATK', () => {
    expect(atkOf(playOk(b(1000), [{ do: 'activate', card: 'tar' }, { do: 'choose', cards: ['n'] }]), 'n')).toBe(2000);
  });
  it('160003051 Thousand Attack Rocket refused: the Normal Monster has 1100 ATK', () => {
    expect(offered(playOk(b(1100), []), 'tar')).toBe(false);
  });
});
