import { describe, expect, it } from 'vitest';
import { cardFacts } from '../cards/pool';
import { chanceOf, quickPicks } from './oddsPicks';

const MACHINE = [160202001, 160202002, 160202003];
const fill = (n: number): number[] => Array<number>(n).fill(160202050);

describe('quickPicks', () => {
  it('a MAXIMUM set whose pieces are in the Main Deck, pieces only as far as present', () => {
    const main = [...MACHINE, ...MACHINE, 160202001, ...fill(10)];
    const [q] = quickPicks(main, []);
    expect(q?.kind).toBe('maximum');
    expect(q?.card.id).toBe(160202002);
    expect([...(q?.picks ?? [])]).toEqual([[160202001, 1], [160202002, 1], [160202003, 1]]);
    expect(quickPicks([160202001], []).map((x) => [...x.picks.keys()])).toEqual([[160202001]]);
  });
  it("a Fusion's card materials in the Main Deck", () => {
    // Raidacross Ash, Hero of Chaos: two different card materials.
    const mats = (cardFacts(160007034)?.fusionMaterials ?? []).filter((x): x is number => typeof x === 'number');
    expect(mats).toHaveLength(2);
    const q = quickPicks([...mats, ...fill(20)], [160007034]).find((x) => x.kind === 'fusion');
    expect([...(q?.picks.keys() ?? [])].sort()).toEqual([...mats].sort());
    // Without its materials in the Main Deck, no pick.
    expect(quickPicks(fill(20), [160007034])).toEqual([]);
  });
});

describe('chanceOf', () => {
  const main = [...MACHINE, ...MACHINE, ...MACHINE, ...fill(31)];
  it('every piece of a set at least once: 15,174/658,008 in the first 5 of 40', () => {
    const o = chanceOf(main, new Map(MACHINE.map((x) => [x, 1])), 'each', 5);
    expect(o?.num).toBe(15174n);
    expect(o?.den).toBe(658008n);
  });
  it('any of them: one group of their 9 copies, 1 − C(31,5)/C(40,5)', () => {
    expect(chanceOf(main, new Map(MACHINE.map((x) => [x, 1])), 'any', 5)?.num).toBe(488097n);
  });
  it('nothing picked: no figure', () => {
    expect(chanceOf(main, new Map(), 'any', 5)).toBeNull();
  });
});
