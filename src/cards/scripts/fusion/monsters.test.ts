// Elemental HERO Fusion monsters and Prisma, Bladedge (R-MEFF, R-DMG).
import { describe, expect, it } from 'vitest';
import { atkPos, board, card, defPos, load, maxMon, mk } from '../../../engine/testing/mk';
import { monsterAtk } from '../../../engine/stats';
import { locateMonster } from '../../../engine/zones';
import type { DuelState } from '../../../engine/types';
import { canActivate, choices, eventsOf, field, gy, ID, ok, refused } from './testkit';

const atk = (s: DuelState, uid: number): number => {
  const at = locateMonster(s, uid);
  if (!at) throw new Error('not on the field');
  return monsterAtk(s, at.slot);
};
const lp = (out: ReturnType<typeof ok>, seat: 0 | 1): number => (out.state as { players: { lp: number }[] }).players[seat]?.lp ?? -1;

describe('Flame Wingman and Shining Flare Wingman (R-DMG, battleWin effects)', () => {
  it('Elemental HERO Shining Flare Wingman: +300 ATK per Warrior in your GY, and burns a MAXIMUM monster for its MAXIMUM ATK', () => {
    const gyWarriors = [mk('w1', 0), mk('w2', 0), mk('w3', 0), mk('w4', 0)];
    const b = board({ monsters: [atkPos(card(ID.SHINING_FLARE, 'sfw'))], graveyard: gyWarriors }, { monsters: [maxMon()] });
    const { state, uid } = load(b);
    expect(atk(state, uid('sfw'))).toBe(2500 + 1200);
    const out = ok(b, [{ do: 'enterBattle' }, { do: 'attack', card: 'sfw', target: 'C' }]);
    expect(lp(out, 1)).toBe(8000 - 200 - 3500);
    expect(gy(out, 1).sort()).toEqual(['C', 'L', 'R']);
  });

  it('Shining Flare Wingman: no burn when it is destroyed too', () => {
    const b = board({ monsters: [atkPos(card(ID.SHINING_FLARE, 'sfw'))] }, { monsters: [atkPos(mk('t', 2500))] });
    const out = ok(b, [{ do: 'enterBattle' }, { do: 'attack', card: 'sfw', target: 't' }]);
    expect(lp(out, 1)).toBe(8000);
  });
});

describe('Elemental HERO Mariner (R-MEFF-2, R-MEFF-3)', () => {
  const mariner = (o: { set?: boolean; turn?: number } = {}) =>
    board(
      { monsters: [atkPos(card(ID.MARINER, 'ma'))], spellTraps: o.set === false ? [] : [{ card: card(ID.QUAKING, 'q') }], deck: [card(ID.AVIAN, 'top'), ...Array(9).fill(ID.CLAYMAN)] },
      { monsters: [atkPos(mk('t', 3000))] },
      { turn: o.turn ?? 2 },
    );

  it('Elemental HERO Mariner: mills 1 and may then attack directly past a monster', () => {
    const out = ok(mariner(), [{ do: 'activate', card: 'ma' }, { do: 'enterBattle' }, { do: 'attack', card: 'ma', target: 'direct' }]);
    expect(gy(out, 0)).toEqual(['top']);
    expect(lp(out, 1)).toBe(8000 - 1400);
  });

  it('Elemental HERO Mariner R-MEFF-2: not without a face-down Spell/Trap, not on turn 1, once per turn', () => {
    expect(refused(mariner({ set: false }), [{ do: 'activate', card: 'ma' }])).toMatch(/condition/);
    expect(refused(mariner({ turn: 1 }), [{ do: 'activate', card: 'ma' }])).toMatch(/condition/);
    expect(refused(mariner(), [{ do: 'activate', card: 'ma' }, { do: 'activate', card: 'ma' }])).toMatch(/already used|condition/);
  });
});

describe('Elemental HERO Prisma (nameAs)', () => {
  const b = board({
    hand: [card(ID.FUSION, 'fus')],
    monsters: [atkPos(card(ID.PRISMA, 'pr')), atkPos(card(ID.AVIAN, 'av'))],
    extra: [card(ID.FLAME_WINGMAN, 'fw')],
  });

  it('Elemental HERO Prisma: reveals a Fusion monster, takes a material name, and counts as that material for "Fusion"', () => {
    expect(canActivate(ok(b, []), 'fus')).toBe(false);
    const named = ok(b, [{ do: 'activate', card: 'pr', cost: ['fw'] }, { do: 'choose', option: 1 }]);
    expect(eventsOf(named, 'reveal').map((e) => e.card)).toEqual(['fw']);
    expect(canActivate(named, 'fus')).toBe(true);
    const out = ok(b, [
      { do: 'activate', card: 'pr', cost: ['fw'] }, { do: 'choose', option: 1 },
      { do: 'activate', card: 'fus', targets: ['fw'] },
    ]);
    expect(choices(out).sort()).toEqual(['av', 'pr']);
    const done = ok(b, [
      { do: 'activate', card: 'pr', cost: ['fw'] }, { do: 'choose', option: 1 },
      { do: 'activate', card: 'fus', targets: ['fw', 'pr', 'av'] }, { do: 'choose', option: 0 },
    ]);
    expect(field(done, 0)).toEqual(['fw']);
  });

  it('Elemental HERO Prisma R-MEFF-2/3: needs a Fusion monster in the Extra Deck; once per turn', () => {
    const empty = board({ monsters: [atkPos(card(ID.PRISMA, 'pr'))] });
    expect(refused(empty, [{ do: 'activate', card: 'pr' }])).toMatch(/condition/);
    expect(refused(b, [{ do: 'activate', card: 'pr', cost: ['fw'] }, { do: 'choose', option: 0 }, { do: 'activate', card: 'pr' }])).toMatch(/already used/);
  });
});

describe('Elemental HERO Bladedge (continuous)', () => {
  it('Elemental HERO Bladedge R-DMG-9: piercing; +1000 ATK in your turn while "Skyscraper" is face-up', () => {
    const plain = board({ monsters: [atkPos(card(ID.BLADEDGE, 'be'))] }, { monsters: [defPos(mk('d', 0, 1000))] });
    expect(lp(ok(plain, [{ do: 'enterBattle' }, { do: 'attack', card: 'be', target: 'd' }]), 1)).toBe(8000 - 1600);
    const sky = board({ monsters: [atkPos(card(ID.BLADEDGE, 'be'))] }, { monsters: [defPos(mk('d', 0, 1000))], field: { card: card(ID.SKYSCRAPER, 'sky') } });
    expect(lp(ok(sky, [{ do: 'enterBattle' }, { do: 'attack', card: 'be', target: 'd' }]), 1)).toBe(8000 - 2600);
    const theirTurn = load(board({ monsters: [atkPos(card(ID.BLADEDGE, 'be'))], field: { card: card(ID.SKYSCRAPER, 'sky') } }, {}, { turnPlayer: 1 }));
    expect(atk(theirTurn.state, theirTurn.uid('be'))).toBe(2600);
  });
});

describe('Elemental HERO Plasma Vice (R-MEFF-2)', () => {
  const b = (o: { hand?: boolean; pos?: 'attack' | 'defense' } = {}) =>
    board(
      { monsters: [atkPos(card(ID.PLASMA_VICE, 'pv'))], hand: o.hand === false ? [] : [card(ID.AVIAN, 'c')] },
      { monsters: [{ card: mk('t', 1000), position: o.pos ?? 'attack' }, defPos(mk('d', 0, 1000))] },
    );

  it('Elemental HERO Plasma Vice: discards 1, destroys an Attack Position monster, then deals piercing damage', () => {
    const out = ok(b(), [{ do: 'activate', card: 'pv', cost: ['c'], targets: ['t'] }, { do: 'enterBattle' }, { do: 'attack', card: 'pv', target: 'd' }]);
    expect(gy(out, 0)).toEqual(['c']);
    expect(gy(out, 1).sort()).toEqual(['d', 't']);
    expect(lp(out, 1)).toBe(8000 - 1600);
  });

  it('Elemental HERO Plasma Vice R-MEFF-2/3: no Attack Position target or no card to discard: refused; once per turn', () => {
    expect(refused(b({ pos: 'defense' }), [{ do: 'activate', card: 'pv' }])).toMatch(/condition/);
    expect(refused(b({ hand: false }), [{ do: 'activate', card: 'pv' }])).toMatch(/condition/);
    const two = board({ monsters: [atkPos(card(ID.PLASMA_VICE, 'pv'))], hand: [card(ID.AVIAN, 'c'), card(ID.AVIAN, 'c2')] }, { monsters: [atkPos(mk('t', 1)), atkPos(mk('u', 1))] });
    expect(refused(two, [{ do: 'activate', card: 'pv', cost: ['c'], targets: ['t'] }, { do: 'activate', card: 'pv' }])).toMatch(/already used/);
  });
});
