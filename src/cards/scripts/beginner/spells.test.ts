// Beginner deck Spells: Dark Hole, Wind Spirit's Protection, Magical Stream, Type Change Beam.
import { describe, expect, it } from 'vitest';
import { beast, caster, inHand, offered, onFieldRef, play, playOk } from './testkit';
import { raceOf } from '../../../engine/effects/vocab/race';
import { atkPos, board, card, DARK_HOLE, mk, setPos, TRAP_HOLE } from '../../../engine/testing/mk';

const STREAM = 160301012;
const TCB = 160004039;

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
