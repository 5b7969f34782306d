// Turns table rows into vitest checks: `runCase` plays one case and compares what it shows
// with its `expect`; `normalRowCases` gives each Normal Monster row its three tests.
import { expect, it } from 'vitest';
import { englishText } from '../../i18n/engineText';
import { BUILTIN_CARDS } from '../builtinCards';
import { expandBoard } from './board';
// play (and with it the ruleset) before observe, which reads engine/effects/primitives directly.
import { playCase } from './play';
import { observe } from './observe';
import type { Case, CaseTable, NormalRow } from './table';

/** Plays a case and checks it; `at` names it in a board error ("160001.json.cases[3]"). */
export function runCase(table: CaseTable, c: Case, at: string): void {
  const { board, lingering } = expandBoard(typeof c.board === 'string' ? table.boards?.[c.board] : c.board, `${at}.board`);
  const actions = c.actions ?? [];
  const p = playCase(board, actions, c.seed ?? 1, lingering);
  const { refused, ...want } = c.expect;
  if (refused !== undefined) {
    expect({ at: p.failedAt, code: p.error?.code ?? null }, 'the refused action and its text code').toEqual(refused);
  } else if (p.error !== null) {
    throw new Error(`action #${String(p.failedAt)} ${JSON.stringify(actions[p.failedAt ?? 0])} was refused: ${englishText(p.error, p.state)} (${p.error.code})`);
  }
  if (Object.keys(want).length > 0) expect(observe(p, want)).toEqual(want);
}

/** How many Tributes a Normal Summon of this Level takes (R-NS-5). */
export const tributesFor = (level: number): number => (level >= 7 ? 2 : level >= 5 ? 1 : 0);
const fodder = (n: number) => Array.from({ length: n }, (_, i) => ({ mk: `t${String(i)}`, atk: 100 }));
const refs = (n: number) => Array.from({ length: n }, (_, i) => `t${String(i)}`);
/** The summon of the row's card; a Tribute Summon names `given` Tributes (it needs `need`). */
const summon = (need: number, given: number) => [{ do: 'summon', card: 'n', position: 'attack', ...(need > 0 ? { tributes: refs(given) } : {}) }];

/**
 * A Normal Monster (no effect) row: its printed facts are the pool's, it is Normal Summoned
 * with its Level's Tributes (R-NS-5), and refused with one Tribute too few (or no free zone).
 */
export function normalRowCases(rows: readonly NormalRow[], names: ReadonlyMap<number, string>): void {
  const pool = new Map(BUILTIN_CARDS.map((c) => [c.id, c]));
  for (const [id, name, level, atk, def, attribute, race] of rows) {
    const need = tributesFor(level);
    const table: CaseTable = { set: String(id).slice(0, 6), cases: [] };
    const card = { id, ref: 'n' };
    const head = `${String(id)} ${names.get(id) ?? '?'}`;
    it(`${head}: in the pool as a Level ${String(level)} ${attribute} ${race} Normal Monster, ${String(atk)}/${String(def)}`, () => {
      const c = pool.get(id);
      expect(c && { name: c.name, kind: c.kind, monsterKind: c.monsterKind, level: c.level, atk: c.atk, def: c.def, attribute: c.attribute, race: c.race }).toEqual({
        name, kind: 'monster', monsterKind: 'normal', level, atk, def, attribute, race,
      });
    });
    it(`${head}: Normal Summoned with ${String(need)} Tribute(s) (R-NS-5)`, () => {
      const where = Object.fromEntries([['n', 'monsters'], ...refs(need).map((r) => [r, 'gy'])]);
      runCase(table, { card: id, title: '', board: { players: [{ hand: [card], monsters: fodder(need) }, {}] }, actions: summon(need, need), expect: { where } }, head);
    });
    it(`${head} refused: ${need === 0 ? 'no free Monster Zone' : `only ${String(need - 1)} monster(s) to Tribute`}`, () => {
      const code = need === 0 ? 'summon.noZone' : 'scenario.exactTributes';
      const b = { players: [{ hand: [card], monsters: fodder(need === 0 ? 3 : need - 1) }, {}] };
      runCase(table, { card: id, title: '', board: b, actions: summon(need, need - 1), expect: { refused: { at: 0, code } } }, head);
    });
  }
}
