// The one runner of the card test tables (src/cards/cases/<set>.json, docs/cards.md "Card test
// tables"): every case of every table is a test named by its card id and English name. One
// test file for all sets, so the ruleset and the engine are loaded once, not once per set.
// CARD_SETS=160001,160002 limits the run to those tables.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILTIN_CARDS } from '../builtinCards';
import { normalRowCases, runCase } from './runner';
import { readCaseTable, type Case, type CaseTable } from './table';

const DIR = new URL('.', import.meta.url);
const NAMES = new Map(BUILTIN_CARDS.map((c) => [c.id, c.name]));
const only = process.env.CARD_SETS?.split(',').map((s) => s.trim());
const files = readdirSync(DIR)
  .filter((f) => /^\d{6}\.json$/.test(f))
  .filter((f) => !only || only.includes(f.slice(0, 6)))
  .sort();

for (const file of files) {
  describe(`set ${file.slice(0, 6)}`, () => {
    let table: CaseTable;
    try {
      table = readCaseTable(JSON.parse(readFileSync(new URL(file, DIR), 'utf8')), file, (id) => NAMES.get(id));
    } catch (e) {
      it(`${file} is a valid table`, () => {
        throw e;
      });
      return;
    }
    const set = table.set;
    it(`set ${set}: every card of the set in the pool has cases or a Normal Monster row`, () => {
      const covered = new Set([...table.cases.map((c) => c.card), ...(table.normals ?? []).map((r) => r[0])]);
      expect(BUILTIN_CARDS.filter((c) => String(c.id).startsWith(set) && !covered.has(c.id)).map((c) => `${c.id} ${c.name}`)).toEqual([]);
    });
    normalRowCases(table.normals ?? [], NAMES);
    table.cases.forEach((c, i) => {
      const rules = c.rules?.length ? ` (${c.rules.join(', ')})` : '';
      it(`${c.card} ${NAMES.get(c.card) ?? '?'}${c.title.startsWith('refused') ? ' ' : ': '}${c.title}${rules}`, () => {
        runCase(table, c, `${file}.cases[${i}]`);
      });
    });
  });
}

describe('card test tables: the whole pool', () => {
  it.skipIf(only !== undefined)('every playable card has a table of its set', () => {
    const sets = new Set(files.map((f) => f.slice(0, 6)));
    expect(BUILTIN_CARDS.filter((c) => !sets.has(String(c.id).slice(0, 6))).map((c) => `${c.id} ${c.name}`)).toEqual([]);
  });
});

// The format itself: a bad table is refused naming the file, the case and the field, and a
// case whose figures the duel does not show fails.
describe('card test tables: the format', () => {
  const ok = { card: 160001042, title: 'refused: the zones are full', board: { players: [{}, {}] }, expect: { lp: [8000, 8000] } };
  const read = (t: unknown) => () => readCaseTable(t, '160001.json', (id) => NAMES.get(id));
  const table = (c: Record<string, unknown>) => ({ set: '160001', cases: [{ ...ok, ...c }] });
  it('a valid table is read as it is', () => {
    expect(read(table({}))()).toEqual(table({}));
  });
  it.each([
    [{ expect: { lps: [1, 2] } }, '160001.json.cases[0] (160001042).expect.lps: unknown check'],
    [{ expect: { where: { x: 'grave' } } }, '160001.json.cases[0] (160001042).expect.where.x: expected a place'],
    [{ expect: { count: { 'hand:2': 1 } } }, '160001.json.cases[0] (160001042).expect.count.hand:2: a key is "place:seat"'],
    [{ expect: { refused: { at: 0, code: 'x' } } }, '160001.json.cases[0] (160001042).expect.refused.at: no action at that index'],
    [{ boards: 1 }, '160001.json.cases[0] (160001042): unknown field "boards"'],
    [{ card: 160002042 }, '160001.json.cases[0] (160002042).card: a card id of set 160001'],
    [{ board: 'nope' }, '160001.json.cases[0] (160001042).board: no board named "nope"'],
    [{ title: 'inflict 200 damage' }, '160001.json: card 160001042 has no refusal'],
    [{ rules: ['R NS 4'] }, '160001.json.cases[0] (160001042).rules: a list of rule IDs'],
    [{ expect: { canSpecialSummon: { x: 1 } } }, '160001.json.cases[0] (160001042).expect.canSpecialSummon.x: expected true or false'],
  ])('a bad case is refused with its place: %j', (c, message) => {
    expect(read(table(c))).toThrow(message);
  });
  it('two cases of a card with the same title are refused', () => {
    expect(read({ set: '160001', cases: [ok, ok] })).toThrow('160001.json.cases[1] (160001042).title: another case of this card has the same title');
  });
  it('a bad Normal Monster row and a wrong set are refused', () => {
    expect(read({ set: '160001', normals: [[160001002, 'Lesser Dragon', 4, 1200, 1000, 'WINDY', 'Dragon']], cases: [] })).toThrow('160001.json.normals[0]: expected');
    expect(read({ set: '160002', cases: [] })).toThrow('160001.json.set');
  });
  const t = { set: '160001', cases: [] };
  const sparks = (e: Record<string, unknown>, actions = [{ do: 'activate', card: 'sp' }]): Case => ({
    card: 160001042, title: 'test', board: { players: [{ hand: [{ id: 160001042, ref: 'sp' }] }, {}] }, actions, expect: e,
  });
  it('a case passes with the figures the duel shows (Sparks: 200 damage)', () => {
    runCase(t, sparks({ lp: [8000, 7800], where: { sp: 'gy:0' }, count: { 'hand:0': 0 } }), 'x');
  });
  it('a case fails on a wrong figure, an accepted action said to be refused, or a refusal not expected', () => {
    expect(() => runCase(t, sparks({ lp: [8000, 7900] }), 'x')).toThrow();
    expect(() => runCase(t, sparks({ refused: { at: 0, code: 'activate.notPossible' } }), 'x')).toThrow();
    expect(() => runCase(t, sparks({ lp: [8000, 7800] }, [{ do: 'activate', card: 'sp' }, { do: 'activate', card: 'sp' }]), 'x')).toThrow(/was refused/);
  });
  it("a board's temporary effect applies from the start (a Level 4 monster at Level 5), and a bad one is refused naming it", () => {
    const lowered = (l: Record<string, unknown>): Case => ({
      ...sparks({ level: { m: 5 } }, []), board: { players: [{ monsters: [{ mk: 'm', atk: 1 }] }, {}], lingering: [l] },
    });
    runCase(t, lowered({ kind: 'level', target: 'm', value: 1 }), 'x');
    expect(() => runCase(t, lowered({ kind: 'level', target: 'm', value: 2 }), 'x')).toThrow();
    expect(() => runCase(t, lowered({ kind: 'lvl', target: 'm', value: 1 }), 'b')).toThrow('b.board.lingering[0].kind: a temporary effect kind');
    expect(() => runCase(t, lowered({ kind: 'level', target: 'm', value: 1, turns: 2 }), 'b')).toThrow('b.board.lingering[0]: unknown field "turns"');
    expect(() => runCase(t, lowered({ kind: 'level', target: 'nobody', value: 1 }), 'b')).toThrow('the board has no ref "nobody"');
  });
  it('an "mk" card with an unknown field is refused naming it', () => {
    const bad: Case = { ...sparks({ lp: [8000, 8000] }, []), board: { players: [{ hand: [{ mk: 'a', atk: 1, lvl: 4 }] }, {}] } };
    expect(() => runCase(t, bad, '160001.json.cases[9]')).toThrow('160001.json.cases[9].board.players[0].hand[0]: unknown field "lvl"');
  });
});
