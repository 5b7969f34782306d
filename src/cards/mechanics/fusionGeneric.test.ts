// R-FUS-2, R-FUS-3: generic Fusion materials ("1 LIGHT Galaxy monster", "5 Dragon monsters")
// and the material words of a Fusion Summon step (`materials.each`, `materials.including`).
import { describe, expect, it } from 'vitest';
import { applyAll, atkPos, board, card, load, refuse, matchable, materialFilter } from '../../engine/testkit';
import type { DuelState } from '../../engine';
import { ID, withTestFusion } from '../testing/fusion';

const generic = (filter: Record<string, unknown>, more: Record<string, unknown> = {}): string => JSON.stringify({ filter, ...more });
const WARRIOR = generic({ race: ['Warrior'], cardType: ['monster'] });
const LEVEL4_LIGHT = generic({ level: 4, attribute: ['LIGHT'], cardType: ['monster'] });

const pending = (s: DuelState): number[] => (s.pending?.kind === 'choose' ? [...s.pending.from].sort((a, b) => a - b) : []);

function setup(monsters: [number, string][], materials: (number | string)[]) {
  const b = board({ hand: [card(ID.FUSION, 'fus')], monsters: monsters.map(([id, ref]) => atkPos(card(id, ref))) }, {});
  const loaded = load(b);
  const t = withTestFusion(loaded.state, { name: 'Test Generic Fusion', attribute: 'EARTH', level: 7, atk: 2500, fusionMaterials: materials, mustBeFusionSummoned: false });
  return { state: t.state, tf: t.uid, u: loaded.uid };
}

describe('generic Fusion materials (R-FUS-2, R-FUS-3)', () => {
  it('R-FUS-3: a named material and a generic one; each card fills one slot, the generic one takes any fitting card', () => {
    const { state, tf, u } = setup([[ID.CLAYMAN, 'cl'], [ID.SPARKMAN, 'sp'], [ID.AVIAN, 'av']], [ID.CLAYMAN, WARRIOR]);
    const first = applyAll(state, [{ type: 'activate', card: u('fus'), effect: 'e1' }, { type: 'select', card: tf }]);
    expect(pending(first.state)).toEqual([u('cl'), u('sp'), u('av')].sort((a, b) => a - b));
    // Sparkman first: only Clayman can fill the named slot now.
    const second = applyAll(first.state, [{ type: 'select', card: u('sp') }]);
    expect(pending(second.state)).toEqual([u('cl')]);
    const r = applyAll(second.state, [{ type: 'select', card: u('cl') }, { type: 'option', index: 0 }]);
    const p = r.state.players[0];
    expect(p.monsters.filter((m) => m !== null).map((m) => m?.uid).sort()).toEqual([tf, u('av')].sort());
    expect(p.gy).toEqual(expect.arrayContaining([u('cl'), u('sp')]));
  });

  it('R-FUS-2 refusal: the only Warrior is the named material itself, so the generic slot is not met and Fusion cannot activate', () => {
    const { state, u } = setup([[ID.CLAYMAN, 'cl']], [ID.CLAYMAN, WARRIOR]);
    expect(refuse(state, { type: 'activate', card: u('fus'), effect: 'e1' })).toBeTruthy();
  });

  it('R-FUS-2: a generic material checks every field of its filter (Level 4 LIGHT: Sparkman, not Clayman)', () => {
    const { state, tf, u } = setup([[ID.CLAYMAN, 'cl'], [ID.SPARKMAN, 'sp'], [ID.AVIAN, 'av']], [ID.AVIAN, LEVEL4_LIGHT]);
    const first = applyAll(state, [{ type: 'activate', card: u('fus'), effect: 'e1' }, { type: 'select', card: tf }]);
    expect(pending(first.state)).toEqual([u('sp'), u('av')].sort((a, b) => a - b));
    const none = setup([[ID.CLAYMAN, 'cl'], [ID.AVIAN, 'av']], [ID.AVIAN, LEVEL4_LIGHT]);
    expect(refuse(none.state, { type: 'activate', card: none.u('fus'), effect: 'e1' })).toBeTruthy();
  });

  it('R-FUS-3: several copies of one generic material ("3 Warrior monsters") take three different cards', () => {
    const { state, tf, u } = setup([[ID.CLAYMAN, 'cl'], [ID.SPARKMAN, 'sp'], [ID.AVIAN, 'av']], [WARRIOR, WARRIOR, WARRIOR]);
    const r = applyAll(state, [
      { type: 'activate', card: u('fus'), effect: 'e1' },
      { type: 'select', card: tf },
      { type: 'select', card: u('av') },
      { type: 'select', card: u('sp') },
      { type: 'select', card: u('cl') },
      { type: 'option', index: 1 },
    ]);
    expect(r.state.players[0].monsters.filter((m) => m !== null).map((m) => [m?.uid, m?.position])).toEqual([[tf, 'defense']]);
  });

  it('R-FUS-2: "N or more", "with the same name" and an unread part are never met', () => {
    expect(materialFilter(generic({ race: ['Dragon'] }, { orMore: true }))).toBeNull();
    expect(materialFilter(generic({ race: ['Machine'], same: 'name' }))).toBeNull();
    expect(materialFilter(generic({ race: ['Machine'] }, { unparsed: true }))).toBeNull();
    expect(materialFilter(generic({ race: ['Dragon', 'Wyrm'], levelMin: 7, stats: [{ stat: 'atk', value: 1500, op: '>=' }] }))).toEqual({
      level: { min: 7 },
      atk: { min: 1500 },
      anyOf: [{ race: 'Dragon' }, { race: 'Wyrm' }],
    });
  });
});

describe('the matching of materials to cards (R-FUS-3)', () => {
  // Slots 0 and 1; cards 0, 1, 2: card 0 fits both slots, card 1 only slot 0, card 2 only slot 1.
  const fits = (s: number, c: number): boolean => c === 0 || (c === 1 && s === 0) || (c === 2 && s === 1);
  it('R-FUS-3: a forced card is kept while the other slots are filled around it', () => {
    expect(matchable(2, 3, fits, [])).toBe(true);
    expect(matchable(2, 3, fits, [0, 1])).toBe(true);
    expect(matchable(2, 3, fits, [1, 2])).toBe(true);
    expect(matchable(2, 3, fits, [0, 1, 2])).toBe(false);
    expect(matchable(2, 2, (s, c) => c === 0 || (c === 1 && s === 0), [1])).toBe(true);
    expect(matchable(2, 2, (_s, c) => c === 0, [])).toBe(false);
  });
});
