// More cards of set 160001 written as documents (issue 13, second tier-1 batch). Figures come
// from each card's official text (BabelCDB cards-rush.cdb), reworded in the test names; each
// card also has one refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, beast, caster, inGy, offered, play, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, defPos, maxMon, mk, setPos } from '../../engine/testing/mk';
import { monsterDef } from '../../engine/stats';
import type { DuelState } from '../../engine/types';
import { locateMonster } from '../../engine/zones';

const PITCHER = 160001024;
const SLUGGER = 160001025;
const TEMPEST = 160001039;
const DARKNESS = 160001043;
const MOUNTAIN = 160001045;
const GUST = 160001048;
const HAMMER_CRUSH = 160001041;
const SPARKS = 160001042;
const TRAP_HOLE = 160202019;
type P = { state: DuelState; uid: (r: string) => number };
const slot = (p: P, ref: string) => locateMonster(p.state, p.uid(ref))?.slot;
const defOf = (p: P, ref: string) => {
  const s = slot(p, ref);
  return s ? monsterDef(p.state, s) : null;
};
const wind = (name: string) => ({ vanilla: { name, level: 4, atk: 100, def: 0, attribute: 'WIND' as const, race: 'Beast' }, ref: name });
const dragon = (name: string, atk: number, def: number) => ({ vanilla: { name, level: 4, atk, def, attribute: 'FIRE' as const, race: 'Dragon' }, ref: name });

describe('160001025 Sportsdragon Slugger and 160001024 Sportsdragon Pitcher', () => {
  const b = (extra: Record<string, unknown> = {}) =>
    board({ monsters: [atkPos(card(SLUGGER, 's'))], graveyard: [card(PITCHER, 'pi')], ...extra }, { monsters: [atkPos(mk('o', 500))] });
  it('160001025 Sportsdragon Slugger (R-SS-1): alone on its field, Special Summons "Sportsdragon Pitcher" from the GY in face-up Defense Position', () => {
    const p = playOk(b(), [{ do: 'activate', card: 's' }, { do: 'choose', cards: ['pi'] }]);
    expect(slot(p, 'pi')).toMatchObject({ position: 'defense', faceDown: false });
  });
  it('160001025 Sportsdragon Slugger (R-BAT-2): afterwards none of your monsters of Level 6 or below may attack this turn', () => {
    const p = play(b(), [{ do: 'activate', card: 's' }, { do: 'choose', cards: ['pi'] }, { do: 'enterBattle' }, { do: 'attack', card: 's', target: 'o' }]);
    expect(p.failedAt).toBe(3);
    expect(p.error).toMatch(/stops .* from attacking/);
  });
  it('160001025 Sportsdragon Slugger refused: another monster is on its field', () => {
    expect(offered(playOk(b({ monsters: [atkPos(card(SLUGGER, 's')), atkPos(mk('x', 100))] }), []), 's')).toBe(false);
  });
  it('160001024 Sportsdragon Pitcher: alone on its field, Special Summons "Sportsdragon Slugger" from the GY in face-up Defense Position', () => {
    const p = playOk(board({ monsters: [atkPos(card(PITCHER, 'pi'))], graveyard: [card(SLUGGER, 's')] }), [
      { do: 'activate', card: 'pi' },
      { do: 'choose', cards: ['s'] },
    ]);
    expect(slot(p, 's')).toMatchObject({ position: 'defense', faceDown: false });
  });
  it('160001024 Sportsdragon Pitcher refused: no "Sportsdragon Slugger" in the GY', () => {
    expect(offered(playOk(board({ monsters: [atkPos(card(PITCHER, 'pi'))], graveyard: [card(PITCHER, 'p2')] }), []), 'pi')).toBe(false);
  });
});

describe('160001039 Road Magic - Tempest', () => {
  const b = (level: number) =>
    board(
      { hand: [card(TEMPEST, 'rt'), wind('w')], monsters: [atkPos(caster('c', 2000, 0, level))] },
      { monsters: [atkPos(mk('a', 1000)), defPos(mk('d', 100, 1000)), setPos(mk('f', 100, 1000))] },
    );
  it('160001039 Road Magic - Tempest (R-POS-5): with a Level 7+ Spellcaster, send a WIND monster: flip the positions of at most 3 opponent monsters', () => {
    const p = playOk(b(7), [{ do: 'activate', card: 'rt' }, { do: 'choose', cards: ['w'] }, { do: 'choose', cards: ['a', 'd', 'f'] }]);
    expect(slot(p, 'a')).toMatchObject({ position: 'defense', faceDown: false });
    expect(slot(p, 'd')).toMatchObject({ position: 'attack', faceDown: false });
    expect(slot(p, 'f')).toMatchObject({ position: 'attack', faceDown: false });
    expect(inGy(p, 'w')).toBe(true);
  });
  it('160001039 Road Magic - Tempest refused: the Spellcaster is Level 6', () => {
    expect(offered(playOk(b(6), []), 'rt')).toBe(false);
  });
  it('160001039 Road Magic - Tempest R-MAX-13: not offered when the only opponent monster is in MAXIMUM mode', () => {
    const onlyMax = board({ hand: [card(TEMPEST, 'rt'), wind('w')], monsters: [atkPos(caster('c', 2000, 0, 7))] }, { monsters: [maxMon()] });
    expect(offered(playOk(onlyMax, []), 'rt')).toBe(false);
  });
});

describe('160001043 Darkness Approaches', () => {
  it('160001043 Darkness Approaches (R-MEFF-4): send 2 cards from the hand: 1 face-up monster on either field becomes face-down Defense Position', () => {
    const p = playOk(board({ hand: [card(DARKNESS, 'da'), beast('x', 1), beast('y', 1)] }, { monsters: [atkPos(mk('o', 2000))] }), [
      { do: 'activate', card: 'da' },
      { do: 'choose', cards: ['x', 'y'] },
      { do: 'choose', cards: ['o'] },
    ]);
    expect(slot(p, 'o')).toMatchObject({ position: 'defense', faceDown: true });
    expect(inGy(p, 'x') && inGy(p, 'y')).toBe(true);
  });
  it('160001043 Darkness Approaches refused: only 1 other card in the hand', () => {
    expect(offered(playOk(board({ hand: [card(DARKNESS, 'da'), beast('x', 1)] }, { monsters: [atkPos(mk('o', 2000))] }), []), 'da')).toBe(false);
  });
  it('160001043 Darkness Approaches R-MAX-13 CE-20: a monster in MAXIMUM mode cannot be chosen to turn face-down', () => {
    const b = board({ hand: [card(DARKNESS, 'da'), beast('x', 1), beast('y', 1)], monsters: [maxMon()] }, { monsters: [atkPos(mk('o', 2000))] });
    const chose = play(b, [{ do: 'activate', card: 'da' }, { do: 'choose', cards: ['x', 'y'] }, { do: 'choose', cards: ['C'] }]);
    expect(chose.failedAt).toBe(2);
    const p = playOk(b, [{ do: 'activate', card: 'da' }, { do: 'choose', cards: ['x', 'y'] }, { do: 'choose', cards: ['o'] }]);
    expect(slot(p, 'o')).toMatchObject({ position: 'defense', faceDown: true });
    expect(slot(p, 'C')).toMatchObject({ position: 'attack', faceDown: false });
  });
});

describe('160001045 Mountain', () => {
  it('160001045 Mountain (R-FIELD-1): face-up Dragon, Winged Beast and Thunder monsters on both fields gain 200 ATK and DEF', () => {
    const wb = { vanilla: { name: 'wb', level: 4, atk: 1000, def: 500, attribute: 'WIND' as const, race: 'Winged Beast' }, ref: 'wb' };
    const p = playOk(board({ hand: [card(MOUNTAIN, 'mt')], monsters: [atkPos(dragon('dr', 1000, 800)), atkPos(beast('be', 1000))] }, { monsters: [atkPos(wb)] }), [
      { do: 'activate', card: 'mt' },
    ]);
    expect([atkOf(p, 'dr'), defOf(p, 'dr'), atkOf(p, 'wb'), defOf(p, 'wb'), atkOf(p, 'be')]).toEqual([1200, 1000, 1200, 700, 1000]);
  });
  it('160001045 Mountain refused: while it is Set face-down nothing gains ATK', () => {
    const p = playOk(board({ field: { card: card(MOUNTAIN, 'mt'), faceDown: true }, monsters: [atkPos(dragon('dr', 1000, 800))] }), []);
    expect([atkOf(p, 'dr'), defOf(p, 'dr')]).toEqual([1000, 800]);
  });
});

describe('160001048 Gust', () => {
  const b = () =>
    board(
      { spellTraps: [{ card: card(GUST, 'gu'), faceDown: true }, { card: card(SPARKS, 'sp'), faceDown: true }, { card: card(TRAP_HOLE, 'mine'), faceDown: true }] },
      { hand: [card(HAMMER_CRUSH, 'hc'), beast('x', 1)], spellTraps: [{ card: card(TRAP_HOLE, 'th'), faceDown: true }] },
      { turnPlayer: 1, turn: 3 },
    );
  it("160001048 Gust (R-TRAP-6): when your opponent's card effect destroys your Spell, destroy 1 Spell/Trap on either field", () => {
    const p = playOk(b(), [
      { do: 'activate', card: 'hc' },
      { do: 'choose', cards: ['x'] },
      { do: 'choose', cards: ['sp'] },
      { do: 'respond', card: 'gu' },
      { do: 'choose', cards: ['th'] },
    ]);
    expect(inGy(p, 'sp') && inGy(p, 'th') && inGy(p, 'gu')).toBe(true);
  });
  it('160001048 Gust refused: a Trap (not a Spell) of yours was destroyed', () => {
    const p = playOk(b(), [{ do: 'activate', card: 'hc' }, { do: 'choose', cards: ['x'] }, { do: 'choose', cards: ['mine'] }]);
    const pend = p.state.pending;
    expect(pend?.kind === 'respond' && pend.traps.includes(p.uid('gu'))).toBe(false);
  });
});
