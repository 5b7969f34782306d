// Trap stream, set 160004: figures from each card's official text, reworded in the test names;
// each card has at least one refusal.
import { describe, expect, it } from 'vitest';
import { canRespond, inGy, onFieldRef, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, defPos, mk, setPos } from '../../engine/testing/mk';
import type { DuelState } from '../../engine/types';
import { RACE_NAMES } from '../../engine/effects/vocab/race';

const MAGMASSAGE = 160004036;
const DARK_HOLE = 160205069;
const SAKURETSU = 160417005;
const pyro = (ref: string, atk: number, attribute: 'FIRE' | 'EARTH' = 'FIRE') => mk(ref, atk, 0, 4, { race: 'Pyro', attribute });

describe('160004058 Earth Pressure Explosion', () => {
  const trap = { card: card(160004058, 'tr'), faceDown: true };
  const b = (mine: ReturnType<typeof atkPos>, gy: ReturnType<typeof card>[]) =>
    board({ monsters: [mine], spellTraps: [trap], graveyard: gy }, { monsters: [atkPos(mk('a', 2000))], hand: [card(DARK_HOLE, 'dh')] }, { turn: 3, turnPlayer: 1 });
  const attack = [{ do: 'enterBattle' }, { do: 'attack', card: 'a', target: 'p' }];
  const answer = [{ do: 'respond', card: 'tr' }, { do: 'choose', cards: ['mg'] }, { do: 'choose', option: 0 }];
  it('160004058 Earth Pressure Explosion: your Attack Position Pyro falls in battle: Magmassage returns, and an EARTH Pyro in the GY gives 1000 LP back', () => {
    const p = playOk(b(atkPos(pyro('p', 1000)), [card(MAGMASSAGE, 'mg'), pyro('ep', 0, 'EARTH')]), [...attack, ...answer]);
    expect([onFieldRef(p, 'mg'), p.state.players[0].lp]).toEqual([true, 8000 - 1000 + 1000]);
  });
  it('160004058 Earth Pressure Explosion: with no EARTH Pyro in the GY the summon happens without the LP gain', () => {
    const p = playOk(b(atkPos(pyro('p', 1000)), [card(MAGMASSAGE, 'mg')]), [...attack, ...answer]);
    expect([onFieldRef(p, 'mg'), p.state.players[0].lp]).toEqual([true, 7000]);
  });
  it('160004058 Earth Pressure Explosion: an opponent Trap destroying your attacking Pyro counts too', () => {
    const start = board(
      { monsters: [atkPos(pyro('p', 1000))], spellTraps: [trap], graveyard: [card(MAGMASSAGE, 'mg')] },
      { monsters: [atkPos(mk('o', 500))], spellTraps: [{ card: card(SAKURETSU, 'sak'), faceDown: true }] },
      { turn: 3, turnPlayer: 0 },
    );
    const p = playOk(start, [{ do: 'enterBattle' }, { do: 'attack', card: 'p', target: 'o' }, { do: 'respond', card: 'sak' }, ...answer]);
    expect([inGy(p, 'p'), onFieldRef(p, 'mg')]).toEqual([true, true]);
  });
  it('160004058 Earth Pressure Explosion refused: the Pyro was destroyed by a Spell (Dark Hole), not by a Trap or an attack', () => {
    const p = playOk(b(atkPos(pyro('p', 1000)), [card(MAGMASSAGE, 'mg')]), [{ do: 'activate', card: 'dh' }]);
    expect([inGy(p, 'p'), canRespond(p, 'tr')]).toEqual([true, false]);
  });
  // R-TRAP-8 with last-known information: the destroyed monster is read as it was on the field.
  const madeA = (race: string) => (s: DuelState, uid: (ref: string) => number): DuelState => ({
    ...s,
    lingering: [...s.lingering, { source: uid('a'), target: uid('p'), seat: 0, kind: 'raceAs', value: RACE_NAMES.indexOf(race), untilTurn: 3 }],
  });
  it('160004058 Earth Pressure Explosion refused (R-TRAP-8): a Pyro an effect made a Machine falls as a Machine, though it is a Pyro again in the GY', () => {
    const p = playOk(b(atkPos(pyro('p', 1000)), [card(MAGMASSAGE, 'mg')]), attack, 1, madeA('Machine'));
    expect([inGy(p, 'p'), canRespond(p, 'tr')]).toEqual([true, false]);
  });
  it('160004058 Earth Pressure Explosion (R-TRAP-8): a Warrior an effect made a Pyro falls as a Pyro, so the Trap answers', () => {
    const p = playOk(b(atkPos(mk('p', 1000, 0, 4, { race: 'Warrior' })), [card(MAGMASSAGE, 'mg')]), [...attack, ...answer], 1, madeA('Pyro'));
    expect([inGy(p, 'p'), onFieldRef(p, 'mg'), p.state.players[0].lp]).toEqual([true, true, 7000]);
  });
  it('160004058 Earth Pressure Explosion refused: the Pyro was in Defense Position', () => {
    const p = playOk(b(defPos(mk('p', 0, 500, 4, { race: 'Pyro' })), [card(MAGMASSAGE, 'mg')]), attack);
    expect([inGy(p, 'p'), canRespond(p, 'tr')]).toEqual([true, false]);
  });
});

describe('160004000 Jinzo (Rush)', () => {
  const JINZO = 160004000;
  it('160004000 Jinzo (Rush): face-up on the attacking side, your Set Sakuretsu Armor cannot be activated', () => {
    const p = playOk(
      board({ monsters: [atkPos(mk('m', 1000))], spellTraps: [{ card: card(SAKURETSU, 'sak'), faceDown: true }] }, { monsters: [atkPos(card(JINZO, 'j'))] }, { turn: 3, turnPlayer: 1 }),
      [{ do: 'enterBattle' }, { do: 'attack', card: 'j', target: 'm' }],
    );
    expect([canRespond(p, 'sak'), inGy(p, 'm'), p.state.players[0].lp]).toEqual([false, true, 8000 - 1400]);
  });
  it('160004000 Jinzo (Rush): neither player: Jinzo also locks the Traps of its own controller', () => {
    const p = playOk(
      board({ monsters: [atkPos(card(JINZO, 'j'))], spellTraps: [{ card: card(SAKURETSU, 'sak'), faceDown: true }] }, { monsters: [atkPos(mk('a', 1000))] }, { turn: 3, turnPlayer: 1 }),
      [{ do: 'enterBattle' }, { do: 'attack', card: 'a', target: 'j' }],
    );
    expect([canRespond(p, 'sak'), inGy(p, 'a')]).toEqual([false, true]);
  });
  it('160004000 Jinzo (Rush): Set face-down it locks nothing, and the Trap answers the attack', () => {
    const p = playOk(
      board({ monsters: [atkPos(mk('m', 1000))], spellTraps: [{ card: card(SAKURETSU, 'sak'), faceDown: true }] }, { monsters: [atkPos(mk('a', 1000)), setPos(card(JINZO, 'j'))] }, { turn: 3, turnPlayer: 1 }),
      [{ do: 'enterBattle' }, { do: 'attack', card: 'a', target: 'm' }],
    );
    expect(canRespond(p, 'sak')).toBe(true);
  });
});
