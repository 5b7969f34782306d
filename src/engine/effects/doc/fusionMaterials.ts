// The generic Fusion materials ("1 LIGHT Attribute Galaxy Type monster", "5 Dragon Type
// monsters") and the material words of a Fusion Summon step (`materials`: what every material
// is, what one of them must be). A generic material is kept in the facts as the JSON of the
// catalog's filter (src/cli/cards/importFacts.ts); it is read here into a document filter, so a
// material on the field is tested as it is now (Type, Attribute, Level, ATK) and one in the
// hand or GY as printed, like every filter of the documents.
import type { DuelState, Seat } from '../../types';
import type { FusionRule } from '../primitives/fusionSummon';
import { passes } from './select';
import type { Filter, FusionSummonStep } from './types';

type Raw = Record<string, unknown>;
const strings = (v: unknown): string[] | null => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : null);

/** One filter for "any of these words" of a field (one word: the field itself; more: anyOf). */
function oneOf(values: readonly string[], make: (v: string) => Filter): Filter {
  return values.length === 1 ? make(values[0] as string) : { anyOf: values.map(make) };
}

const STAT_OPS: Record<string, (n: number) => { min?: number; max?: number }> = {
  '==': (n) => ({ min: n, max: n }),
  '>=': (n) => ({ min: n }),
  '<=': (n) => ({ max: n }),
};

/**
 * The document filter of a catalog material filter, or null when it says something the
 * filters cannot ("2 monsters with the same name", "N or more", a part the catalog did not
 * read): such a material is never met, and its Fusion monster cannot be Fusion Summoned.
 */
export function genericFilter(raw: Raw): Filter | null {
  const all: Filter[] = [];
  for (const [k, v] of Object.entries(raw)) {
    const words = strings(v);
    const n = typeof v === 'number' ? v : null;
    if (k === 'cardType' && words && words.length === 1 && words[0] === 'monster') all.push({ kind: 'monster' });
    else if (k === 'race' && words) all.push(oneOf(words, (r) => ({ race: r })));
    else if (k === 'notRace' && words) all.push({ not: oneOf(words, (r) => ({ race: r })) });
    else if (k === 'attribute' && words) all.push(oneOf(words, (a) => ({ attribute: a as Filter['attribute'] })));
    else if (k === 'notAttribute' && words) all.push({ not: oneOf(words, (a) => ({ attribute: a as Filter['attribute'] })) });
    else if (k === 'level' && n !== null) all.push({ level: { min: n, max: n } });
    else if (k === 'levelMin' && n !== null) all.push({ level: { min: n } });
    else if (k === 'levelMax' && n !== null) all.push({ level: { max: n } });
    else if (k === 'levelNot' && n !== null) all.push({ not: { level: { min: n, max: n } } });
    // A named material with a further test ("1 Level 4 "Harpie Lady""): the name as it is shown (ids reads shownId).
    else if (k === 'name' && Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'number')) all.push({ ids: v as number[] });
    else if (k === 'levelIn' && Array.isArray(v) && v.every((x) => typeof x === 'number')) all.push({ anyOf: (v as number[]).map((l) => ({ level: { min: l, max: l } })) });
    else if (k === 'monsterKind' && words && words.length === 1) {
      const kind = words[0] as string;
      if (kind === 'effect') all.push({ effectMonster: true });
      else if (kind === 'normal' || kind === 'fusion' || kind === 'maximum' || kind === 'ritual') all.push({ monsterKind: kind });
      else return null;
    } else if (k === 'stats' && Array.isArray(v)) {
      for (const t of v as Raw[]) {
        const op = STAT_OPS[String(t.op)];
        if (!op || typeof t.value !== 'number' || (t.stat !== 'atk' && t.stat !== 'def')) return null;
        all.push(t.stat === 'atk' ? { atk: op(t.value) } : { def: op(t.value) });
      }
    } else return null;
  }
  return all.length === 0 ? null : allOf(all);
}

/** Filters that must all hold, as one: plain fields side by side, the "any of" parts nested, the "not" parts as one. */
function allOf(all: readonly Filter[]): Filter {
  const out: Filter = {};
  for (const f of all) if (!f.anyOf && !f.not) Object.assign(out, f);
  const nots = all.flatMap((f) => (f.not ? [f.not] : []));
  if (nots.length > 0) out.not = nots.length === 1 ? nots[0] : { anyOf: nots };
  const ors = all.flatMap((f) => (f.anyOf ? [f.anyOf] : []));
  if (ors.length > 0) out.anyOf = nested(ors);
  return out;
}

/** (A1 or A2) and (B1 or B2) as one list: (A1 and (B1 or B2)) or (A2 and (B1 or B2)). */
function nested(ors: readonly (readonly Filter[])[]): Filter[] {
  const [first, ...rest] = ors;
  if (!first) return [];
  return rest.length === 0 ? [...first] : first.map((g) => ({ ...g, anyOf: nested(rest) }));
}

const parsed = new Map<string, Filter | null>();

/** The filter of a generic material as the facts keep it (read once per text). */
export function materialFilter(generic: string): Filter | null {
  let f = parsed.get(generic);
  if (f === undefined) {
    let raw: unknown = null;
    try {
      raw = JSON.parse(generic);
    } catch {
      raw = null;
    }
    const o = raw && typeof raw === 'object' ? (raw as Raw) : null;
    // "N or more" and a part the catalog did not read are never met.
    f = o && !o.orMore && !o.unparsed && o.filter && typeof o.filter === 'object' ? genericFilter(o.filter as Raw) : null;
    parsed.set(generic, f);
  }
  return f;
}

const test = (state: DuelState, seat: Seat, uid: number, f: Filter): boolean => passes({ state, seat, self: uid, locals: {} }, uid, f);

/** Whether a card fits a generic material (R-FUS-2). */
export function fitsGeneric(state: DuelState, seat: Seat, uid: number, generic: string): boolean {
  const f = materialFilter(generic);
  return f !== null && test(state, seat, uid, f);
}

/** The rule's material tests from a step's `materials` (every material passes `each`; one passes `including`) and `placeFilters`. */
export function materialTests(s: FusionSummonStep): Pick<FusionRule, 'material' | 'including' | 'materialIn'> {
  const out: Pick<FusionRule, 'material' | 'including' | 'materialIn'> = {};
  const places = s.placeFilters;
  if (places) {
    const at = (f: Filter | undefined) => (f ? (state: DuelState, seat: Seat, uid: number) => test(state, seat, uid, f) : undefined);
    out.materialIn = { field: at(places.monsterZones), hand: at(places.hand), gy: at(places.gy) };
  }
  const each = s.materials?.each;
  const including = s.materials?.including;
  if (each) out.material = (state, seat, uid) => test(state, seat, uid, each);
  if (including) out.including = (state, seat, uid) => test(state, seat, uid, including);
  return out;
}
