// A table board is a scenario board (docs/scenario.md) with defaults and shorthands that make
// thousands of hand-written positions short; this expands them into the scenario format,
// which readBoard then checks field by field (unknown fields are errors there too).
//   - defaults: turn 2 (a Battle Phase exists), player 0 to act in the Main Phase, and a
//     Deck of 10 filler Normal Monsters for a player given without "deck" (an endTurn
//     must not end the duel by deck-out);
//   - a card { "mk": "a", "atk": 2000, ... } is an inline Normal Monster named and ref'd "a"
//     (Level 4, 0 DEF, DARK Warrior unless "level", "def", "attribute", "race" say otherwise);
//   - a monster or Spell/Trap entry given as a bare card (no "card" key) is that card face-up
//     in Attack Position, or Set face-down in the Spell & Trap Zone;
//   - "lingering" lists temporary effects already applying to monsters on the field, for a
//     situation no card of the pool can make (no pool card lowers a Level): the scenario format
//     has no such field, so the table sets them on the state the scenario reader built.
import { LINGER_KINDS } from '../../engine/testkit';
import type { LingerKind, Seat } from '../../engine';
import { TableError } from './table';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The filler of a Deck left out: Elemental HERO Clayman, a Normal Monster. */
const FILLER = 160320006;
const MK_KEYS = ['mk', 'atk', 'def', 'level', 'attribute', 'race'];

function card(v: unknown, at: string): unknown {
  if (!isObj(v) || v.mk === undefined) return v;
  for (const k of Object.keys(v)) if (!MK_KEYS.includes(k)) throw new TableError(`${at}: unknown field "${k}" of an "mk" card (allowed: ${MK_KEYS.join(', ')})`);
  if (typeof v.mk !== 'string' || v.mk === '') throw new TableError(`${at}.mk: the name and ref of the test monster`);
  const vanilla = { name: v.mk, level: v.level ?? 4, atk: v.atk ?? 0, def: v.def ?? 0, attribute: v.attribute ?? 'DARK', race: v.race ?? 'Warrior' };
  return { vanilla, ref: v.mk };
}

const cards = (v: unknown, at: string): unknown => (Array.isArray(v) ? v.map((c, i) => card(c, `${at}[${i}]`)) : v);

function slot(v: unknown, at: string): unknown {
  if (!isObj(v) || !('card' in v)) return { card: card(v, at) };
  const out: Obj = { ...v, card: card(v.card, `${at}.card`) };
  if (isObj(v.maximum)) out.maximum = { ...v.maximum, left: card(v.maximum.left, `${at}.maximum.left`), right: card(v.maximum.right, `${at}.maximum.right`) };
  return out;
}

function player(v: unknown, at: string): unknown {
  if (!isObj(v)) return v;
  const out: Obj = { ...v };
  for (const k of ['hand', 'deck', 'graveyard', 'extra']) if (k in v) out[k] = cards(v[k], `${at}.${k}`);
  if (!('deck' in v)) out.deck = Array.from({ length: 10 }, () => FILLER);
  for (const k of ['monsters', 'spellTraps']) if (Array.isArray(v[k])) out[k] = (v[k] as unknown[]).map((s, i) => slot(s, `${at}.${k}[${i}]`));
  if (isObj(v.field)) out.field = slot(v.field, `${at}.field`);
  return out;
}

/** A temporary effect on a monster of the board: `target` and `source` (default: the target) are refs. */
export interface BoardLingering {
  kind: LingerKind;
  target: string;
  value: number;
  /** The player whose effect made it (default 0). */
  seat?: Seat;
  /** The turn it ends with (default: the board's turn). */
  untilTurn?: number;
  source?: string;
}
const LINGER_KEYS = ['kind', 'target', 'value', 'seat', 'untilTurn', 'source'];

function lingering(v: unknown, at: string): BoardLingering[] {
  if (v === undefined) return [];
  if (!Array.isArray(v)) throw new TableError(`${at}: a list of temporary effects`);
  return v.map((l: unknown, i) => {
    const here = `${at}[${i}]`;
    if (!isObj(l)) throw new TableError(`${here}: { "kind", "target", "value" } and optionally "seat", "untilTurn", "source"`);
    for (const k of Object.keys(l)) if (!LINGER_KEYS.includes(k)) throw new TableError(`${here}: unknown field "${k}" (allowed: ${LINGER_KEYS.join(', ')})`);
    if (!LINGER_KINDS.includes(l.kind as LingerKind)) throw new TableError(`${here}.kind: a temporary effect kind (${LINGER_KINDS.join(', ')})`);
    if (typeof l.target !== 'string' || (l.source !== undefined && typeof l.source !== 'string')) throw new TableError(`${here}: "target" and "source" are refs`);
    if (!Number.isInteger(l.value) || (l.untilTurn !== undefined && !Number.isInteger(l.untilTurn))) throw new TableError(`${here}: "value" and "untilTurn" are whole numbers`);
    if (l.seat !== undefined && l.seat !== 0 && l.seat !== 1) throw new TableError(`${here}.seat: 0 or 1`);
    return l as unknown as BoardLingering;
  });
}

/** The scenario board of a table board, and the temporary effects to set on it. */
export function expandBoard(v: unknown, at: string): { board: unknown; lingering: BoardLingering[] } {
  if (!isObj(v)) throw new TableError(`${at}: a board is an object`);
  if (!Array.isArray(v.players) || v.players.length !== 2) throw new TableError(`${at}.players: two players, [you, opponent] ({} for an empty one)`);
  const { lingering: linger, ...rest } = v;
  const board = { turn: 2, turnPlayer: 0, phase: 'main', ...rest, players: v.players.map((p, i) => player(p, `${at}.players[${i}]`)) };
  return { board, lingering: lingering(linger, `${at}.lingering`) };
}
