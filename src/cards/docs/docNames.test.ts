// Names a card document carries (`names`: cards its text names that the game cannot play yet)
// are facts: they must be the catalog's, and only for cards outside the pool. A name no card is
// printed with (a series name a card bears in its GY) is no catalog card: ../data/nameOnly.json.
import { describe, expect, it } from 'vitest';
import { CATALOG_CARDS } from '../catalogBuiltin';
import { CARD_POOL } from '../pool';
import { BUILTIN_DOCS } from './builtinDocs';
import { effectTextOf } from '../../i18n/cardText/effectText';
import { builtinRuleset } from '../ruleset';
import type { CardDoc } from '../../engine/docs';
import NAME_ONLY from '../data/nameOnly.json';

const catalog = new Map(CATALOG_CARDS.map((c) => [c.id, c]));

describe('names carried by card documents', () => {
  const carrying = (BUILTIN_DOCS as CardDoc[]).filter((d) => d.names);

  it('are the catalog names of cards not in the pool', () => {
    expect(carrying.length).toBeGreaterThan(0);
    for (const d of carrying) {
      for (const [id, n] of Object.entries(d.names ?? {})) {
        expect(CARD_POOL.has(Number(id)), `${d.id} names ${id}`).toBe(false);
        const only = (NAME_ONLY as Record<string, { en: string; ja: string } | undefined>)[id];
        const c = catalog.get(Number(id));
        expect(n).toEqual(only && !c ? { en: only.en, ja: only.ja } : { en: c?.name, ja: c?.nameJa });
      }
    }
  });

  it('name the card in its text in both name languages (Earth Pressure Explosion names Magmax Mantleveda)', () => {
    expect(effectTextOf(builtinRuleset(), 160004058, 'en', 'en')).toContain('"Magmax Mantleveda"');
    expect(effectTextOf(builtinRuleset(), 160004058, 'ja', 'ja')).toContain('マグマックス・マントルヴェーダ');
  });
});
