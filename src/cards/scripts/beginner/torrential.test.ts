// Torrential Tribute, and the Trap priority rule examples CE-37, CE-38, CE-40.
import { describe, expect, it } from 'vitest';
import { caster, inGy, onFieldRef, playOk } from './testkit';
import { atkPos, board, card, FIRE_GUARDIAN, mk, OVERLORD, OVERLORD_L, OVERLORD_R } from '../../../engine/testing/mk';

const TT = 160318005;
const SRP = 160428021;

const respondOf = (p: ReturnType<typeof playOk>) => (p.state.pending?.kind === 'respond' ? p.state.pending : null);

describe('Torrential Tribute', () => {
  it("Torrential Tribute R-TRAP-2: when the opponent Normal Summons, destroys every monster on the field", () => {
    const p = playOk(
      board({ hand: [mk('a', 1)], monsters: [atkPos(mk('b', 1))] }, { spellTraps: [{ card: card(TT, 'tt') }], monsters: [atkPos(mk('c', 1))] }),
      [{ do: 'summon', card: 'a', position: 'attack' }, { do: 'respond', card: 'tt' }],
    );
    expect(['a', 'b', 'c', 'tt'].every((r) => inGy(p, r))).toBe(true);
  });

  it('Torrential Tribute: also on its own controller\'s summons, Tribute Summons and MAXIMUM Summons; never on a Set', () => {
    const own = playOk(board({ hand: [mk('a', 1)], spellTraps: [{ card: card(TT, 'tt') }] }), [{ do: 'summon', card: 'a', position: 'attack' }]);
    expect(respondOf(own)).toMatchObject({ player: 0, traps: [own.uid('tt')] });
    const tribute = playOk(board({ hand: [card(FIRE_GUARDIAN, 'fg')], monsters: [atkPos(mk('x', 1))] }, { spellTraps: [{ card: card(TT, 'tt') }] }), [
      { do: 'summon', card: 'fg', position: 'attack', tributes: ['x'] },
      { do: 'respond', card: 'tt' },
    ]);
    expect(inGy(tribute, 'fg')).toBe(true);
    const max = playOk(
      board({ hand: [card(OVERLORD, 'C'), card(OVERLORD_L, 'L'), card(OVERLORD_R, 'R')] }, { spellTraps: [{ card: card(TT, 'tt') }], monsters: [atkPos(mk('y', 1))] }),
      [{ do: 'maximumSummon', card: 'C' }, { do: 'respond', card: 'tt' }],
    );
    expect(inGy(max, 'y')).toBe(true);
    const set = playOk(board({ hand: [mk('a', 1)] }, { spellTraps: [{ card: card(TT, 'tt') }] }), [{ do: 'summon', card: 'a', position: 'set' }]);
    expect(respondOf(set)).toBeNull();
  });

  it('Torrential Tribute CE-40 R-TRAP-2: Set this turn it is not offered; in the opponent\'s next turn it is', () => {
    const p = playOk(board({ hand: [card(TT, 'tt'), mk('a', 1)] }, { hand: [mk('z', 1)] }), [
      { do: 'set', card: 'tt' },
      { do: 'summon', card: 'a', position: 'attack' },
    ]);
    expect(respondOf(p)).toBeNull();
    const next = playOk(board({ hand: [card(TT, 'tt'), mk('a', 1)] }, { hand: [mk('z', 1)] }), [
      { do: 'set', card: 'tt' },
      { do: 'summon', card: 'a', position: 'attack' },
      { do: 'endTurn' },
      { do: 'summon', card: 'z', position: 'attack' },
    ]);
    expect(respondOf(next)).toMatchObject({ player: 0, traps: [next.uid('tt')] });
  });
});

describe('Trap priority with Torrential Tribute (R-TRAP-4, R-TIME-3)', () => {
  // P0 (turn player) Normal Summons; P1 has Sevens Road Protection ("when your opponent Normal
  // Summons"); P0 has Torrential Tribute ("when a monster is Summoned").
  const b = () =>
    board(
      { hand: [mk('a', 1800)], spellTraps: [{ card: card(TT, 'tt') }] },
      { spellTraps: [{ card: card(SRP, 'srp') }], monsters: [atkPos(caster('ds', 1500))] },
    );

  it('CE-37 R-TRAP-4: the non-turn player is asked first; once they activate, the turn player gets no window for that summon', () => {
    const asked = playOk(b(), [{ do: 'summon', card: 'a', position: 'attack' }]);
    expect(respondOf(asked)).toMatchObject({ player: 1 });
    const p = playOk(b(), [{ do: 'summon', card: 'a', position: 'attack' }, { do: 'respond', card: 'srp' }]);
    expect(p.state.pending).toMatchObject({ kind: 'main', player: 0 });
    expect(onFieldRef(p, 'a')).toBe(true);
    expect(inGy(p, 'tt')).toBe(false);
  });

  it('CE-38 R-TRAP-4: the non-turn player passes, then the turn player may activate Torrential Tribute', () => {
    const p = playOk(b(), [{ do: 'summon', card: 'a', position: 'attack' }, { do: 'respond', card: null }]);
    expect(respondOf(p)).toMatchObject({ player: 0, traps: [p.uid('tt')] });
    const done = playOk(b(), [{ do: 'summon', card: 'a', position: 'attack' }, { do: 'respond', card: null }, { do: 'respond', card: 'tt' }]);
    expect(['a', 'ds', 'tt'].every((r) => inGy(done, r))).toBe(true);
    expect(done.state.pending).toMatchObject({ kind: 'main', player: 0 });
  });
});
