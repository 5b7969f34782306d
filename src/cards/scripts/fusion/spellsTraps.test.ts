// Skyscraper, Elemental Circulation and two Traps of the deck (R-FIELD, R-SPELL, R-TRAP, R-TIME).
import { describe, expect, it } from 'vitest';
import { apply, applyAll, atkPos, board, card, load, mk, setPos } from '../../../engine/testing/mk';
import { monsterAtk } from '../../../engine/stats';
import { locateMonster } from '../../../engine/zones';
import type { DuelState } from '../../../engine/types';
import { canActivate, canRespond, choices, extra, gy, hand, ID, monster, ok, refused } from './testkit';

const atk = (s: DuelState, uid: number): number => {
  const at = locateMonster(s, uid);
  if (!at) throw new Error('not on the field');
  return monsterAtk(s, at.slot);
};
const lp = (out: ReturnType<typeof ok>, seat: 0 | 1): number => (out.state as { players: { lp: number }[] }).players[seat]?.lp ?? -1;

describe('Skyscraper (R-FIELD-1)', () => {
  const b = board(
    { hand: [card(ID.SKYSCRAPER, 'sky')], monsters: [atkPos(card(ID.AVIAN, 'av')), atkPos(card(ID.FLAME_WINGMAN, 'fw')), atkPos(card(ID.PRISMA, 'pr'))], extra: [card(ID.THUNDER_GIANT, 'tg')] },
    { monsters: [atkPos(card(ID.SPARKMAN, 'sp'))] },
  );

  it("Skyscraper R-FIELD-1: the listed HEROes and Level 5-8 Warrior Fusion monsters gain 1000 ATK on the turn player's field only", () => {
    const { state, uid } = load(b);
    const s = apply(state, { type: 'activate', card: uid('sky'), effect: 'e1' }).state;
    expect(s.players[0].field).toMatchObject({ uid: uid('sky'), faceDown: false });
    expect([atk(s, uid('av')), atk(s, uid('fw')), atk(s, uid('pr')), atk(s, uid('sp'))]).toEqual([2000, 3100, 1700, 1600]);
    const named = applyAll(s, [{ type: 'activate', card: uid('pr'), effect: 'e1' }, { type: 'select', card: uid('tg') }, { type: 'option', index: 0 }]).state;
    expect(atk(named, uid('pr'))).toBe(2700);
    const theirTurn = apply(s, { type: 'endTurn' }).state;
    expect([atk(theirTurn, uid('av')), atk(theirTurn, uid('sp'))]).toEqual([1000, 2600]);
  });

  it('Skyscraper: once face-up it is not activated again', () => {
    expect(refused(b, [{ do: 'activate', card: 'sky' }, { do: 'activate', card: 'sky' }])).toMatch(/already active|hand or on your field/);
  });
});

describe('Elemental Circulation (R-SPELL)', () => {
  const b = (handCards = [card(ID.AVIAN, 'av')], deckSize = 5) =>
    board({
      hand: [card(ID.CIRCULATION, 'ec'), ...handCards],
      monsters: [atkPos(card(ID.WROUGHTWYVERN, 'ww')), atkPos(card(ID.BUBBLEMAN, 'bb'))],
      extra: [card(ID.FLAME_WINGMAN, 'fw'), card(ID.THUNDER_GIANT, 'tg'), card(ID.SHINING_FLARE, 'sfw')],
      deck: Array.from({ length: deckSize }, (_, i) => card(ID.CLAYMAN, `d${i}`)),
    });

  it('Elemental Circulation: reveal + send a listed Warrior (cost), draw 3, send 1, then only Warrior effects this turn', () => {
    const picking = ok(b(), [{ do: 'activate', card: 'ec' }]);
    expect(choices(picking)).toEqual(['fw']);
    const out = ok(b(), [{ do: 'activate', card: 'ec', cost: ['fw', 'av'] }, { do: 'choose', cards: ['d0'] }]);
    expect(gy(out, 0).sort()).toEqual(['av', 'd0', 'ec']);
    expect(hand(out, 0).sort()).toEqual(['d1', 'd2']);
    expect(canActivate(out, 'ww')).toBe(false);
    const refusal = refused(b(), [{ do: 'activate', card: 'ec', cost: ['fw', 'av'] }, { do: 'choose', cards: ['d0'] }, { do: 'activate', card: 'ww' }]);
    expect(refusal).toMatch(/Warrior/);
  });

  it('Elemental Circulation R-MEFF-2: needs a listed Warrior in hand and 3 cards in the Deck', () => {
    expect(refused(b([card(ID.PRISMA, 'pr')]), [{ do: 'activate', card: 'ec' }])).toMatch(/condition/);
    expect(refused(b(undefined, 2), [{ do: 'activate', card: 'ec' }])).toMatch(/condition/);
  });
});

describe('Spectral Swords of the Everloyal Guard and Quaking Mirror Force (R-TRAP-2, R-BAT-6)', () => {
  const b = (trap: number, o: { fusion?: boolean; setThisTurn?: boolean } = {}) =>
    board(
      { monsters: [atkPos(mk('att', 3000)), atkPos(mk('two', 500))] },
      {
        spellTraps: [{ card: card(trap, 'tr'), setThisTurn: o.setThisTurn ?? false }],
        monsters: [atkPos(o.fusion === false ? card(ID.CLAYMAN, 'fw') : card(ID.FLAME_WINGMAN, 'fw'))],
      },
    );
  const attack = [{ do: 'enterBattle' }, { do: 'attack', card: 'att', target: 'fw' }];

  it('Spectral Swords: when attacked, a face-up Fusion monster cannot be destroyed by battle this turn', () => {
    const out = ok(b(ID.SPECTRAL_SWORDS), [...attack, { do: 'respond', card: 'tr' }, { do: 'choose', cards: ['fw'] }]);
    expect(monster(out, 1, 'fw')).toBeDefined();
    expect(lp(out, 1)).toBe(8000 - 900);
    expect(gy(out, 1)).toEqual(['tr']);
  });

  it('Spectral Swords R-TRAP-2: not without a face-up Fusion monster, not the turn it was Set, not in the Main Phase', () => {
    expect(canRespond(ok(b(ID.SPECTRAL_SWORDS, { fusion: false }), attack), 'tr')).toBe(false);
    expect(canRespond(ok(b(ID.SPECTRAL_SWORDS, { setThisTurn: true }), attack), 'tr')).toBe(false);
    expect(canRespond(ok(b(ID.SPECTRAL_SWORDS), [{ do: 'enterBattle' }]), 'tr')).toBe(false);
  });

  it("Quaking Mirror Force: on an attack, every face-up opposing monster turns face-down Defense and the attack ends", () => {
    const out = ok(b(ID.QUAKING), [...attack, { do: 'respond', card: 'tr' }]);
    expect(monster(out, 0, 'att')).toMatchObject({ position: 'defense', faceDown: true });
    expect(monster(out, 0, 'two')).toMatchObject({ position: 'defense', faceDown: true });
    expect(lp(out, 1)).toBe(8000);
    expect(extra(out, 1)).toEqual([]);
    expect(canRespond(ok(b(ID.QUAKING, { setThisTurn: true }), attack), 'tr')).toBe(false);
    const mine = ok(board({ monsters: [atkPos(mk('att', 3000))], spellTraps: [{ card: card(ID.QUAKING, 'tr') }] }, { monsters: [setPos(mk('s', 0))] }), [
      { do: 'enterBattle' }, { do: 'attack', card: 'att', target: 's' },
    ]);
    expect(canRespond(mine, 'tr')).toBe(false);
  });
});
