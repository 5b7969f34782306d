// Trap stream, set 160201: figures from each card's official text, reworded in the test names;
// each card has at least one refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, canRespond, inDeck, inGy, offered, onFieldRef, play, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, mk } from '../../engine/testing/mk';

const fiend = (ref: string, level = 1) => mk(ref, 0, 0, level, { race: 'Fiend' });
const KURIBOT = 160001017; // a Level 1 Fiend Effect Monster

describe("160201026 King's Majesty", () => {
  const b = (gy: ReturnType<typeof card>[]) =>
    board(
      { monsters: [atkPos(mk('m', 1000))], spellTraps: [{ card: card(160201026, 'tr'), faceDown: true }], graveyard: gy },
      { monsters: [atkPos(mk('a', 2000))] },
      { turn: 3, turnPlayer: 1 },
    );
  const attack = [{ do: 'enterBattle' }, { do: 'attack', card: 'a', target: 'm' }];
  it("160201026 King's Majesty: a Level 1 Fiend Normal Monster goes back into the Deck and the attack ends before damage (R-BAT-6)", () => {
    const p = playOk(b([fiend('f')]), [...attack, { do: 'respond', card: 'tr' }, { do: 'choose', cards: ['f'] }]);
    expect([inDeck(p, 'f'), onFieldRef(p, 'm'), onFieldRef(p, 'a'), p.state.players[0].lp, p.state.attack]).toEqual([true, true, true, 8000, null]);
    expect(p.events.some((e) => e.type === 'attackCancelled')).toBe(true);
    expect(inGy(p, 'tr')).toBe(true);
  });
  it("160201026 King's Majesty: the negated attacker has used its attack and cannot attack again (R-BAT-5)", () => {
    const p = play(b([fiend('f')]), [...attack, { do: 'respond', card: 'tr' }, { do: 'choose', cards: ['f'] }, { do: 'attack', card: 'a', target: 'm' }]);
    expect(p.failedAt).toBe(4);
  });
  it("160201026 King's Majesty refused: the Fiend Normal Monster in the GY is Level 2", () => {
    expect(canRespond(playOk(b([fiend('f', 2)]), attack), 'tr')).toBe(false);
  });
  it("160201026 King's Majesty refused: the Level 1 Fiend in the GY is not a Normal Monster", () => {
    expect(canRespond(playOk(b([card(KURIBOT, 'f')]), attack), 'tr')).toBe(false);
  });
});

describe('160201040 Severing Psychic Wall', () => {
  const psy = (ref: string, atk: number) => mk(ref, atk, 0, 4, { race: 'Psychic' });
  const b = (target: ReturnType<typeof atkPos>, gy: ReturnType<typeof card>[]) =>
    board(
      { monsters: [target], spellTraps: [{ card: card(160201040, 'tr'), faceDown: true }], graveyard: gy },
      { monsters: [atkPos(mk('a', 1800))] },
      { turn: 3, turnPlayer: 1 },
    );
  const attack = [{ do: 'enterBattle' }, { do: 'attack', card: 'a', target: 'm' }];
  it('160201040 Severing Psychic Wall: a Psychic from the GY goes back into the Deck; the attacked 1500 Psychic reaches 2000 and wins the battle', () => {
    const p = playOk(b(atkPos(psy('m', 1500)), [psy('g', 100)]), [...attack, { do: 'respond', card: 'tr' }, { do: 'choose', cards: ['g'] }]);
    expect([inDeck(p, 'g'), onFieldRef(p, 'm'), inGy(p, 'a'), p.state.players[1].lp]).toEqual([true, true, true, 8000 - 200]);
  });
  it('160201040 Severing Psychic Wall: the 500 ATK lasts for the turn (after the battle the Psychic shows 2000)', () => {
    const p = playOk(b(atkPos(psy('m', 1500)), [psy('g', 100)]), [...attack, { do: 'respond', card: 'tr' }, { do: 'choose', cards: ['g'] }]);
    expect(atkOf(p, 'm')).toBe(2000);
  });
  it('160201040 Severing Psychic Wall refused: the attacked monster is a Warrior', () => {
    expect(canRespond(playOk(b(atkPos(mk('m', 1500)), [psy('g', 100)]), attack), 'tr')).toBe(false);
  });
  it('160201040 Severing Psychic Wall refused: no Psychic monster in the GY to shuffle back', () => {
    expect(canRespond(playOk(b(atkPos(psy('m', 1500)), [mk('g', 100)]), attack), 'tr')).toBe(false);
  });
});

describe('160201004 Yurushima Warrior', () => {
  const SAKURETSU = 160417005; // destroys the attacking monster
  const b = (gy: ReturnType<typeof mk>[]) =>
    board(
      { monsters: [atkPos(card(160201004, 'yw')), atkPos(mk('w2', 1500))], graveyard: gy },
      { monsters: [atkPos(mk('o', 500)), atkPos(mk('o2', 400))], spellTraps: [{ card: card(SAKURETSU, 'sak'), faceDown: true }] },
      { turn: 3, turnPlayer: 0 },
    );
  const use = [{ do: 'activate', card: 'yw' }, { do: 'choose', cards: ['z'] }, { do: 'choose', cards: ['yw'] }, { do: 'enterBattle' }];
  it('160201004 Yurushima Warrior: a 0 ATK monster goes back into the Deck; the chosen Warrior attacks and the opponent cannot answer with a Trap', () => {
    const p = playOk(b([mk('z', 0)]), [...use, { do: 'attack', card: 'yw', target: 'o' }]);
    expect([inDeck(p, 'z'), canRespond(p, 'sak'), inGy(p, 'o'), onFieldRef(p, 'yw'), p.state.players[1].lp]).toEqual([true, false, true, true, 8000 - 700]);
  });
  it('160201004 Yurushima Warrior: a Warrior that was not chosen still meets the Trap', () => {
    const p = playOk(b([mk('z', 0)]), [...use, { do: 'attack', card: 'w2', target: 'o' }]);
    expect(canRespond(p, 'sak')).toBe(true);
  });
  it('160201004 Yurushima Warrior refused: the only monster in the GY has 100 ATK', () => {
    expect(offered(playOk(b([mk('z', 100)]), []), 'yw')).toBe(false);
  });
});
