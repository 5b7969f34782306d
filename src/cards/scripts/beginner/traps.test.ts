// Beginner deck Traps: Sevens Road Protection, Curtain of Sparks, Dark Revelation.
import { describe, expect, it } from 'vitest';
import { atkOf, beast, caster, inDeck, inGy, onFieldRef, play, playOk } from './testkit';
import { slotOf } from '../../../engine/testing/mk';
import { atkPos, board, card, DARK_HOLE, defPos, mk } from '../../../engine/testing/mk';

const SRM = 160301001;
const SRP = 160428021;
const SPARKS = 160301014;
const REVELATION = 160301013;

const respondOf = (p: ReturnType<typeof play>) => (p.state.pending?.kind === 'respond' ? p.state.pending : null);

describe('Sevens Road Protection', () => {
  const b = (p1: Record<string, unknown> = {}, hand: unknown[] = [mk('a', 1800)]) =>
    board(
      { hand: [...hand, card(DARK_HOLE, 'dh')] as never },
      { spellTraps: [{ card: card(SRP, 'srp') }], monsters: [atkPos(caster('ds', 1500))], graveyard: [card(SRM, 'srm')], ...p1 },
    );

  it("Sevens Road Protection R-TRAP-2: on the opponent's Normal Summon, DARK Spellcasters survive the opponent's effects this turn; the summoned monster may go to Defense", () => {
    const p = playOk(b(), [
      { do: 'summon', card: 'a', position: 'attack' },
      { do: 'respond', card: 'srp' },
      { do: 'choose', option: 1 },
      { do: 'activate', card: 'dh' },
    ]);
    expect(inGy(p, 'srp')).toBe(true);
    expect(inGy(p, 'a')).toBe(true); // Dark Hole destroyed it
    expect(onFieldRef(p, 'ds')).toBe(true);
    const pos = playOk(b(), [{ do: 'summon', card: 'a', position: 'attack' }, { do: 'respond', card: 'srp' }, { do: 'choose', option: 1 }]);
    expect(slotOf(pos.state, pos.uid('a')).slot).toMatchObject({ position: 'defense', faceDown: false });
    const keep = playOk(b(), [{ do: 'summon', card: 'a', position: 'attack' }, { do: 'respond', card: 'srp' }, { do: 'choose', option: 0 }]);
    expect(slotOf(keep.state, keep.uid('a')).slot.position).toBe('attack');
  });

  it('Sevens Road Protection: without "Sevens Road Magician" in the GY there is no position question', () => {
    const p = playOk(b({ graveyard: [] }), [{ do: 'summon', card: 'a', position: 'attack' }, { do: 'respond', card: 'srp' }]);
    expect(p.state.pending).toMatchObject({ kind: 'main', player: 0 });
    expect(slotOf(p.state, p.uid('a')).slot.position).toBe('attack');
  });

  it('Sevens Road Protection R-TRAP-8: not offered without a face-up DARK Spellcaster, for a Set monster, or for its own controller\'s summon', () => {
    const light = playOk(b({ monsters: [atkPos(caster('ls', 1500, 0, 4, 'LIGHT'))] }), [{ do: 'summon', card: 'a', position: 'attack' }]);
    expect(respondOf(light)).toBeNull();
    const set = playOk(b(), [{ do: 'summon', card: 'a', position: 'set' }]);
    expect(respondOf(set)).toBeNull();
    const own = playOk(board({}, { hand: [mk('z', 1)], spellTraps: [{ card: card(SRP, 'srp') }], monsters: [atkPos(caster('ds', 1))] }, { turnPlayer: 1 }), [
      { do: 'summon', card: 'z', position: 'attack' },
    ]);
    expect(respondOf(own)).toBeNull();
  });

  it('Sevens Road Protection CE-40 R-TRAP-2: not offered the turn it was Set', () => {
    const p = playOk(b({ spellTraps: [{ card: card(SRP, 'srp'), setThisTurn: true }] }), [{ do: 'summon', card: 'a', position: 'attack' }]);
    expect(respondOf(p)).toBeNull();
  });
});

describe('Curtain of Sparks', () => {
  const b = (gy: unknown[] = [caster('g', 1)], attacker = mk('a', 2000)) =>
    board({ monsters: [atkPos(attacker)] }, { spellTraps: [{ card: card(SPARKS, 'cs') }], monsters: [atkPos(mk('t', 1800))], graveyard: gy as never });

  it("Curtain of Sparks R-TRAP-2: when the opponent's monster attacks, it loses 500 ATK until the end of the turn", () => {
    const p = playOk(b(), [{ do: 'enterBattle' }, { do: 'attack', card: 'a', target: 't' }, { do: 'respond', card: 'cs' }]);
    expect(inGy(p, 'a')).toBe(true); // 1500 vs 1800
    expect(p.state.players[0].lp).toBe(8000 - 300);
    expect(inGy(p, 'cs')).toBe(true);
    const direct = playOk(board({ monsters: [atkPos(mk('a', 2000))] }, { spellTraps: [{ card: card(SPARKS, 'cs') }], graveyard: [caster('g', 1)] }), [
      { do: 'enterBattle' }, { do: 'attack', card: 'a', target: 'direct' }, { do: 'respond', card: 'cs' },
    ]);
    expect(direct.state.players[1].lp).toBe(8000 - 1500);
    expect(atkOf(direct, 'a')).toBe(1500);
  });

  it('Curtain of Sparks R-TRAP-8: not offered without a Spellcaster monster in the GY', () => {
    const p = playOk(b([beast('g', 1)]), [{ do: 'enterBattle' }, { do: 'attack', card: 'a', target: 't' }]);
    expect(respondOf(p)).toBeNull();
    expect(inGy(p, 't')).toBe(true);
  });

  it('Curtain of Sparks CE-39 R-TRAP-5: nothing responds to the Trap; the attack goes on to damage calculation', () => {
    const bb = board(
      { monsters: [atkPos(mk('a', 2000))], spellTraps: [{ card: card(SPARKS, 'mine') }, { card: card(160318005, 'tt') }], graveyard: [caster('g0', 1)] },
      { spellTraps: [{ card: card(SPARKS, 'cs') }], monsters: [atkPos(mk('t', 1800))], graveyard: [caster('g', 1)] },
    );
    const p = playOk(bb, [{ do: 'enterBattle' }, { do: 'attack', card: 'a', target: 't' }]);
    expect(respondOf(p)).toMatchObject({ player: 1 });
    const after = playOk(bb, [{ do: 'enterBattle' }, { do: 'attack', card: 'a', target: 't' }, { do: 'respond', card: 'cs' }]);
    expect(after.state.pending).toMatchObject({ kind: 'battle', player: 0 });
    expect(after.events.filter((e) => e.type === 'activate').map((e) => e.card)).toEqual([after.uid('cs')]);
    expect(inGy(after, 'a')).toBe(true);
  });
});

describe('Dark Revelation', () => {
  const casters = (n: number) => Array.from({ length: n }, (_, i) => caster(`g${i}`, 1));
  const b = (gy: unknown[]) =>
    board(
      { monsters: [atkPos(mk('a', 2000)), atkPos(mk('a2', 100)), defPos(mk('d', 100))] },
      { spellTraps: [{ card: card(REVELATION, 'dr') }], monsters: [atkPos(mk('t', 1800))], graveyard: gy as never },
    );

  it("Dark Revelation R-TRAP-2: cost shuffles 4 Spellcasters from the GY into the Deck; destroys every opponent's Attack Position monster", () => {
    const p = playOk(b(casters(5)), [
      { do: 'enterBattle' }, { do: 'attack', card: 'a', target: 't' }, { do: 'respond', card: 'dr' }, { do: 'choose', cards: ['g0', 'g1', 'g2', 'g3'] },
    ]);
    expect(['g0', 'g1', 'g2', 'g3'].every((r) => inDeck(p, r))).toBe(true);
    expect(inGy(p, 'g4')).toBe(true);
    expect(inGy(p, 'a') && inGy(p, 'a2')).toBe(true);
    expect(onFieldRef(p, 'd') && onFieldRef(p, 't')).toBe(true);
    expect(p.state.pending).toMatchObject({ kind: 'battle', player: 0 });
  });

  it('Dark Revelation R-TRAP-8: not offered with only 3 Spellcasters in the GY', () => {
    expect(respondOf(playOk(b(casters(3)), [{ do: 'enterBattle' }, { do: 'attack', card: 'a', target: 't' }]))).toBeNull();
  });
});
