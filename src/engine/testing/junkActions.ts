// Junk actions for property tests: malformed or off-list actions the engine must refuse
// without changing the state.
import type { Action, DuelState } from '../index';
import { scriptOf } from '../effects/registry';
import { nextInt, type RngState } from '../rng';

const TYPES: readonly unknown[] = [
  'summon', 'maximumSummon', 'setSpellTrap', 'changePosition', 'enterBattle', 'attack', 'select', 'cancel',
  'endTurn', 'activate', 'ruleSummon', 'done', 'option', 'pass', 'draw', 'concede', '', 'SUMMON', 7, null, undefined,
];
const INDEXES: readonly unknown[] = [-1, 0, 1, 2, 5, 1.5, '0', null, undefined];
const ZONES: readonly unknown[] = [0, 1, 2, 3, -1, 1.5, 'field', '1', undefined, null];
const POSITIONS: readonly unknown[] = ['attack', 'set', 'defense', 'Attack', undefined, 1];

function pickOf<T>(rng: RngState, xs: readonly T[]): T {
  return xs[nextInt(rng, xs.length)] as T;
}

/** A card uid worth trying: mostly cards on the field or in a hand, sometimes nonsense. */
function junkUid(s: DuelState, rng: RngState): unknown {
  const r = nextInt(rng, 10);
  if (r === 0) return pickOf(rng, [-1, s.cards.length, s.cards.length + 7, 2.5, Number.NaN, '0', null, undefined]);
  if (r <= 2) return nextInt(rng, s.cards.length);
  const near: number[] = [];
  for (const p of s.players) {
    near.push(...p.hand, ...p.gy.slice(-2), ...p.deck.slice(0, 1));
    for (const m of p.monsters) if (m) near.push(m.uid, ...(m.maximum ? [m.maximum.left, m.maximum.right] : []));
    for (const st of p.spellTraps) if (st) near.push(st.uid);
  }
  return near.length > 0 ? pickOf(rng, near) : nextInt(rng, s.cards.length);
}

function junkValue(s: DuelState, rng: RngState, key: string): unknown {
  switch (key) {
    case 'zone': return pickOf(rng, ZONES);
    case 'position': return pickOf(rng, POSITIONS);
    case 'target': return nextInt(rng, 3) === 0 ? pickOf(rng, ['direct', 'Direct', null]) : junkUid(s, rng);
    case 'type': return pickOf(rng, TYPES);
    case 'index': return pickOf(rng, INDEXES);
    case 'effect': {
      const u = junkUid(s, rng);
      const ids = typeof u === 'number' && Number.isInteger(u) && u >= 0 && u < s.cards.length ? (scriptOf(s, u)?.effects ?? []).map((e) => e.id) : [];
      return nextInt(rng, 3) !== 0 && ids.length > 0 ? pickOf(rng, ids) : pickOf(rng, ['main', 'e1', '', 'nope', 3, undefined]);
    }
    default: return junkUid(s, rng);
  }
}

const FIELDS: Record<string, readonly string[]> = {
  summon: ['card', 'position', 'zone'],
  maximumSummon: ['card', 'left', 'right'],
  setSpellTrap: ['card', 'zone'],
  changePosition: ['card'],
  attack: ['attacker', 'target'],
  select: ['card'],
  activate: ['card', 'effect'],
  ruleSummon: ['card', 'zone', 'reveal', 'cost'],
  option: ['index'],
};

/**
 * One action that is probably illegal now (it may happen to be legal): a random type with
 * random fields, a listed action with one field changed, or something that is not an action.
 */
export function junkAction(s: DuelState, rng: RngState, legal: readonly Action[]): unknown {
  const r = nextInt(rng, 20);
  if (r === 0) {
    // Also names of built-in object members and inherited fields (issue 12): refused like any junk.
    return pickOf(rng, [
      null, undefined, 42, 'endTurn', [], {}, { type: ['endTurn'] },
      { type: 'toString' }, { type: 'constructor' }, JSON.parse('{"type":"__proto__"}') as unknown, { type: 'hasOwnProperty' },
      { type: 'endTurn', valueOf: 1 }, Object.create({ type: 'endTurn' }) as unknown,
    ]);
  }
  const base = legal.length > 0 && r < 9 ? pickOf(rng, legal) : null;
  if (base) {
    const keys = FIELDS[base.type] ?? [];
    const key = keys.length > 0 && nextInt(rng, 4) !== 0 ? pickOf(rng, keys) : 'type';
    const out: Record<string, unknown> = { ...base, [key]: junkValue(s, rng, key) };
    if (out[key] === undefined) delete out[key];
    return out;
  }
  const type = pickOf(rng, TYPES);
  const out: Record<string, unknown> = { type };
  for (const k of typeof type === 'string' ? (FIELDS[type] ?? []) : []) {
    if (nextInt(rng, 12) === 0) continue; // sometimes leave a field out
    const v = junkValue(s, rng, k);
    if (v !== undefined) out[k] = v;
  }
  return out;
}

/** A key equal for actions that are deep-equal as data (key order and undefined fields ignored). */
export function actionKey(a: unknown): string {
  if (typeof a !== 'object' || a === null) return `#${typeof a}:${String(a)}`;
  const o = a as Record<string, unknown>;
  const keys = Object.keys(o);
  if (keys.length > 1) keys.sort();
  let k = '';
  for (const f of keys) {
    const v = o[f];
    if (v === undefined) continue;
    k += `${f}=${typeof v === 'number' ? String(v) : (JSON.stringify(v) ?? String(v))};`;
  }
  return k;
}
