import { describe, expect, it } from 'vitest';
import { atLeastOne, choose, eachAtLeast, eachAtLeastOne, seenByTurn } from './odds';

// Figures worked by hand (C(40,5) = 658,008; C(37,5) = 435,897; C(34,5) = 278,256; C(31,5) = 169,911).

describe('choose', () => {
  it('counts hands exactly, past 2^53', () => {
    expect(choose(40, 5)).toBe(658008n);
    expect(choose(37, 5)).toBe(435897n);
    expect(choose(60, 30)).toBe(118264581564861424n);
    expect(choose(5, 6)).toBe(0n);
    expect(choose(5, 0)).toBe(1n);
  });
});

describe('atLeastOne', () => {
  it('3 copies in 40, opening 5: 1 − C(37,5)/C(40,5) = 222,111/658,008 = 0.33755', () => {
    const o = atLeastOne(40, 3, 5);
    expect(o.num).toBe(222111n);
    expect(o.den).toBe(658008n);
    expect(o.p).toBeCloseTo(0.3375506, 6);
  });
  it('by the turn-2 draw (6 cards seen): 1 − C(37,6)/C(40,6) = 0.39433', () => {
    expect(atLeastOne(40, 3, 6).p).toBeCloseTo(0.394332, 5);
  });
  it('edges: none in the deck, every card drawn, more drawn than the deck holds', () => {
    expect(atLeastOne(40, 0, 5).p).toBe(0);
    expect(atLeastOne(40, 3, 40).p).toBe(1);
    expect(atLeastOne(10, 1, 12).p).toBe(1);
    expect(() => atLeastOne(40, 41, 5)).toThrow(RangeError);
  });
});

describe('eachAtLeastOne (inclusion–exclusion)', () => {
  it('a whole MAXIMUM set, 3 of each piece in 40, opening 5: (C(40,5) − 3·C(37,5) + 3·C(34,5) − C(31,5)) / C(40,5) = 15,174/658,008', () => {
    const o = eachAtLeastOne(40, [3, 3, 3], 5);
    expect(o.num).toBe(15174n);
    expect(o.den).toBe(658008n);
    expect(o.p).toBeCloseTo(0.0230605, 6);
  });
  it('one group is the plain hypergeometric', () => {
    expect(eachAtLeastOne(40, [3], 5)).toEqual(atLeastOne(40, 3, 5));
  });
  it('more groups than cards drawn: never', () => {
    expect(eachAtLeastOne(40, [1, 1, 1], 2).p).toBe(0);
  });
});

describe('eachAtLeast (summed over hands)', () => {
  it('agrees with inclusion–exclusion', () => {
    for (const [deck, groups, n] of [[40, [3, 3, 3], 5], [40, [3, 2], 8], [60, [3, 3, 1, 2], 12], [41, [1, 3], 7]] as const) {
      const a = eachAtLeastOne(deck, groups, n);
      const b = eachAtLeast(deck, groups.map((copies) => ({ copies })), n);
      expect(b.num * a.den).toBe(a.num * b.den);
    }
  });
  it('two of 3 copies in the opening 5: (C(3,2)·C(37,3) + C(3,3)·C(37,2)) / C(40,5) = 23,976/658,008', () => {
    const o = eachAtLeast(40, [{ copies: 3, need: 2 }], 5);
    expect(o.num).toBe(23976n);
    expect(o.p).toBeCloseTo(0.0364372, 6);
  });
  it('matches counting every hand of a small deck one by one', () => {
    // Deck of 9: cards 0-2 are A, 3-4 are B, the rest others; hands of 4.
    const deck = 9;
    const n = 4;
    let hits = 0;
    let all = 0;
    for (let m = 0; m < 1 << deck; m++) {
      let bits = 0;
      for (let i = 0; i < deck; i++) if (m & (1 << i)) bits++;
      if (bits !== n) continue;
      all++;
      const a = [0, 1, 2].filter((i) => m & (1 << i)).length;
      const b = [3, 4].filter((i) => m & (1 << i)).length;
      if (a >= 2 && b >= 1) hits++;
    }
    const o = eachAtLeast(deck, [{ copies: 3, need: 2 }, { copies: 2 }], n);
    expect(o.den).toBe(BigInt(all));
    expect(o.num).toBe(BigInt(hits));
  });
});

describe('seenByTurn', () => {
  it('5 cards on turn 1 (R-SETUP-4, R-DRAW-2), one more each later turn at least (R-DRAW-1)', () => {
    expect([1, 2, 3, 4].map(seenByTurn)).toEqual([5, 6, 7, 8]);
  });
});
