// The last list legalActions handed out, remembered so applyAction need not re-check an action
// taken from it and passed back with that same state object (a state is never changed in place
// once made; the re-check was ~14% of the vanilla benchmark, docs/bench.md). The objects handed
// out belong to the caller, who may change them, so each one's fields are also written down
// here, where no caller can reach: the shortcut holds only while the object still says the same,
// and what is applied is rebuilt from the values read once from it (a getter cannot answer twice).
// The fields go into one flat array reused from list to list: copying each action as an object
// doubled the cost of legalActions on the vanilla benchmark.
import type { Action, DuelState } from './types';

const STRIDE = 4;
let listedState: DuelState | null = null;
let listed: readonly Action[] = [];
// Filled ahead (a packed array, never holey), grown when a list is longer.
let fields: unknown[] = new Array<unknown>(STRIDE * 64).fill(0);
const scratch: unknown[] = [undefined, undefined, undefined, undefined];

/** Never equal to a written list of materials: what a changed `materials` that is no list of whole numbers packs to. */
const NOT_LIST: unknown = Object.freeze({});

/** A Contact Fusion's materials as one comparable value (the list is the caller's and may change). */
const materialsKey = (m: unknown): unknown => (Array.isArray(m) && m.every((u) => Number.isInteger(u)) ? m.join(',') : NOT_LIST);

/** Writes an action's fields at `at`; returns how many own fields it has (type included). */
function pack(a: Action, out: unknown[], at: number): number {
  out[at] = a.type;
  out[at + 1] = undefined;
  out[at + 2] = undefined;
  out[at + 3] = undefined;
  switch (a.type) {
    case 'summon':
      out[at + 1] = a.card;
      out[at + 2] = a.position;
      // A Tribute Summon by the card's own way has no zone: its `rule` is kept as -1 - rule.
      out[at + 3] = a.zone ?? (a.rule === undefined ? undefined : -1 - a.rule);
      return 3 + (a.zone === undefined ? 0 : 1) + (a.rule === undefined ? 0 : 1);
    case 'maximumSummon':
      out[at + 1] = a.card;
      out[at + 2] = a.left;
      out[at + 3] = a.right;
      return 4;
    case 'activate':
      out[at + 1] = a.card;
      out[at + 2] = a.effect;
      out[at + 3] = a.zone;
      return a.zone === undefined ? 3 : 4;
    case 'setSpellTrap':
      out[at + 1] = a.card;
      out[at + 2] = a.zone;
      return 3;
    case 'ruleSummon':
      out[at + 1] = a.card;
      out[at + 2] = a.zone;
      // A rule's cost card is written as -1 - uid (a rule reveals or takes a card, never both).
      out[at + 3] = a.cost !== undefined ? -1 - a.cost : a.reveal;
      return a.reveal === undefined && a.cost === undefined ? 3 : 4;
    case 'attack':
      out[at + 1] = a.attacker;
      out[at + 2] = a.target;
      return 3;
    case 'contactFusion':
      out[at + 1] = a.card;
      out[at + 2] = materialsKey(a.materials);
      out[at + 3] = a.position;
      return 4;
    case 'changePosition':
    case 'select':
      out[at + 1] = a.card;
      return 2;
    case 'option':
      out[at + 1] = a.index;
      return 2;
    case 'enterBattle':
    case 'cancel':
    case 'endTurn':
    case 'done':
    case 'pass':
      return 1;
  }
}

/** The action written at the start of `from`, as a new object (the inverse of pack). */
function unpack(from: readonly unknown[]): Action {
  const type = from[0] as Action['type'];
  const x = from[1] as number;
  const y = from[2];
  const z = from[3];
  switch (type) {
    case 'summon':
      if (typeof z === 'number' && z < 0) return { type, card: x, position: y as 'attack', rule: -1 - z };
      return z === undefined ? { type, card: x, position: y as 'attack' } : { type, card: x, position: y as 'attack', zone: z as number };
    case 'maximumSummon':
      return { type, card: x, left: y as number, right: z as number };
    case 'activate':
      return z === undefined ? { type, card: x, effect: y as string } : { type, card: x, effect: y as string, zone: z as number };
    case 'setSpellTrap':
      return { type, card: x, zone: y as number };
    case 'ruleSummon':
      if (typeof z === 'number' && z < 0) return { type, card: x, zone: y as number, cost: -1 - z };
      return z === undefined ? { type, card: x, zone: y as number } : { type, card: x, zone: y as number, reveal: z as number };
    case 'attack':
      return { type, attacker: x, target: y as number };
    case 'contactFusion':
      return { type, card: x, materials: String(y).split(',').map(Number), position: z as 'attack' };
    case 'changePosition':
    case 'select':
      return { type, card: x };
    case 'option':
      return { type, index: x };
    default:
      return { type };
  }
}

export function rememberListed(state: DuelState, out: readonly Action[]): void {
  listedState = state;
  listed = out.slice();
  if (out.length * STRIDE > fields.length) fields = new Array<unknown>(out.length * STRIDE * 2).fill(0);
  for (let i = 0; i < out.length; i++) pack(out[i] as Action, fields, i * STRIDE);
}

/**
 * A snapshot of `action` when it is one of the very objects `legalActions(state)` just listed
 * and still holds exactly the fields it was listed with; null otherwise (it is then checked
 * like any other input).
 */
export function listedCopy(state: DuelState, action: unknown): Action | null {
  if (state !== listedState || typeof action !== 'object' || action === null) return null;
  const i = listed.indexOf(action as Action);
  if (i < 0 || Object.getPrototypeOf(action) !== Object.prototype) return null;
  const given = action as Action;
  if (typeof given.type !== 'string' || pack(given, scratch, 0) !== Object.keys(given).length) return null;
  const at = i * STRIDE;
  for (let k = 0; k < STRIDE; k++) if (scratch[k] !== fields[at + k]) return null;
  // Rebuilt from the values read once: a getter on the caller's object cannot answer twice.
  return unpack(scratch);
}
