// The random pool decks of the whole-pool property tests, bench and sim must be legal decks.
import { describe, expect, it } from 'vitest';
import { CARD_POOL } from '../cards/pool';
import { checkDeck, createRuleset } from '../engine';
import { sized } from '../engine/testkit';
import { randomPoolDeck } from './randomDeck';

// Decks per check: fewer in the fast tier.
const LEGAL = sized({ fast: 30, ci: 300, nightly: 3000 });
const LIMITED = sized({ fast: 10, ci: 50, nightly: 500 });
const MIX = sized({ fast: 100, ci: 100, nightly: 1000 }); // MAXIMUM sets are rare: fewer seeds may hold none

const pool = [...CARD_POOL.values()];
const ruleset = createRuleset({ cards: pool });

describe('randomPoolDeck', () => {
  it(`R-DECK-1, R-DECK-2, R-DECK-4, R-DECK-6: ${LEGAL} seeded decks from the pool are all legal`, () => {
    for (let seed = 1; seed <= LEGAL; seed++) {
      const deck = randomPoolDeck(pool, seed);
      const check = checkDeck(deck, { ruleset });
      expect(check.problems, `seed ${seed}`).toEqual([]);
      expect(deck.main).toHaveLength(40);
    }
  });

  it('R-DECK-5: a limited card is held at most once', () => {
    const limited = pool.filter((c) => c.kind === 'monster' && !c.legend && !c.maximum).slice(0, 20).map((c) => c.id);
    const banlist = { version: 'test', forbidden: [], limited, semiLimited: [] };
    for (let seed = 1; seed <= LIMITED; seed++) {
      const deck = randomPoolDeck(pool, seed, { banlist });
      expect(checkDeck(deck, { ruleset, banlist }).problems, `seed ${seed}`).toEqual([]);
    }
  });

  it('is the same deck for the same seed, and decks differ between seeds', () => {
    expect(randomPoolDeck(pool, 7)).toEqual(randomPoolDeck(pool, 7));
    const distinct = new Set(Array.from({ length: 20 }, (_, i) => JSON.stringify(randomPoolDeck(pool, i + 1))));
    expect(distinct.size).toBe(20);
  });

  it('keeps at least 14 monsters of Level 4 or below, and MAXIMUM sets whole', () => {
    let maximumDecks = 0;
    for (let seed = 1; seed <= MIX; seed++) {
      const deck = randomPoolDeck(pool, seed);
      const defs = deck.main.map((id) => CARD_POOL.get(id as number));
      expect(defs.filter((d) => d?.kind === 'monster' && (d.level ?? 0) <= 4).length, `seed ${seed}`).toBeGreaterThanOrEqual(14);
      for (const d of defs) {
        const m = d?.maximum;
        if (!d || m?.role !== 'center') continue;
        maximumDecks++;
        const n = (id: number) => deck.main.filter((x) => x === id).length;
        expect([n(m.left), n(m.right)], `seed ${seed}`).toEqual([n(d.id), n(d.id)]);
      }
    }
    expect(maximumDecks).toBeGreaterThan(0);
  });

  it('refuses a pool too small for a legal deck, with a reason', () => {
    expect(() => randomPoolDeck(pool.slice(0, 5), 1)).toThrow(/cannot make a legal 40-card deck/);
  });
});
