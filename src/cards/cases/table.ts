// The format of a card test table (`src/cards/cases/<set>.json`, docs/cards.md "Card test
// tables") and its validation. A table is data: every key comes from a closed list, and a
// problem names the file, the case (index and card id) and the field, so a typo in one of
// thousands of cases is found at once instead of silently checking nothing.
// No test-framework import: the runner (cardCases.test.ts) turns a table into tests.

/** The checks a case may make after its actions (docs/cards.md lists their meaning). */
export const CHECKS = [
  'refused', 'lp', 'atk', 'def', 'level', 'attribute', 'race', 'position', 'faceDown', 'where', 'count', 'pile', 'offered', 'canRespond',
  'summonOffered', 'attackers', 'targets', 'pending', 'turn', 'turnPlayer', 'phase', 'winner',
  'lingering', 'events', 'sees', 'visibleCards', 'canSpecialSummon',
] as const;
export type CheckName = (typeof CHECKS)[number];
export type Expect = Partial<Record<CheckName, unknown>>;

/** Where a card may be (the `where` check), and the piles `count` and `pile` read. */
export const PLACES = ['hand', 'deck', 'gy', 'extra', 'monsters', 'spellTraps', 'fieldZone'] as const;
export type Place = (typeof PLACES)[number];
export const POSITIONS = ['attack', 'defense', 'set'] as const;
const PENDING_KEYS = ['kind', 'player', 'title', 'min', 'max', 'choices', 'options'];
const ATTRIBUTES = ['DARK', 'LIGHT', 'EARTH', 'WATER', 'FIRE', 'WIND'];

export interface Case {
  /** The card the case is about (its test name starts with its id and English name). */
  card: number;
  /** What is checked, in the project's own words; a refusal's title starts with "refused". */
  title: string;
  /** Rule IDs the case checks (docs/rules/RUSH_RULES.md), appended to the test name. */
  rules?: string[];
  seed?: number;
  /** A board (scenario format plus the table shorthands) or the name of one in `boards`. */
  board: unknown;
  /** Scenario actions (docs/scenario.md). */
  actions?: Record<string, unknown>[];
  expect: Expect;
}

/** One Normal Monster: id, English name, Level, ATK, DEF, Attribute, Type, as printed. */
export type NormalRow = [number, string, number, number, number, string, string];

export interface CaseTable {
  set: string;
  boards?: Record<string, unknown>;
  normals?: NormalRow[];
  cases: Case[];
}

export class TableError extends Error {}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isSeat = (v: unknown): boolean => v === 0 || v === 1;

function keysOnly(o: Obj, allowed: readonly string[], at: string): void {
  for (const k of Object.keys(o)) if (!allowed.includes(k)) throw new TableError(`${at}: unknown field "${k}" (allowed: ${allowed.join(', ')})`);
}

function mapOf(v: unknown, at: string, ok: (x: unknown) => boolean, what: string): void {
  if (!isObj(v)) throw new TableError(`${at}: expected an object of ref -> ${what}`);
  for (const [k, x] of Object.entries(v)) if (!ok(x)) throw new TableError(`${at}.${k}: expected ${what}`);
}

const isNumOrNull = (x: unknown): boolean => x === null || isInt(x);
const isLabel = (x: unknown): boolean => typeof x === 'string' || isInt(x);
const isLabels = (x: unknown): boolean => Array.isArray(x) && x.every(isLabel);
const PILE_KEY = new RegExp(`^(${PLACES.join('|')}):[01]$`);
const WHERE = new RegExp(`^(${PLACES.join('|')})(:[01])?$`);

/** Checks one check's value; throws naming `at`. */
function checkExpect(name: string, v: unknown, at: string): void {
  const bad = (what: string): never => {
    throw new TableError(`${at}: expected ${what}`);
  };
  switch (name as CheckName) {
    case 'refused':
      if (!isObj(v)) bad('{ "at": action index, "code": text code }');
      keysOnly(v as Obj, ['at', 'code'], at);
      if (!isInt((v as Obj).at) || typeof (v as Obj).code !== 'string') bad('{ "at": action index, "code": text code }');
      return;
    case 'lp':
    case 'visibleCards':
      if (!Array.isArray(v) || v.length !== 2 || !v.every(isNumOrNull)) bad('[player 0, player 1] (a number or null)');
      return;
    case 'atk':
      return mapOf(v, at, isInt, 'a number');
    case 'def':
      return mapOf(v, at, isNumOrNull, 'a number or null (no DEF)');
    case 'level':
      return mapOf(v, at, isInt, 'a number');
    case 'attribute':
      return mapOf(v, at, (x) => ATTRIBUTES.includes(x as string), ATTRIBUTES.join(' | '));
    case 'race':
      return mapOf(v, at, (x) => typeof x === 'string', 'a Type ("Dragon")');
    case 'position':
      return mapOf(v, at, (x) => (POSITIONS as readonly unknown[]).includes(x), POSITIONS.join(' | '));
    case 'where':
      return mapOf(v, at, (x) => typeof x === 'string' && WHERE.test(x), `a place (${PLACES.join(', ')}), optionally ":0"/":1"`);
    case 'count':
    case 'pile':
      if (!isObj(v)) bad('an object of "place:seat" -> value');
      for (const [k, x] of Object.entries(v as Obj)) {
        if (!PILE_KEY.test(k)) throw new TableError(`${at}.${k}: a key is "place:seat" with place one of ${PLACES.join(', ')}`);
        if (name === 'count' ? !isInt(x) : !isLabels(x)) throw new TableError(`${at}.${k}: expected ${name === 'count' ? 'a number' : 'a list of refs or ids'}`);
      }
      return;
    case 'faceDown':
    case 'offered':
    case 'canRespond':
    case 'summonOffered':
    case 'canSpecialSummon':
      return mapOf(v, at, (x) => typeof x === 'boolean', 'true or false');
    case 'attackers':
      if (!isLabels(v)) bad('a list of refs');
      return;
    case 'targets':
      return mapOf(v, at, isLabels, 'a list of refs or "direct"');
    case 'pending':
      if (v === null) return;
      if (!isObj(v)) bad('null or an object');
      keysOnly(v as Obj, PENDING_KEYS, at);
      for (const k of ['choices', 'options']) if ((v as Obj)[k] !== undefined && !isLabels((v as Obj)[k])) throw new TableError(`${at}.${k}: expected a list`);
      return;
    case 'turn':
      if (!isInt(v)) bad('a number');
      return;
    case 'turnPlayer':
      if (!isSeat(v)) bad('0 or 1');
      return;
    case 'phase':
      if (!['main', 'battle', 'end', 'draw'].includes(v as string)) bad('a phase');
      return;
    case 'winner':
      if (!(v === null || v === 'draw' || isSeat(v))) bad('0, 1, "draw" or null');
      return;
    case 'lingering':
      return mapOf(v, at, (x) => Array.isArray(x) && x.every(isObj), 'a list of matchers ({ "target": ref, "seat", "value", "untilTurn" })');
    case 'events':
      if (!Array.isArray(v) || !v.every((e) => isObj(e) && typeof e.type === 'string')) bad('a list of { "type": ..., fields }');
      return;
    case 'sees':
      if (!isObj(v)) bad('{ "0"|"1": { ref: true|false } }');
      for (const [seat, m] of Object.entries(v as Obj)) {
        if (seat !== '0' && seat !== '1') throw new TableError(`${at}.${seat}: a key is a seat, "0" or "1"`);
        mapOf(m, `${at}.${seat}`, (x) => typeof x === 'boolean', 'true or false');
      }
      return;
  }
  throw new TableError(`${at}: unknown check "${name}" (known: ${CHECKS.join(', ')})`);
}

function checkNormal(v: unknown, at: string): void {
  const ok =
    Array.isArray(v) && v.length === 7 && isInt(v[0]) && typeof v[1] === 'string' && isInt(v[2]) && isInt(v[3]) && isInt(v[4]) && ATTRIBUTES.includes(v[5] as string) && typeof v[6] === 'string';
  if (!ok) throw new TableError(`${at}: expected [id, "English name", Level, ATK, DEF, "ATTRIBUTE", "Type"]`);
}

/**
 * Validates a parsed table file. `file` names it in errors; `cardName` says whether an id is a
 * known card. Every card with a case must also have a refusal (a title starting "refused").
 */
export function readCaseTable(v: unknown, file: string, cardName: (id: number) => string | undefined): CaseTable {
  if (!isObj(v)) throw new TableError(`${file}: a table is an object { "set", "cases" }`);
  keysOnly(v, ['set', 'boards', 'normals', 'cases'], file);
  const set = v.set;
  if (typeof set !== 'string' || !/^\d{6}$/.test(set) || !file.includes(set)) throw new TableError(`${file}.set: the 6-digit set, as in the file name`);
  const inSet = (id: number) => String(id).startsWith(set);
  if (v.boards !== undefined && !isObj(v.boards)) throw new TableError(`${file}.boards: an object of name -> board`);
  const normals = v.normals ?? [];
  if (!Array.isArray(normals)) throw new TableError(`${file}.normals: a list of rows`);
  normals.forEach((row, i) => {
    checkNormal(row, `${file}.normals[${i}]`);
    const id = (row as NormalRow)[0];
    if (!inSet(id) || cardName(id) === undefined) throw new TableError(`${file}.normals[${i}]: ${id} is not a card of set ${set}`);
  });
  if (!Array.isArray(v.cases)) throw new TableError(`${file}.cases: a list of cases`);
  const refusals = new Map<number, boolean>();
  const names = new Set<string>();
  v.cases.forEach((c, i) => {
    const at0 = `${file}.cases[${i}]`;
    if (!isObj(c)) throw new TableError(`${at0}: a case is an object`);
    const at = isInt(c.card) ? `${at0} (${c.card})` : at0;
    keysOnly(c, ['card', 'title', 'rules', 'seed', 'board', 'actions', 'expect'], at);
    if (!isInt(c.card) || !inSet(c.card) || cardName(c.card) === undefined) throw new TableError(`${at}.card: a card id of set ${set} in the pool`);
    if (typeof c.title !== 'string' || c.title.trim() === '') throw new TableError(`${at}.title: what the case checks`);
    if (names.has(`${c.card} ${c.title}`)) throw new TableError(`${at}.title: another case of this card has the same title`);
    names.add(`${c.card} ${c.title}`);
    if (c.rules !== undefined && !(Array.isArray(c.rules) && c.rules.every((r) => typeof r === 'string' && /^(R|CE)-[A-Z0-9-]+$/.test(r)))) {
      throw new TableError(`${at}.rules: a list of rule IDs ("R-NS-4", "CE-20")`);
    }
    if (c.seed !== undefined && !isInt(c.seed)) throw new TableError(`${at}.seed: a whole number`);
    if (typeof c.board === 'string') {
      if (!isObj(v.boards) || !Object.hasOwn(v.boards, c.board)) throw new TableError(`${at}.board: no board named "${c.board}" in boards`);
    } else if (!isObj(c.board)) throw new TableError(`${at}.board: a board or the name of one in boards`);
    if (c.actions !== undefined && !(Array.isArray(c.actions) && c.actions.every(isObj))) throw new TableError(`${at}.actions: a list of scenario actions`);
    if (!isObj(c.expect) || Object.keys(c.expect).length === 0) throw new TableError(`${at}.expect: at least one check`);
    for (const [k, x] of Object.entries(c.expect)) checkExpect(k, x, `${at}.expect.${k}`);
    const r = c.expect.refused as Obj | undefined;
    if (r && (r.at as number) >= ((c.actions as unknown[] | undefined)?.length ?? 0)) throw new TableError(`${at}.expect.refused.at: no action at that index`);
    refusals.set(c.card, (refusals.get(c.card) ?? false) || c.title.startsWith('refused'));
  });
  for (const [id, has] of refusals) if (!has) throw new TableError(`${file}: card ${id} has no refusal (a case whose title starts with "refused")`);
  return v as unknown as CaseTable;
}
