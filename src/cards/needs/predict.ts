// The words a card's effects would need, predicted from a machine reading of its text (an atom
// list per clause, drafts.jsonl) through the data of atomWords.json. Only the dev tool that builds
// needs.json reads drafts; this module turns one draft into word names (docWords.ts names them).
import MAP from './atomWords.json';
import { wn } from './docWords';

type Obj = Record<string, unknown>;
type Table = Record<string, string[]>;

/** One atom: its name and parameters (card names are ids; unread text is null with `unparsed`). */
export type Atom = Obj & { atom: string };
export interface Draft {
  id: number;
  clauses: { part: string; atoms: Atom[] | null; unparsed?: boolean; option?: number }[];
}
/** The catalog facts a prediction reads: which kind of card carries the effect. */
export interface CardKind {
  kind: string;
  spellKind?: string;
}
interface AtomRule {
  words: string[];
  params?: Record<string, Table>;
  choose?: boolean;
  chooseWords?: string[];
  byTarget?: Table;
  inner?: boolean;
  lpRule?: boolean;
  /** The context its filters are read in (`continuous`: a face-up monster, no place word). */
  zone?: string;
}

const ATOMS = MAP.atoms as Record<string, AtomRule>;
const FILTERS = MAP.filterKeys as Table;
const ZONES = MAP.zones as Table;
const REFS = MAP.refs as Table;
const VALUES = MAP.values as Table;
const PARTS = MAP.parts as Table;
const FLAGS = MAP.flags as Table;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
/** How a parameter's value is looked up in a table: `-` none, `empty` {}, `{}` any other object. */
const key = (v: unknown): string => (v === undefined || v === null ? '-' : isObj(v) ? (Object.keys(v).length === 0 ? 'empty' : '{}') : String(v));
const isChoice = (c: unknown): boolean => typeof c === 'number' || (isObj(c) && 'max' in c);

class Predictor {
  readonly words = new Set<string>();

  constructor(private readonly card: CardKind) {}

  private add(ws: readonly string[] | undefined): void {
    for (const w of ws ?? []) this.words.add(w);
  }

  private zoneOf(place: unknown): string {
    return isObj(place) ? key(place.zone) : key(place);
  }

  /** A place; on the field, cards that cannot be monsters are in the Spell & Trap Zones. */
  zone(z: string, filter?: unknown): void {
    const types = isObj(filter) && Array.isArray(filter.cardType) ? filter.cardType : undefined;
    this.add(z === 'field' && types && !types.includes('monster') ? ZONES['field@spells'] : ZONES[z]);
  }

  filter(f: unknown, zone: string): void {
    if (!isObj(f)) return;
    if (zone === 'field' && !('cardType' in f)) this.add(FILTERS['cardType=-@field']);
    for (const [k, v] of Object.entries(f)) {
      if (k === 'cardType') {
        const t = Array.isArray(v) ? v.join(',') : key(v);
        // "a Level 4 Warrior" is a monster already: the document needs no kind for it.
        const at = (FILTERS.impliesMonster ?? []).some((m) => m in f) ? 'implied' : zone;
        this.add(FILTERS[wn('cardType=', t, '@', zone)] ?? FILTERS[wn('cardType=', t, '@', at)] ?? FILTERS[wn('cardType=', t)] ?? FILTERS.cardType);
      } else if (k === 'stats') {
        for (const s of Array.isArray(v) ? v : []) if (isObj(s)) this.add(FILTERS[wn('stats:', key(s.stat), s.original === true ? ':original' : '')] ?? [wn('filter:', key(s.stat))]);
      } else if (k === 'extreme' && isObj(v)) {
        this.add(FILTERS[wn('extreme=', key(v.pick), ':', key(v.stat))] ?? FILTERS.unparsed);
      } else if (k === 'anyOf' || k === 'allOf') {
        this.add(FILTERS[k]);
        for (const g of Array.isArray(v) ? v : []) this.filter(g, zone);
      } else {
        this.add(FILTERS[wn(k, '=', key(v), '@', zone)] ?? FILTERS[wn(k, '@', zone)] ?? FILTERS[wn('*@', zone)] ?? FILTERS[wn(k, '=', key(v))] ?? FILTERS[k] ?? [wn('filter:', k)]);
        if (Array.isArray(v) && v.length > 1 && k !== 'name') this.add(FILTERS.multi);
      }
    }
  }

  ref(r: string, zone?: string): void {
    this.add(REFS[`${r}@${zone ?? '-'}`] ?? REFS[`${r}@${this.card.kind}`] ?? REFS[r] ?? REFS['*']);
  }

  /** A set of cards: `{ count, filter, place }`, or `{ ref }` for cards named earlier. */
  target(t: unknown, rule: AtomRule | undefined): boolean {
    if (!isObj(t)) return false;
    if (typeof t.ref === 'string') {
      this.ref(t.ref, rule?.zone);
      return false;
    }
    const zone = rule?.zone ?? this.zoneOf(t.place);
    if (rule?.zone === undefined) this.zone(zone, t.filter);
    this.filter(t.filter, zone);
    for (const g of Array.isArray(t.anyOf) ? t.anyOf : []) this.filter(g, zone);
    return isChoice(t.count) && rule?.choose !== false;
  }

  value(v: unknown): void {
    if (!isObj(v)) return;
    const of = v.of;
    const extreme = isObj(of) && isObj(of.filter) && 'extreme' in of.filter;
    const stat = v.kind === 'stat' ? wn('stat:', key(v.stat), v.original === true ? ':original' : '') : key(v.kind);
    this.add(extreme ? VALUES.extreme : VALUES[stat] ?? [`value:${stat}`]);
    const zone = this.zoneOf(v.place);
    if (v.place !== undefined) this.zone(zone, v.filter);
    this.filter(v.filter, zone);
    // "the Level of 1 monster in your GY": the value reads a card the player picks.
    if (isObj(of) && this.target(of, undefined)) this.add(FLAGS.choice);
    if (typeof v.ref === 'string') this.ref(v.ref);
  }

  atom(a: Atom, part = 'effect'): void {
    const rule = ATOMS[a.atom];
    if (!rule) {
      this.add(FLAGS.unknownAtom);
      return;
    }
    this.add(rule.words);
    if (a.unparsed === true) this.add(FLAGS.unparsed);
    // A condition inside the effect text guards the steps after it.
    if (a.atom.startsWith('cond:') && (part === 'effect' || part === 'multichoice')) this.add(FLAGS['cond@effect']);
    if (this.card.kind === 'monster' && a.atom.startsWith('trig:') && a.atom !== 'trig:destroysByBattle') this.add(FLAGS['trigger@monster']);
    for (const [p, table] of Object.entries(rule.params ?? {})) {
      const v = a[p];
      for (const k of Array.isArray(v) ? v.map(key) : [key(v)]) this.add(table[wn(k, '@', this.card.kind)] ?? table[k] ?? table['*']);
    }
    const zone = rule.zone ?? this.zoneOf(a.place ?? a.src ?? a.zone);
    if (rule.zone === undefined && (a.place !== undefined || a.src !== undefined || a.zone !== undefined)) this.zone(zone, a.filter);
    for (const f of ['filter', 'attacker', 'forFilter', 'matFilter']) this.filter(a[f], f === 'filter' ? zone : f === 'matFilter' ? 'any' : 'field');
    if (a.atom === 'fusionSummon') {
      this.filter(a.target, 'extra');
      this.filter(a.materials, 'materials');
    }
    let choice = rule.choose === true && isChoice(a.count);
    if (rule.choose === true && a.count === 'value') this.add(FLAGS['count=value']);
    if (a.atom !== 'fusionSummon') {
      for (const t of [a.target, ...(Array.isArray(a.targets) ? a.targets : [])]) choice = this.target(t, rule) || choice;
    }
    if (rule.byTarget) this.add(rule.byTarget[isObj(a.target) && typeof a.target.ref === 'string' ? 'ref' : 'set']);
    if (choice) this.add([...(FLAGS.choice ?? []), ...(rule.chooseWords ?? [])]);
    if (a.optional === true) this.add(FLAGS[a.link === 'then' ? 'optional@then' : choice ? 'optional@choice' : 'optional']);
    if (a.link !== undefined) this.add(FLAGS[`link=${key(a.link)}`]);
    if (rule.lpRule && a.op !== undefined) this.add(FLAGS[wn('lp:', key(a.player), ':', key(a.op))]);
    for (const v of [a.value, a.n]) this.value(v);
    if (rule.inner) for (const alt of Array.isArray(a.of) ? a.of : []) for (const x of Array.isArray(alt) ? alt : []) if (isObj(x)) this.atom(x as Atom, part);
  }

  draft(d: Draft): this {
    const kind = this.card.spellKind === 'equip' ? 'equip' : this.card.kind;
    for (const c of d.clauses) {
      this.add(PARTS[`${this.card.kind}:${c.part}`]);
      if (kind === 'equip') this.add(PARTS[`equip:${c.part}`]);
      if (c.atoms === null || c.unparsed === true) this.add(FLAGS.unparsed);
      for (const a of c.atoms ?? []) this.atom(a, c.part);
    }
    // A monster effect that applies when it wins a battle is that effect, not a Main Phase one.
    if (this.words.has('kind:battleWin') && !d.clauses.some((c) => c.part === 'cost' || c.part === 'condition')) this.words.delete('kind:ignition');
    // "while in MAXIMUM mode" on a card with only continuous effects limits those.
    const [effectOnly = '', continuousOnly = ''] = [...(FLAGS['maximumOnly@effect'] ?? []), ...(FLAGS['maximumOnly@continuous'] ?? [])];
    if (this.words.has(effectOnly) && !d.clauses.some((c) => ['effect', 'cost', 'multichoice'].includes(c.part))) {
      this.words.delete(effectOnly);
      this.words.add(continuousOnly);
    }
    return this;
  }
}

/** The words the card's draft says its effects need (`unparsed`: a person must read it). */
export const predictWords = (d: Draft, card: CardKind): Set<string> => new Predictor(card).draft(d).words;

/** Every word name the map can predict (the names listed in atomWords.json). */
export function mapWordNames(): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) {
      for (const x of v) {
        if (typeof x === 'string' && x.includes(':')) out.add(x);
        else walk(x);
      }
    }
    else if (isObj(v)) for (const x of Object.values(v)) walk(x);
  };
  walk([MAP.atoms, MAP.filterKeys, MAP.zones, MAP.refs, MAP.values, MAP.parts, MAP.flags, MAP.docOnly]);
  out.add('unparsed');
  return out;
}
