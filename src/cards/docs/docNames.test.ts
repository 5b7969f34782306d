// Names a card document carries (`names`: cards its text names that the game cannot play yet)
// are facts: they must be the catalog's, and only for cards outside the pool.
import { describe, expect, it } from 'vitest';
import { CATALOG_CARDS } from '../catalogBuiltin';
import { CARD_POOL } from '../pool';
import { BUILTIN_DOCS } from './builtinDocs';
import { effectTextOf } from '../../i18n/cardText/effectText';
import { builtinRuleset } from '../ruleset';
import type { CardDoc } from '../../engine/effects/doc';

const catalog = new Map(CATALOG_CARDS.map((c) => [c.id, c]));

describe('names carried by card documents', () => {
  const carrying = (BUILTIN_DOCS as CardDoc[]).filter((d) => d.names);

  it('are the catalog names of cards not in the pool', () => {
    expect(carrying.length).toBeGreaterThan(0);
    for (const d of carrying) {
      for (const [id, n] of Object.entries(d.names ?? {})) {
        expect(CARD_POOL.has(Number(id)), `${d.id} names ${id}`).toBe(false);
        expect(n).toEqual({ en: catalog.get(Number(id))?.name, ja: catalog.get(Number(id))?.nameJa });
      }
    }
  });

  it('name the card in its text in both name languages (Earth Pressure Explosion names Magmax Mantleveda)', () => {
    expect(effectTextOf(builtinRuleset(), 160004058, 'en', 'en')).toContain('"Magmax Mantleveda"');
    expect(effectTextOf(builtinRuleset(), 160004058, 'ja', 'ja')).toContain('マグマックス・マントルヴェーダ');
  });
});
