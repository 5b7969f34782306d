// R-FUS: Fusion Summons by "Fusion", "Polymerization" and "Miracle Fusion".
import { describe, expect, it } from 'vitest';
// The engine first: card scripts use the effect vocabulary while they load.
import { atkPos, applyAll, board, card, load, maxMon, ofType, OVERLORD, setPos, withEquip } from '../../../engine/testing/mk';
import { moveCard } from '../../../engine/effects/vocab';
import type { DuelState } from '../../../engine/types';
import { choices, deck, extra, field, gy, hand, ID, monster, ok, refused, withTestFusion } from './testkit';

const fusionBoard = (p0: Parameters<typeof board>[0]) => board(p0, {});

describe('Fusion (R-FUS-2, R-FUS-3)', () => {
  it('Fusion CE-67 R-FUS-3: two listed face-up materials go to the GY and Flame Wingman is Special Summoned from the Extra Deck', () => {
    const b = fusionBoard({
      hand: [card(ID.FUSION, 'fus'), card(ID.BURSTINATRIX, 'bu2')],
      monsters: [atkPos(card(ID.AVIAN, 'av')), atkPos(card(ID.BURSTINATRIX, 'bu'))],
      graveyard: [card(ID.AVIAN, 'av2')],
      extra: [card(ID.FLAME_WINGMAN, 'fw')],
    });
    let out = ok(b, [{ do: 'activate', card: 'fus' }]);
    expect(choices(out)).toEqual(['fw']);
    out = ok(b, [{ do: 'activate', card: 'fus' }, { do: 'choose', cards: ['fw'] }]);
    expect(choices(out).sort()).toEqual(['av', 'bu']);
    out = ok(b, [{ do: 'activate', card: 'fus' }, { do: 'choose', cards: ['fw'] }, { do: 'choose', cards: ['bu'] }]);
    expect(choices(out)).toEqual(['av']);
    out = ok(b, [
      { do: 'activate', card: 'fus' }, { do: 'choose', cards: ['fw'] }, { do: 'choose', cards: ['bu'] }, { do: 'choose', cards: ['av'] },
      { do: 'choose', option: 0 },
    ]);
    expect(field(out, 0)).toEqual(['fw']);
    expect(monster(out, 0, 'fw')).toMatchObject({ position: 'attack', faceDown: false, summonedThisTurn: true });
    expect(gy(out, 0).sort()).toEqual(['av', 'av2', 'bu', 'fus']);
    expect(hand(out, 0)).toEqual(['bu2']);
    expect(extra(out, 0)).toEqual([]);
    const summon = (out.events ?? []).find((e) => e.type === 'summon' && e.card === 'fw');
    expect(summon).toMatchObject({ how: 'fusion', position: 'attack', faceDown: false });
    const moves = (out.events ?? []).filter((e) => e.type === 'move' && e.reason === 'material');
    expect(moves.map((e) => e.card).sort()).toEqual(['av', 'bu']);
  });

  it('Fusion CE-67 R-FUS-5: the Fusion monster later returned to the hand goes to the Extra Deck instead', () => {
    const b = fusionBoard({ monsters: [atkPos(card(ID.FLAME_WINGMAN, 'fw'))] });
    const { state, uid } = load(b);
    const d: DuelState = structuredClone(state);
    moveCard({ state: d, self: uid('fw'), seat: 0, locals: {}, events: [] }, uid('fw'), 'hand');
    expect(d.players[0].extra).toEqual([uid('fw')]);
    expect(d.players[0].hand).toEqual([]);
  });

  it('Fusion R-SS-2: the Fusion monster can be summoned in face-up Defense Position', () => {
    const b = fusionBoard({
      hand: [card(ID.FUSION, 'fus')],
      monsters: [atkPos(card(ID.SPARKMAN, 'sp')), atkPos(card(ID.CLAYMAN, 'cl'))],
      extra: [card(ID.THUNDER_GIANT, 'tg')],
    });
    const out = ok(b, [{ do: 'activate', card: 'fus', targets: ['tg', 'sp', 'cl'] }, { do: 'choose', option: 1 }]);
    expect(monster(out, 0, 'tg')).toMatchObject({ position: 'defense', faceDown: false });
  });

  it('Fusion R-FUS-2: materials in the hand or face-down on the field are not offered, so it cannot be activated', () => {
    const inHand = fusionBoard({
      hand: [card(ID.FUSION, 'fus'), card(ID.BURSTINATRIX, 'bu')],
      monsters: [atkPos(card(ID.AVIAN, 'av'))],
      extra: [card(ID.FLAME_WINGMAN, 'fw')],
    });
    expect(refused(inHand, [{ do: 'activate', card: 'fus' }])).toMatch(/condition|R-MEFF-2/);
    const faceDown = fusionBoard({
      hand: [card(ID.FUSION, 'fus')],
      monsters: [atkPos(card(ID.AVIAN, 'av')), setPos(card(ID.BURSTINATRIX, 'bu'))],
      extra: [card(ID.FLAME_WINGMAN, 'fw')],
    });
    expect(refused(faceDown, [{ do: 'activate', card: 'fus' }])).toMatch(/condition|R-MEFF-2/);
    const noExtra = fusionBoard({ hand: [card(ID.FUSION, 'fus')], monsters: [atkPos(card(ID.AVIAN, 'av')), atkPos(card(ID.BURSTINATRIX, 'bu'))] });
    expect(refused(noExtra, [{ do: 'activate', card: 'fus' }])).toMatch(/condition|R-MEFF-2/);
  });

  it('Fusion R-FUS-3: only Fusion monsters whose list can be met are offered, each name once, and only fitting materials', () => {
    const b = fusionBoard({
      hand: [card(ID.FUSION, 'fus')],
      monsters: [atkPos(card(ID.AVIAN, 'av')), atkPos(card(ID.BURSTINATRIX, 'bu')), atkPos(card(ID.CLAYMAN, 'cl'))],
      extra: [card(ID.FLAME_WINGMAN, 'fw1'), card(ID.FLAME_WINGMAN, 'fw2'), card(ID.THUNDER_GIANT, 'tg'), card(ID.BURST_WINGMAN, 'bw')],
    });
    const out = ok(b, [{ do: 'activate', card: 'fus' }]);
    expect(choices(out).sort()).toEqual(['bw', 'fw1']);
    const mats = ok(b, [{ do: 'activate', card: 'fus' }, { do: 'choose', cards: ['bw'] }]);
    expect(choices(mats).sort()).toEqual(['av', 'bu']);
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
  it('Polymerization R-FUS-2: materials from the hand and/or the field, not from the GY', () => {
    const b = fusionBoard({
      hand: [card(ID.POLYMERIZATION, 'poly'), card(ID.BURSTINATRIX, 'bu')],
      monsters: [atkPos(card(ID.AVIAN, 'av'))],
      graveyard: [card(ID.BURSTINATRIX, 'bu2')],
      extra: [card(ID.FLAME_WINGMAN, 'fw')],
    });
    const picking = ok(b, [{ do: 'activate', card: 'poly' }, { do: 'choose', cards: ['fw'] }]);
    expect(choices(picking).sort()).toEqual(['av', 'bu']);
    const out = ok(b, [{ do: 'activate', card: 'poly', targets: ['fw', 'av', 'bu'] }, { do: 'choose', option: 0 }]);
    expect(field(out, 0)).toEqual(['fw']);
    expect(gy(out, 0).sort()).toEqual(['av', 'bu', 'bu2', 'poly']);
    expect(hand(out, 0)).toEqual([]);
    const gyOnly = fusionBoard({
      hand: [card(ID.POLYMERIZATION, 'poly')],
      graveyard: [card(ID.AVIAN, 'av'), card(ID.BURSTINATRIX, 'bu')],
      extra: [card(ID.FLAME_WINGMAN, 'fw')],
    });
    expect(refused(gyOnly, [{ do: 'activate', card: 'poly' }])).toMatch(/condition|R-MEFF-2/);
  });

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

  it('Polymerization R-SS-3: not offered when the materials come from the hand and no Monster Zone is free', () => {
    const b = fusionBoard({
      hand: [card(ID.POLYMERIZATION, 'poly'), card(ID.AVIAN, 'av'), card(ID.BURSTINATRIX, 'bu')],
      monsters: [atkPos(card(ID.CLAYMAN, 'c1')), atkPos(card(ID.CLAYMAN, 'c2')), atkPos(card(ID.CLAYMAN, 'c3'))],
      extra: [card(ID.FLAME_WINGMAN, 'fw')],
    });
    expect(refused(b, [{ do: 'activate', card: 'poly' }])).toMatch(/condition|R-MEFF-2/);
  });
});

describe('Miracle Fusion (R-FUS-2, R-FUS-5)', () => {
  it('Miracle Fusion: materials from the field and the GY go to the bottom of the Deck (a Fusion material to the Extra Deck)', () => {
    const b = fusionBoard({
      hand: [card(ID.MIRACLE_FUSION, 'mf')],
      monsters: [atkPos(card(ID.SPARKMAN, 'sp'))],
      graveyard: [card(ID.FLAME_WINGMAN, 'fwg')],
      extra: [card(ID.SHINING_FLARE, 'sfw')],
    });
    const out = ok(b, [{ do: 'activate', card: 'mf', targets: ['sfw', 'fwg', 'sp'] }, { do: 'choose', option: 0 }]);
    expect(field(out, 0)).toEqual(['sfw']);
    expect(deck(out, 0).at(-1)).toBe('sp');
    expect(extra(out, 0)).toEqual(['fwg']);
    expect(gy(out, 0)).toEqual(['mf']);
    const fromHand = fusionBoard({
      hand: [card(ID.MIRACLE_FUSION, 'mf'), card(ID.SPARKMAN, 'sp')],
      graveyard: [card(ID.FLAME_WINGMAN, 'fwg')],
      extra: [card(ID.SHINING_FLARE, 'sfw')],
    });
    expect(refused(fromHand, [{ do: 'activate', card: 'mf' }])).toMatch(/condition|R-MEFF-2/);
  });
});
