// R-FUS: Fusion Summons by "Fusion", "Polymerization", "Miracle Fusion" and Voltic Wingman.
import { describe, expect, it } from 'vitest';
// The engine first: card scripts use the effect vocabulary while they load.
import { applyAll, atkPos, board, card, load, maxMon, ofType, OVERLORD, withEquip, moveCard } from '../../engine/testkit';
import type { DuelState } from '../../engine';
import { choices, deck, field, gy, ID, ok, refused, withTestFusion } from '../testing/fusion';

const fusionBoard = (p0: Parameters<typeof board>[0]) => board(p0, {});

// R-FUS: Fusion Summons by "Fusion", "Polymerization" and "Miracle Fusion".

describe('Fusion (R-FUS-4, R-FUS-5)', () => {
  it('Fusion CE-67 R-FUS-5: the Fusion monster later returned to the hand goes to the Extra Deck instead', () => {
    const b = fusionBoard({ monsters: [atkPos(card(ID.FLAME_WINGMAN, 'fw'))] });
    const { state, uid } = load(b);
    const d: DuelState = structuredClone(state);
    moveCard({ state: d, self: uid('fw'), seat: 0, locals: {}, events: [] }, uid('fw'), 'hand');
    expect(d.players[0].extra).toEqual([uid('fw')]);
    expect(d.players[0].hand).toEqual([]);
  });

  it('Fusion R-SS-3: with all three zones full the materials free a zone; an Equip Spell on a material goes to the GY (R-FUS-4)', () => {
    const b = fusionBoard({
      hand: [card(ID.FUSION, 'fus')],
      monsters: [atkPos(card(ID.AVIAN, 'av')), atkPos(card(ID.BURSTINATRIX, 'bu')), atkPos(card(ID.CLAYMAN, 'cl'))],
      extra: [card(ID.FLAME_WINGMAN, 'fw')],
    });
    const loaded = load(b);
    const eq = withEquip(loaded.state, 0, 2, loaded.uid('av'));
    const u = loaded.uid;
    const r = applyAll(eq.state, [
      { type: 'activate', card: u('fus'), effect: 'e1' },
      { type: 'select', card: u('fw') },
      { type: 'select', card: u('av') },
      { type: 'select', card: u('bu') },
      { type: 'option', index: 0 },
    ]);
    const p = r.state.players[0];
    expect(p.monsters.map((m) => m?.uid ?? null)).toEqual([u('fw'), null, u('cl')]);
    expect(p.gy).toEqual(expect.arrayContaining([u('av'), u('bu'), eq.uid, u('fus')]));
    expect(p.spellTraps.every((s) => s === null)).toBe(true);
  });
});

describe('Polymerization (R-FUS-2, R-FUS-4)', () => {
  it('Polymerization R-FUS-4: a MAXIMUM monster is one material and all three of its cards go to the GY', () => {
    const b = fusionBoard({ hand: [card(ID.POLYMERIZATION, 'poly'), card(ID.CLAYMAN, 'cl')], monsters: [maxMon()] });
    const loaded = load(b);
    const u = loaded.uid;
    const t = withTestFusion(loaded.state, { name: 'Test Max Fusion', attribute: 'DARK', level: 8, atk: 3000, fusionMaterials: [OVERLORD, ID.CLAYMAN], mustBeFusionSummoned: true });
    const first = applyAll(t.state, [{ type: 'activate', card: u('poly'), effect: 'e1' }, { type: 'select', card: t.uid }]);
    const pend = first.state.pending;
    expect(pend?.kind === 'choose' ? pend.from.sort() : []).toEqual([u('C'), u('cl')].sort());
    const r = applyAll(first.state, [{ type: 'select', card: u('C') }, { type: 'select', card: u('cl') }, { type: 'option', index: 0 }]);
    const p = r.state.players[0];
    expect(p.monsters.filter((m) => m !== null).map((m) => m?.uid)).toEqual([t.uid]);
    expect(p.gy).toEqual(expect.arrayContaining([u('C'), u('L'), u('R'), u('cl'), u('poly')]));
    expect(ofType(r.events, 'summon')).toEqual([expect.objectContaining({ card: t.uid, how: 'fusion' })]);
  });
});

describe('Miracle Fusion and Voltic Wingman (R-FUS-2, R-FUS-5)', () => {
  it('Elemental HERO Voltic Wingman: the turn it was Special Summoned, Fusion Summons a Level 6-8 Warrior from GY materials shuffled into the Deck', () => {
    const b = fusionBoard({
      monsters: [atkPos(card(ID.VOLTIC, 'vw'), { summonedThisTurn: true })],
      graveyard: [card(ID.AVIAN, 'av'), card(ID.BURSTINATRIX, 'bu'), card(ID.BUBBLEMAN, 'bb')],
      extra: [card(ID.FLAME_WINGMAN, 'fw'), card(ID.MARINER, 'ma')],
    });
    const picking = ok(b, [{ do: 'activate', card: 'vw' }]);
    expect(choices(picking)).toEqual(['fw']);
    const out = ok(b, [{ do: 'activate', card: 'vw', targets: ['fw', 'av', 'bu'] }, { do: 'choose', option: 0 }]);
    expect(field(out, 0)).toEqual(['vw', 'fw']);
    expect(gy(out, 0)).toEqual(['bb']);
    expect(deck(out, 0)).toEqual(expect.arrayContaining(['av', 'bu']));
    expect((out.events ?? []).some((e) => e.type === 'shuffle')).toBe(true);
    expect(refused(b, [{ do: 'activate', card: 'vw', targets: ['fw', 'av', 'bu'] }, { do: 'choose', option: 0 }, { do: 'activate', card: 'vw' }]))
      .toMatch(/already used|condition/);
    const later = fusionBoard({
      monsters: [atkPos(card(ID.VOLTIC, 'vw'))],
      graveyard: [card(ID.AVIAN, 'av'), card(ID.BURSTINATRIX, 'bu')],
      extra: [card(ID.FLAME_WINGMAN, 'fw')],
    });
    expect(refused(later, [{ do: 'activate', card: 'vw' }])).toMatch(/condition|R-MEFF-2/);
  });
});
