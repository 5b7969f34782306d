// Burst Wingman, Thunder Giant, Bubbleman, Argent, Wroughtwyvern, Hero Boy (R-MEFF).
import { describe, expect, it } from 'vitest';
import { apply, atkPos, board, card, isLegal, load, mk, refuse } from '../../../engine/testing/mk';
import { monsterAtk } from '../../../engine/stats';
import { locateMonster } from '../../../engine/zones';
import type { DuelState } from '../../../engine/types';
import { choices, deck, eventsOf, field, gy, hand, ID, monster, ok, refused } from './testkit';

const atk = (s: DuelState, uid: number): number => {
  const at = locateMonster(s, uid);
  if (!at) throw new Error('not on the field');
  return monsterAtk(s, at.slot);
};

describe('Elemental HERO Burst Wingman', () => {
  const b = board(
    { monsters: [atkPos(card(ID.BURST_WINGMAN, 'bw')), atkPos(card(ID.CLAYMAN, 'cl'))], deck: [card(ID.AVIAN, 'top'), ...Array(9).fill(ID.CLAYMAN)] },
    { spellTraps: [{ card: card(ID.QUAKING, 'q') }] },
  );

  it("Elemental HERO Burst Wingman: mills 1; a Warrior is 1000 ATK stronger through the opponent's next turn; may destroy a Spell/Trap", () => {
    const out = ok(b, [{ do: 'activate', card: 'bw', targets: ['cl'] }, { do: 'choose', option: 1 }, { do: 'choose', cards: ['q'] }]);
    expect(gy(out, 0)).toEqual(['top']);
    expect(gy(out, 1)).toEqual(['q']);
    const { state, uid } = load(b);
    let s = apply(state, { type: 'activate', card: uid('bw'), effect: 'e1' }).state;
    s = apply(s, { type: 'select', card: uid('cl') }).state;
    s = apply(s, { type: 'option', index: 0 }).state;
    expect(s.players[1].spellTraps[0]?.uid).toBe(uid('q'));
    expect(atk(s, uid('cl'))).toBe(1800);
    s = apply(s, { type: 'endTurn' }).state;
    expect(atk(s, uid('cl'))).toBe(1800);
    s = apply(s, { type: 'endTurn' }).state;
    expect(atk(s, uid('cl'))).toBe(800);
  });

  it('Elemental HERO Burst Wingman R-MEFF-2/3: needs a card in the Deck to mill; once per turn', () => {
    const empty = board({ monsters: [atkPos(card(ID.BURST_WINGMAN, 'bw'))], deck: [] });
    expect(refused(empty, [{ do: 'activate', card: 'bw' }])).toMatch(/condition/);
    expect(refused(b, [{ do: 'activate', card: 'bw', targets: ['cl'] }, { do: 'choose', option: 0 }, { do: 'activate', card: 'bw' }])).toMatch(/already used/);
  });
});

describe('Elemental HERO Thunder Giant', () => {
  it('Elemental HERO Thunder Giant: discards 1 and destroys a face-up monster with lower original ATK', () => {
    const b = board(
      { monsters: [atkPos(card(ID.THUNDER_GIANT, 'tg'))], hand: [card(ID.AVIAN, 'c')] },
      { monsters: [atkPos(mk('weak', 2000)), atkPos(mk('strong', 2500)), { card: mk('hidden', 100), position: 'defense', faceDown: true }] },
    );
    const picking = ok(b, [{ do: 'activate', card: 'tg', cost: ['c'] }]);
    expect(choices(picking)).toEqual(['weak']);
    const out = ok(b, [{ do: 'activate', card: 'tg', cost: ['c'], targets: ['weak'] }]);
    expect(gy(out, 1)).toEqual(['weak']);
    expect(gy(out, 0)).toEqual(['c']);
    expect(refused(b, [{ do: 'activate', card: 'tg', cost: ['c'], targets: ['weak'] }, { do: 'activate', card: 'tg' }])).toMatch(/already used|condition/);
  });

  it('Elemental HERO Thunder Giant R-MEFF-2: nothing weaker, or no card to discard: refused', () => {
    const none = board({ monsters: [atkPos(card(ID.THUNDER_GIANT, 'tg'))], hand: [card(ID.AVIAN, 'c')] }, { monsters: [atkPos(mk('strong', 2500))] });
    expect(refused(none, [{ do: 'activate', card: 'tg' }])).toMatch(/condition/);
    const noHand = board({ monsters: [atkPos(card(ID.THUNDER_GIANT, 'tg'))] }, { monsters: [atkPos(mk('weak', 100))] });
    expect(refused(noHand, [{ do: 'activate', card: 'tg' }])).toMatch(/condition/);
  });
});

describe('Elemental HERO Bubbleman', () => {
  it('Elemental HERO Bubbleman: summoned this turn and alone: draw 2', () => {
    const b = board({ hand: [card(ID.BUBBLEMAN, 'bb')] });
    const out = ok(b, [{ do: 'summon', card: 'bb' }, { do: 'activate', card: 'bb' }]);
    expect(hand(out, 0)).toHaveLength(2);
    expect(refused(b, [{ do: 'summon', card: 'bb' }, { do: 'activate', card: 'bb' }, { do: 'activate', card: 'bb' }])).toMatch(/already used|condition/);
  });

  it('Elemental HERO Bubbleman R-MEFF-2: not with another card in hand or on the field, not on a later turn', () => {
    expect(refused(board({ hand: [card(ID.BUBBLEMAN, 'bb'), card(ID.AVIAN, 'x')] }), [{ do: 'summon', card: 'bb' }, { do: 'activate', card: 'bb' }])).toMatch(/condition/);
    expect(refused(board({ hand: [card(ID.BUBBLEMAN, 'bb')], spellTraps: [{ card: ID.QUAKING }] }), [{ do: 'summon', card: 'bb' }, { do: 'activate', card: 'bb' }])).toMatch(/condition/);
    expect(refused(board({ monsters: [atkPos(card(ID.BUBBLEMAN, 'bb'))] }), [{ do: 'activate', card: 'bb' }])).toMatch(/condition/);
  });
});

describe('Rising HERO Argent', () => {
  const b = (n = 4) =>
    board({
      monsters: [atkPos(card(ID.ARGENT, 'ag'))],
      extra: [card(ID.FLAME_WINGMAN, 'fw'), card(ID.SHINING_FLARE, 'sfw')],
      deck: [card(ID.AVIAN, 'd1'), card(ID.SPARKMAN, 'd2'), card(ID.BURSTINATRIX, 'd3'), card(ID.CLAYMAN, 'd4'), card(ID.AVIAN, 'd5')].slice(0, n),
    });

  it('Rising HERO Argent: reveals a Level 6/7 Warrior Fusion, adds up to 2 listed Normal monsters from the top 4, the rest to the bottom', () => {
    const picking = ok(b(5), [{ do: 'activate', card: 'ag' }]);
    expect(choices(picking)).toEqual(['fw']);
    const adding = ok(b(5), [{ do: 'activate', card: 'ag', cost: ['fw'] }]);
    expect(choices(adding).sort()).toEqual(['d1', 'd3']);
    const out = ok(b(5), [{ do: 'activate', card: 'ag', cost: ['fw'], targets: ['d1', 'd3'] }]);
    expect(hand(out, 0).sort()).toEqual(['d1', 'd3']);
    expect(deck(out, 0)).toEqual(['d5', 'd2', 'd4']);
  });

  it('Rising HERO Argent R-MEFF-2/3: needs 4 cards in the Deck; once per turn', () => {
    expect(refused(b(3), [{ do: 'activate', card: 'ag' }])).toMatch(/condition/);
    expect(refused(b(5), [{ do: 'activate', card: 'ag', cost: ['fw'] }, { do: 'choose', cards: [] }, { do: 'activate', card: 'ag' }])).toMatch(/already used|condition/);
  });
});

describe('Wroughtwyvern (summon rule, R-SS-2)', () => {
  it('Wroughtwyvern: Special Summoned from the hand in Defense Position only while you control a face-up Warrior Normal Monster', () => {
    const yes = load(board({ hand: [card(ID.WROUGHTWYVERN, 'ww')], monsters: [atkPos(card(ID.CLAYMAN, 'cl'))] }));
    const s = apply(yes.state, { type: 'ruleSummon', card: yes.uid('ww'), zone: 1 }).state;
    expect(locateMonster(s, yes.uid('ww'))?.slot).toMatchObject({ position: 'defense', faceDown: false });
    const no = load(board({ hand: [card(ID.WROUGHTWYVERN, 'ww')], monsters: [atkPos(card(ID.PRISMA, 'pr'))] }));
    expect(isLegal(no.state, { type: 'ruleSummon', card: no.uid('ww'), zone: 1 })).toBe(false);
    expect(refuse(no.state, { type: 'ruleSummon', card: no.uid('ww'), zone: 1 })).toMatch(/condition/);
  });

  it('Wroughtwyvern: mills 4, then may add "Fusion" from the GY; needs 4 cards in the Deck; once per turn', () => {
    const b = board({ monsters: [atkPos(card(ID.WROUGHTWYVERN, 'ww'))], deck: [card(ID.FUSION, 'f'), ID.CLAYMAN, ID.CLAYMAN, ID.CLAYMAN, ID.CLAYMAN] });
    const out = ok(b, [{ do: 'activate', card: 'ww' }, { do: 'choose', option: 1 }, { do: 'choose', cards: ['f'] }]);
    expect(hand(out, 0)).toEqual(['f']);
    expect(gy(out, 0)).toHaveLength(3);
    expect(refused(b, [{ do: 'activate', card: 'ww' }, { do: 'choose', option: 0 }, { do: 'activate', card: 'ww' }])).toMatch(/already used|condition/);
    expect(refused(board({ monsters: [atkPos(card(ID.WROUGHTWYVERN, 'ww'))], deck: Array(3).fill(ID.CLAYMAN) }), [{ do: 'activate', card: 'ww' }])).toMatch(/condition/);
  });
});

describe('Hero Boy', () => {
  const b = (gyCards: number[]) =>
    board({ monsters: [atkPos(card(ID.HERO_BOY, 'hb')), atkPos(card(ID.CLAYMAN, 'cl'))], graveyard: gyCards.map((id, i) => card(id, `g${i}`)) });

  it('Hero Boy: with "Fusion" or "Skyscraper" in the GY, adds 1-2 Warrior Normal Monsters or "Fusion", then sends 1 monster you control', () => {
    const picking = ok(b([ID.FUSION, ID.AVIAN, ID.PRISMA]), [{ do: 'activate', card: 'hb' }]);
    expect(choices(picking).sort()).toEqual(['g0', 'g1']);
    const out = ok(b([ID.FUSION, ID.AVIAN, ID.PRISMA]), [{ do: 'activate', card: 'hb', targets: ['g0', 'g1', 'hb'] }]);
    expect(hand(out, 0).sort()).toEqual(['g0', 'g1']);
    expect(field(out, 0)).toEqual(['cl']);
    expect(eventsOf(out, 'move').some((e) => e.card === 'hb' && e.to === 'gy')).toBe(true);
    const sky = ok(b([ID.SKYSCRAPER, ID.AVIAN]), [{ do: 'activate', card: 'hb', targets: ['g1', 'cl'] }]);
    expect(hand(sky, 0)).toEqual(['g1']);
    expect(monster(sky, 0, 'hb')).toBeDefined();
  });

  it('Hero Boy R-MEFF-2/3: not without "Fusion"/"Skyscraper" in the GY, nor with nothing to add; once per turn', () => {
    expect(refused(b([ID.AVIAN]), [{ do: 'activate', card: 'hb' }])).toMatch(/condition/);
    expect(refused(b([ID.SKYSCRAPER]), [{ do: 'activate', card: 'hb' }])).toMatch(/condition/);
    const once = [{ do: 'activate', card: 'hb' }, { do: 'choose', cards: ['g1'] }, { do: 'choose', cards: ['cl'] }, { do: 'activate', card: 'hb' }];
    expect(refused(b([ID.FUSION, ID.AVIAN]), once)).toMatch(/already used/);
  });
});
