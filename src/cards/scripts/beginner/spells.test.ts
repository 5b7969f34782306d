// Beginner deck Spells: Dark Hole, Wind Spirit's Protection, Magical Stream.
import { describe, expect, it } from 'vitest';
import { atkOf, beast, caster, inGy, offered, play, playOk } from './testkit';
import { atkPos, board, card, DARK_HOLE, defPos, mk, SAKURETSU, setPos, SKYSCRAPER, TRAP_HOLE } from '../../../engine/testing/mk';

const WSP = 160301011;
const STREAM = 160301012;

describe('Dark Hole', () => {
  it('Dark Hole R-SPELL-4: destroys every monster on the field (face-down too), then goes to the GY', () => {
    const p = playOk(
      board({ hand: [card(DARK_HOLE, 'dh')], monsters: [atkPos(mk('a', 1000))] }, { monsters: [setPos(mk('b', 1)), defPos(mk('c', 1))] }),
      [{ do: 'activate', card: 'dh' }],
    );
    expect(['a', 'b', 'c', 'dh'].every((r) => inGy(p, r))).toBe(true);
  });

  it('Dark Hole R-MEFF-2: not offered while the field has no monster', () => {
    expect(offered(playOk(board({ hand: [card(DARK_HOLE, 'dh')] }), []), 'dh')).toBe(false);
  });
});

describe("Wind Spirit's Protection", () => {
  const b = (mon: unknown[], hand: unknown[] = [beast('x', 1)]) => board({ hand: [card(WSP, 'wsp'), ...hand] as never, monsters: mon as never });

  it("Wind Spirit's Protection R-SPELL-4: send 1 card from the hand as cost; 1 face-up Spellcaster you control gains 1000 ATK this turn", () => {
    const p = playOk(b([atkPos(caster('c', 1500)), atkPos(caster('d', 1500))]), [
      { do: 'activate', card: 'wsp' },
      { do: 'choose', cards: ['x'] },
      { do: 'choose', cards: ['d'] },
    ]);
    expect(inGy(p, 'x')).toBe(true);
    expect(inGy(p, 'wsp')).toBe(true);
    expect(atkOf(p, 'd')).toBe(2500);
    expect(atkOf(p, 'c')).toBe(1500);
    expect(atkOf(playOk(b([atkPos(caster('d', 1500))]), [{ do: 'activate', card: 'wsp' }, { do: 'choose', cards: ['x'] }, { do: 'choose', cards: ['d'] }, { do: 'endTurn' }]), 'd')).toBe(1500);
  });

  it("Wind Spirit's Protection R-MEFF-2: not offered without a face-up Spellcaster, or with no other card in the hand to send", () => {
    expect(offered(playOk(b([atkPos(beast('w', 1, 'Warrior'))]), []), 'wsp')).toBe(false);
    expect(offered(playOk(b([setPos(caster('c', 1))]), []), 'wsp')).toBe(false);
    expect(offered(playOk(b([atkPos(caster('c', 1))], []), []), 'wsp')).toBe(false);
    expect(play(b([atkPos(caster('c', 1))], []), [{ do: 'activate', card: 'wsp' }]).error).toMatch(/condition is not met|cost cannot be paid/);
  });

  it("Wind Spirit's Protection CE-43 R-SPELL-3: Set and activated in the same Main Phase; it resolves and goes to the GY", () => {
    const p = playOk(b([atkPos(caster('c', 1500))]), [
      { do: 'set', card: 'wsp' },
      { do: 'activate', card: 'wsp' },
      { do: 'choose', cards: ['x'] },
      { do: 'choose', cards: ['c'] },
    ]);
    expect(inGy(p, 'wsp')).toBe(true);
    expect(atkOf(p, 'c')).toBe(2500);
  });
});

describe('Magical Stream', () => {
  const opp = { spellTraps: [{ card: card(TRAP_HOLE, 'th') }, { card: card(SAKURETSU, 'sa') }], field: { card: card(SKYSCRAPER, 'sky') } };

  it('Magical Stream R-SPELL-4: with a face-up Spellcaster, destroys 1 Spell/Trap your opponent controls (Field Zone included)', () => {
    const p = playOk(board({ hand: [card(STREAM, 'ms')], monsters: [atkPos(caster('c', 1))] }, opp), [
      { do: 'activate', card: 'ms' },
      { do: 'choose', cards: ['sa'] },
    ]);
    expect(inGy(p, 'sa')).toBe(true);
    expect(inGy(p, 'th')).toBe(false);
    expect(inGy(p, 'ms')).toBe(true);
    const f = playOk(board({ hand: [card(STREAM, 'ms')], monsters: [atkPos(caster('c', 1))] }, opp), [{ do: 'activate', card: 'ms' }, { do: 'choose', cards: ['sky'] }]);
    expect(inGy(f, 'sky')).toBe(true);
  });

  it('Magical Stream R-MEFF-2: not offered without a face-up Spellcaster or without an opponent Spell/Trap', () => {
    expect(offered(playOk(board({ hand: [card(STREAM, 'ms')], monsters: [atkPos(mk('w', 1))] }, opp), []), 'ms')).toBe(false);
    expect(offered(playOk(board({ hand: [card(STREAM, 'ms')], monsters: [atkPos(caster('c', 1))] }), []), 'ms')).toBe(false);
    expect(offered(playOk(board({ hand: [card(STREAM, 'ms')], monsters: [atkPos(caster('c', 1))] }, opp), []), 'ms')).toBe(true);
  });

  it('Magical Stream CE-44 R-SPELL-1: a Set Spell cannot be activated in the Battle Phase', () => {
    const b = board({ spellTraps: [{ card: card(STREAM, 'ms') }], monsters: [atkPos(caster('c', 1))] }, opp);
    expect(offered(playOk(b, []), 'ms')).toBe(true);
    const p = play(b, [{ do: 'enterBattle' }, { do: 'activate', card: 'ms' }]);
    expect(p.failedAt).toBe(1);
    expect(p.error).toMatch(/Battle Phase/);
  });
});
