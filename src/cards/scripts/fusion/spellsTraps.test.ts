// Skyscraper, Elemental Circulation and the Traps of the deck (R-FIELD, R-SPELL, R-TRAP, R-TIME).
import { describe, expect, it } from 'vitest';
import { applyAll, atkPos, board, card, load, mk } from '../../../engine/testing/mk';
import { lingerHas } from '../../../engine/effects/lingering';
import { canRespond, deck, gy, ID, monster, ok } from './testkit';

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

