// Beginner deck Spells: Dark Hole, Wind Spirit's Protection, Magical Stream, Type Change Beam.
import { describe, expect, it } from 'vitest';
import { atkOf, beast, caster, inGy, inHand, offered, onFieldRef, play, playOk } from './testkit';
import { raceOf } from '../../../engine/effects/vocab/race';
import { atkPos, board, card, DARK_HOLE, mk, SAKURETSU, setPos, SKYSCRAPER, TRAP_HOLE } from '../../../engine/testing/mk';

const WSP = 160301011;
const STREAM = 160301012;
const TCB = 160004039;

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

describe('Type Change Beam', () => {
  const b = (hand: unknown[]) =>
    board({ hand: [card(TCB, 'tcb'), ...hand] as never, monsters: [atkPos(caster('c', 1500))] }, { monsters: [atkPos(beast('w', 1800, 'Warrior')), setPos(beast('s', 1, 'Warrior'))] });

  it('Type Change Beam R-SPELL-4: reveal a monster; 1 to 3 face-up monsters not of its Type become that Type this turn', () => {
    const p = playOk(b([beast('rv', 1, 'Beast')]), [
      { do: 'activate', card: 'tcb' },
      { do: 'choose', cards: ['rv'] },
      { do: 'choose', cards: ['c', 'w'] },
    ]);
    expect(p.events.some((e) => e.type === 'reveal' && e.card === p.uid('rv'))).toBe(true);
    expect(inHand(p, 'rv')).toBe(true);
    expect(raceOf(p.state, p.uid('c'))).toBe('Beast');
    expect(raceOf(p.state, p.uid('w'))).toBe('Beast');
    expect(raceOf(p.state, p.uid('s'))).toBe('Warrior'); // face-down monsters cannot be chosen
    // The Spellcaster is a Beast now: the Spellcaster cards of this deck no longer see it.
    expect(offered(playOk(board({ hand: [card(TCB, 'tcb'), beast('rv', 1), card(STREAM, 'ms')], monsters: [atkPos(caster('c', 1))] }, { spellTraps: [{ card: card(TRAP_HOLE, 'th') }] }), [
      { do: 'activate', card: 'tcb' }, { do: 'choose', cards: ['rv'] }, { do: 'choose', cards: ['c'] },
    ]), 'ms')).toBe(false);
    const later = playOk(b([beast('rv', 1, 'Beast')]), [{ do: 'activate', card: 'tcb' }, { do: 'choose', cards: ['rv'] }, { do: 'choose', cards: ['c'] }, { do: 'endTurn' }]);
    expect(raceOf(later.state, later.uid('c'))).toBe('Spellcaster');
  });

  it('Type Change Beam: a Warrior becomes a Spellcaster, so Magical Stream can be activated', () => {
    const p = playOk(
      board({ hand: [card(TCB, 'tcb'), caster('rv', 1), card(STREAM, 'ms')], monsters: [atkPos(mk('a', 1))] }, { spellTraps: [{ card: card(TRAP_HOLE, 'th') }] }),
      [{ do: 'activate', card: 'tcb' }, { do: 'choose', cards: ['rv'] }, { do: 'choose', cards: ['a'] }],
    );
    expect(offered(p, 'ms')).toBe(true);
    expect(onFieldRef(p, 'a')).toBe(true);
  });

  it('Type Change Beam R-MEFF-2: only monsters with a face-up target of another Type can be revealed; else not offered', () => {
    const onlyCasters = board({ hand: [card(TCB, 'tcb'), caster('rv', 1)], monsters: [atkPos(caster('c', 1))] }, { monsters: [setPos(mk('s', 1))] });
    expect(offered(playOk(onlyCasters, []), 'tcb')).toBe(false);
    expect(offered(playOk(b([card(DARK_HOLE, 'dh')]), []), 'tcb')).toBe(false);
    const p = play(b([caster('rv', 1), beast('ok', 1)]), [{ do: 'activate', card: 'tcb' }, { do: 'choose', cards: ['rv'] }, { do: 'choose', cards: ['c'] }]);
    expect(p.failedAt).toBe(2); // the Spellcaster is already a Spellcaster
  });
});
