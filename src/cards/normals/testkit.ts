// Shared checks of the Normal Monsters (no effect) of the pool: each set's test file lists its
// cards with the figures printed on them (BabelCDB cards-rush.cdb, table `datas`) and calls
// `normalMonsterTests`. Each card: its facts in the pool, a Normal Summon at its Level's
// Tribute cost (Level 5-6: 1 Tribute, 7 or more: 2) and one refusal.
import { describe, expect, it } from 'vitest';
import { BUILTIN_CARDS } from '../builtinCards';
import { onFieldRef, play, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, mk } from '../../engine/testing/mk';
import type { Attribute } from '../../engine/types';

/** id, English name, Level, ATK, DEF, Attribute, Type, as printed. */
export type NormalRow = readonly [number, string, number, number, number, Attribute, string];

/** How many Tributes a Normal Summon of this Level takes (R-NS-5). */
export const tributesFor = (level: number): number => (level >= 7 ? 2 : level >= 5 ? 1 : 0);

const fodder = (n: number) => Array.from({ length: n }, (_, i) => atkPos(mk(`t${String(i)}`, 100)));
const refs = (n: number) => Array.from({ length: n }, (_, i) => `t${String(i)}`);

export function normalMonsterTests(rows: readonly NormalRow[]): void {
  const pool = new Map(BUILTIN_CARDS.map((c) => [c.id, c]));
  for (const [id, name, level, atk, def, attribute, race] of rows) {
    const need = tributesFor(level);
    describe(`${String(id)} ${name}`, () => {
      it(`${String(id)} ${name}: in the pool as a Level ${String(level)} ${attribute} ${race} Normal Monster, ${String(atk)}/${String(def)}`, () => {
        const c = pool.get(id);
        expect(c && { name: c.name, kind: c.kind, monsterKind: c.monsterKind, level: c.level, atk: c.atk, def: c.def, attribute: c.attribute, race: c.race }).toEqual({
          name,
          kind: 'monster',
          monsterKind: 'normal',
          level,
          atk,
          def,
          attribute,
          race,
        });
      });
      it(`${String(id)} ${name}: Normal Summoned with ${String(need)} Tribute(s)`, () => {
        const p = playOk(board({ hand: [card(id, 'n')], monsters: fodder(need) }), [
          { do: 'summon', card: 'n', position: 'attack', ...(need > 0 ? { tributes: refs(need) } : {}) },
        ]);
        expect(onFieldRef(p, 'n')).toBe(true);
        for (const r of refs(need)) expect(onFieldRef(p, r)).toBe(false);
      });
      it(`${String(id)} ${name} refused: ${need === 0 ? 'no free Monster Zone' : `only ${String(need - 1)} monster(s) to Tribute`}`, () => {
        const p = play(board({ hand: [card(id, 'n')], monsters: need === 0 ? fodder(3) : fodder(need - 1) }), [
          { do: 'summon', card: 'n', position: 'attack', ...(need > 0 ? { tributes: refs(need - 1) } : {}) },
        ]);
        expect(p.failedAt).toBe(0);
      });
    });
  }
}
