// Elemental HERO Flame Wingman and Heliosphere (R-MEFF, R-DMG).
import { describe, expect, it } from 'vitest';
import { apply, atkPos, board, card, load, mk, refuse } from '../../../engine/testing/mk';
import { eventsOf, gy, ID, ok, refused } from './testkit';

const lp = (out: ReturnType<typeof ok>, seat: 0 | 1): number => (out.state as { players: { lp: number }[] }).players[seat]?.lp ?? -1;

describe('Flame Wingman (R-DMG, battleWin effects)', () => {
  it("Elemental HERO Flame Wingman R-DMG-2: destroying a monster by battle burns its original ATK", () => {
    const b = board({ monsters: [atkPos(card(ID.FLAME_WINGMAN, 'fw'))] }, { monsters: [atkPos(mk('t', 1500))] });
    const out = ok(b, [{ do: 'enterBattle' }, { do: 'attack', card: 'fw', target: 't' }]);
    expect(lp(out, 1)).toBe(8000 - 600 - 1500);
    expect(eventsOf(out, 'damage').map((e) => [e.reason, e.amount])).toEqual([['battle', 600], ['effect', 1500]]);
  });
});

describe('Elemental HERO Heliosphere', () => {
  const deckOf = (top: number) => [card(top, 'top'), ...Array(9).fill(ID.CLAYMAN)];
  it('Elemental HERO Heliosphere: draws and shows 1; a monster lets you destroy 1 opposing card', () => {
    const b = board({ monsters: [atkPos(card(ID.HELIOSPHERE, 'hs'))], deck: deckOf(ID.AVIAN) }, { spellTraps: [{ card: card(ID.QUAKING, 'q') }] });
    const out = ok(b, [{ do: 'activate', card: 'hs' }, { do: 'choose', option: 1 }, { do: 'choose', cards: ['q'] }]);
    expect(eventsOf(out, 'reveal').map((e) => e.card)).toEqual(['top']);
    expect(gy(out, 1)).toEqual(['q']);
    const spell = board({ monsters: [atkPos(card(ID.HELIOSPHERE, 'hs'))], deck: deckOf(ID.FUSION) }, { spellTraps: [{ card: card(ID.QUAKING, 'q') }] });
    const drew = ok(spell, [{ do: 'activate', card: 'hs' }]);
    expect(drew.pending?.kind).toBe('main');
    expect(gy(drew, 1)).toEqual([]);
  });

  it('Elemental HERO Heliosphere R-MEFF-2/3: needs 10 cards in the Deck; once per turn', () => {
    const short = board({ monsters: [atkPos(card(ID.HELIOSPHERE, 'hs'))], deck: Array(9).fill(ID.CLAYMAN) });
    expect(refused(short, [{ do: 'activate', card: 'hs' }])).toMatch(/condition/);
    const { state, uid } = load(board({ monsters: [atkPos(card(ID.HELIOSPHERE, 'hs'))], deck: Array(12).fill(ID.FUSION) }));
    const s = apply(state, { type: 'activate', card: uid('hs'), effect: 'e1' }).state;
    expect(refuse(s, { type: 'activate', card: uid('hs'), effect: 'e1' })).toMatch(/already used/);
  });
});
