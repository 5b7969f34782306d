// Skyscraper, Elemental Circulation and the Traps of the deck (R-FIELD, R-SPELL, R-TRAP, R-TIME).
import { describe, expect, it } from 'vitest';
import { apply, applyAll, atkPos, board, card, load, mk, setPos } from '../../../engine/testing/mk';
import { lingerHas } from '../../../engine/effects/lingering';
import { monsterAtk } from '../../../engine/stats';
import { locateMonster } from '../../../engine/zones';
import type { DuelState } from '../../../engine/types';
import { canActivate, canRespond, choices, deck, extra, gy, hand, ID, monster, ok, refused } from './testkit';

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

describe('Ether Escape (R-TRAP-2)', () => {
  const b = (o: { level?: number; setThisTurn?: boolean; gyCount?: number; fusion?: boolean } = {}) =>
    board(
      { hand: [mk('big', 2500, 0, o.level ?? 7)], monsters: [atkPos(mk('a', 100)), atkPos(mk('b', 100))], spellTraps: [{ card: card(ID.QUAKING, 'fd') }] },
      {
        spellTraps: [{ card: card(ID.ETHER_ESCAPE, 'ee'), setThisTurn: o.setThisTurn ?? false }],
        graveyard: [card(ID.AVIAN, 'g1'), card(ID.WROUGHTWYVERN, 'g2'), card(ID.PRISMA, 'g3')].slice(0, o.gyCount ?? 3),
        monsters: o.fusion === false ? [] : [atkPos(card(ID.FLAME_WINGMAN, 'fw'))],
      },
    );
  const summon = { do: 'summon', card: 'big', tributes: ['a', 'b'] };

  it('Ether Escape: shuffles 2 Warrior/Machine monsters from the GY into the Deck; the Level 7+ monster goes face-down; a face-down card goes to the Deck top', () => {
    const window = ok(b(), [summon]);
    expect(canRespond(window, 'ee')).toBe(true);
    const out = ok(b(), [summon, { do: 'respond', card: 'ee' }, { do: 'choose', cards: ['g1', 'g2'] }, { do: 'choose', option: 1 }, { do: 'choose', cards: ['fd'] }]);
    expect(monster(out, 0, 'big')).toMatchObject({ position: 'defense', faceDown: true });
    expect(deck(out, 0)[0]).toBe('fd');
    expect(deck(out, 1)).toEqual(expect.arrayContaining(['g1', 'g2']));
    expect(gy(out, 1).sort()).toEqual(['ee', 'g3']);
  });

  it('Ether Escape R-TRAP-2: not for a Level 6 monster, not the turn it was Set, not without 2 Warrior/Machine monsters in the GY', () => {
    expect(canRespond(ok(b({ level: 6 }), [{ do: 'summon', card: 'big', tributes: ['a'] }]), 'ee')).toBe(false);
    expect(canRespond(ok(b({ setThisTurn: true }), [summon]), 'ee')).toBe(false);
    expect(canRespond(ok(b({ gyCount: 1 }), [summon]), 'ee')).toBe(false);
    const noFusion = ok(b({ fusion: false }), [summon, { do: 'respond', card: 'ee' }, { do: 'choose', cards: ['g1', 'g2'] }]);
    expect(noFusion.pending?.kind).toBe('main');
  });
});

describe('Fusionic Defense (R-TRAP-2)', () => {
  const b = (o: { setThisTurn?: boolean; fusionInGy?: boolean } = {}) =>
    board(
      { hand: [mk('m', 1000)] },
      {
        spellTraps: [{ card: card(ID.FUSIONIC_DEFENSE, 'fd'), setThisTurn: o.setThisTurn ?? false }],
        graveyard: o.fusionInGy === false ? [] : [card(ID.FUSION, 'fus')],
        monsters: [atkPos(card(ID.CLAYMAN, 'cl'))],
      },
    );

  it('Fusionic Defense: on an opponent summon, Sets "Fusion" from the GY and protects 1 monster from battle and effect destruction', () => {
    const { state, uid } = load(b());
    const s = applyAll(state, [
      { type: 'summon', card: uid('m'), position: 'attack', zone: 0 },
      { type: 'activate', card: uid('fd'), effect: 'e1' },
      { type: 'select', card: uid('fus') },
      { type: 'option', index: 1 },
      { type: 'select', card: uid('cl') },
    ]).state;
    expect(s.players[1].spellTraps.find((x) => x?.uid === uid('fus'))).toMatchObject({ faceDown: true });
    expect(s.players[1].gy).toEqual([uid('fd')]);
    expect(lingerHas(s, uid('cl'), 'battleImmune') && lingerHas(s, uid('cl'), 'effectImmune')).toBe(true);
  });

  it('Fusionic Defense R-TRAP-2: not for a Set monster, not the turn it was Set, not without "Fusion" in the GY', () => {
    expect(canRespond(ok(b(), [{ do: 'set', card: 'm' }]), 'fd')).toBe(false);
    expect(canRespond(ok(b({ setThisTurn: true }), [{ do: 'summon', card: 'm' }]), 'fd')).toBe(false);
    expect(canRespond(ok(b({ fusionInGy: false }), [{ do: 'summon', card: 'm' }]), 'fd')).toBe(false);
    expect(canRespond(ok(b(), [{ do: 'summon', card: 'm' }]), 'fd')).toBe(true);
  });
});

describe('Quaking Mirror Force (R-TRAP-2, R-BAT-6)', () => {
  const b = (trap: number, o: { fusion?: boolean; setThisTurn?: boolean } = {}) =>
    board(
      { monsters: [atkPos(mk('att', 3000)), atkPos(mk('two', 500))] },
      {
        spellTraps: [{ card: card(trap, 'tr'), setThisTurn: o.setThisTurn ?? false }],
        monsters: [atkPos(o.fusion === false ? card(ID.CLAYMAN, 'fw') : card(ID.FLAME_WINGMAN, 'fw'))],
      },
    );
  const attack = [{ do: 'enterBattle' }, { do: 'attack', card: 'att', target: 'fw' }];

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
