// The built-in card pool: printed facts of real Rush Duel cards, validated on load.
import type { CardDef } from '../engine/types';
import poolData from './data/pool.json';
import { cardDefProblem } from './validate';

function loadPool(raw: readonly CardDef[]): ReadonlyMap<number, CardDef> {
  const map = new Map<number, CardDef>();
  for (const c of raw) {
    const problem = cardDefProblem(c);
    if (problem) throw new Error(`card pool: ${problem}`);
    if (map.has(c.id)) throw new Error(`card pool: id ${c.id} appears twice`);
    map.set(c.id, Object.freeze(c));
  }
  for (const c of map.values()) {
    const m = c.maximum;
    if (m && m.role === 'center' && (!map.has(m.left) || !map.has(m.right))) {
      throw new Error(`card pool: ${c.name} names a MAXIMUM piece that is not in the pool`);
    }
  }
  return map;
}

export const CARD_POOL: ReadonlyMap<number, CardDef> = loadPool(poolData as CardDef[]);
