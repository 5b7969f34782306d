// The vocabulary WORDS a card document uses, read by walking its JSON. A word names one thing the
// document language can say: `step:destroy`, `step:move.to=deckBottom`, `filter:race`,
// `cond:game=freeMonsterZone`, `trigger:summon.how=fusion`, `continuous:lockTraps`... The needs
// map (atomWords.json) predicts the same names from a machine reading of the card's text, so
// this walker is also the yardstick of that prediction (docs/cards.md, "Needs map").
type Obj = Record<string, unknown>;

/** A word name from its parts (`step:`, a step, `.`, a field, `=`, a value). */
export const wn = (...parts: (string | number)[]): string => parts.join('');

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : '?');

/** Fields of a step whose value is a word: the word is `step:<do>.<field>=<value>`. */
const VALUE_FIELDS: Record<string, readonly string[]> = {
  move: ['to', 'orderBy'],
  moveAtEndPhase: ['to'],
  modify: ['kind', 'duration'],
  change: ['stat', 'duration'],
  changeName: ['duration'],
  forbid: ['what', 'player', 'duration'],
  position: ['to'],
  specialSummon: ['position'],
  draw: ['player'],
  excavate: ['player'],
  gainLp: ['player'],
  damage: ['player'],
  fusionSummon: ['from', 'materialsTo'],
};
/** Defaults that need no word of their own (a `thisTurn` modify is the plain modify). */
const DEFAULTS = new Set(['duration=thisTurn', 'player=you']);
/** Fields of a step whose presence is a word: `step:<do>.<field>`. */
const FLAG_FIELDS: Record<string, readonly string[]> = {
  choose: ['same', 'levels', 'upTo', 'optional'],
  move: ['shuffle'],
  moveAtEndPhase: ['shuffle'],
  forbid: ['raceOf', 'cards', 'whileFaceUp'],
  fusionSummon: ['faceUp', 'materials'],
  destroy: ['mustExist'],
};
/** Step fields holding card references, filters or values (walked for their own words). */
const REF_FIELDS = ['cards', 'from', 'of', 'raceOf', 'attributeOf'];

export class WordWalker {
  readonly words = new Set<string>();

  add(w: string): void {
    this.words.add(w);
  }

  filter(f: unknown): void {
    if (!isObj(f)) return;
    for (const [k, v] of Object.entries(f)) {
      this.add(`filter:${k}`);
      if (k === 'anyOf') for (const g of list(v)) this.filter(g);
      else if (k === 'not') this.filter(v);
      else if ((k === 'sameAs' || k === 'differsFrom') && isObj(v)) this.ref(v.of);
      else if (k === 'listsMaterialFrom' || k === 'attributeOf' || k === 'raceOf') this.ref(v);
    }
  }

  ref(r: unknown): void {
    if (typeof r === 'string') {
      this.add(`ref:${r}`);
      return;
    }
    if (!isObj(r)) return;
    if ('chosen' in r) this.add('ref:chosen');
    for (const p of list(r.place)) this.add(`ref:place=${str(p)}`);
    for (const k of ['top', 'lowest', 'highest']) if (k in r) this.add(`ref:${k}`);
    this.filter(r.filter);
  }

  value(v: unknown): void {
    if (!isObj(v)) return;
    for (const form of ['countOf', 'levelOf', 'originalLevelOf', 'originalAtkOf', 'originalDefOf', 'atkOf', 'lpDifference', 'tributesOriginalAtk', 'highest', 'distinct', 'dieResult', 'countDifference', 'atkDifference']) {
      if (form in v) this.add(`value:${form}`);
    }
    this.ref(v.countOf ?? v.levelOf ?? v.originalLevelOf ?? v.originalAtkOf ?? v.originalDefOf ?? v.atkOf ?? v.of);
    for (const r of list(v.countDifference)) this.ref(r);
    for (const r of list(v.atkDifference)) this.ref(r);
  }

  condition(c: unknown): void {
    if (!isObj(c)) return;
    if ('turn' in c) this.add('cond:turn');
    else if ('anyOf' in c) {
      this.add('cond:anyOf');
      for (const x of list(c.anyOf)) this.condition(x);
    } else if ('lp' in c) this.add('cond:lp');
    else if ('lpAtLeast' in c) this.add('cond:lpAtLeast');
    else if ('lpAtMost' in c) this.add('cond:lpAtMost');
    else if ('game' in c) this.add(`cond:game=${str(c.game)}`);
    else if ('phase' in c) this.add(`cond:phase=${str(c.phase)}`);
    else if ('self' in c) {
      if (!isObj(c.self)) this.add(`cond:self=${str(c.self)}`);
      else {
        this.add('cond:self.summoned');
        for (const k of ['tributed', 'from']) if (k in c.self) this.add(`cond:self.summoned.${k}`);
      }
    } else if ('sameCount' in c) {
      this.add('cond:sameCount');
      for (const r of list(c.sameCount)) this.ref(r);
    } else if ('moreCount' in c) {
      this.add('cond:moreCount');
      for (const r of list(c.moreCount)) this.ref(r);
    } else if ('distinct' in c) {
      this.add('cond:distinct');
      this.ref(c.of);
    } else if ('levels' in c) {
      this.add('cond:levels');
      this.ref(c.levels);
    } else if ('count' in c) {
      this.add('cond:count');
      if ('same' in c) this.add('cond:count.same');
      this.ref(c.count);
      this.filter(c.filter);
    }
  }

  step(s: unknown): void {
    if (!isObj(s)) return;
    const d = str(s.do);
    this.add(`step:${d}`);
    if ('if' in s) this.add('guard:if');
    if ('ifSaid' in s) this.add('guard:ifSaid');
    if ('ifNotSaid' in s) this.add('guard:ifNotSaid');
    for (const c of list(s.if)) this.condition(c);
    for (const f of VALUE_FIELDS[d] ?? []) {
      for (const v of list(s[f])) if (!DEFAULTS.has(wn(f, '=', str(v)))) this.add(wn('step:', d, '.', f, '=', str(v)));
    }
    for (const f of FLAG_FIELDS[d] ?? []) if (f in s) this.add(wn('step:', d, '.', f));
    if (d === 'choose' && (isObj(s.min) || isObj(s.max))) this.add('step:choose.counted');
    // A Type (Attribute) named by the card ("becomes Insect Type"), not read off another card.
    if (d === 'change' && s.to !== undefined) this.add(wn('step:change.', str(s.stat)));
    for (const f of REF_FIELDS) if (f in s) this.ref(s[f]);
    if (d === 'fusionSummon') this.filter(s.monster);
    else this.filter(s.filter);
    for (const f of ['value', 'amount', 'count', 'min', 'max', 'upTo']) this.value(s[f]);
  }

  trigger(t: unknown): void {
    if (!isObj(t)) return;
    const e = str(t.event);
    this.add(`trigger:${e}`);
    if (e === 'anyOf') for (const x of list(t.of)) this.trigger(x);
    for (const h of list(t.how)) this.add(wn('trigger:', e, '.how=', str(h)));
    if (t.target !== undefined) this.add(wn('trigger:', e, '.target=', str(t.target)));
    for (const r of list(t.reasons)) this.add(wn('trigger:', e, '.reasons=', str(r)));
    for (const k of ['effectOf', 'position', 'faceUp', 'min', 'from', 'normal', 'phase', 'turn', 'spellTrap']) if (k in t) this.add(wn('trigger:', e, '.', k));
    for (const k of ['monster', 'targetFilter', 'attacker', 'card']) this.filter(t[k]);
  }

  effect(ef: unknown): void {
    if (!isObj(ef)) return;
    this.add(`kind:${str(ef.kind)}`);
    for (const k of ['choiceOf', 'maximumOnly']) if (k in ef) this.add(`effect:${k}`);
    this.trigger(ef.trigger);
    for (const c of list(ef.condition)) this.condition(c);
    for (const s of [...list(ef.cost), ...list(ef.steps)]) this.step(s);
  }

  continuous(c: unknown): void {
    if (!isObj(c)) return;
    if (c.maximumOnly === true) this.add('continuous:maximumOnly');
    if ('lockTraps' in c) {
      this.add('continuous:lockTraps');
      if (isObj(c.lockTraps) && c.lockTraps.player === 'opponent') this.add('continuous:lockTraps.side=opponent');
    }
    if ('nameAs' in c) this.add('continuous:nameAs');
    if ('noSpecialSummonFromGy' in c) {
      this.add('continuous:noSpecialSummonFromGy');
      this.filter(c.noSpecialSummonFromGy);
    }
    if ('noSpecialSummon' in c && isObj(c.noSpecialSummon)) {
      this.add('continuous:noSpecialSummon');
      this.filter(c.noSpecialSummon.filter);
    }
    if ('noTributeSummon' in c) {
      this.add('continuous:noTributeSummon');
      this.filter(c.noTributeSummon);
    }
    for (const m of list(c.modifiers)) {
      if (!isObj(m)) continue;
      this.add(`continuous:${str(m.kind)}`);
      if (isObj(m.to) && m.to.side === 'turnPlayer') this.add('continuous:to=turnPlayer');
      if (isObj(m.to)) this.filter(m.to.filter);
      for (const k of ['by', 'cards']) if (k in m) this.add(wn('continuous:', str(m.kind), '.', k));
      this.value(m.value);
      for (const x of list(m.if)) this.condition(x);
    }
  }

  doc(d: unknown): this {
    if (!isObj(d)) return this;
    for (const ef of list(d.effects)) this.effect(ef);
    for (const k of ['nameAs', 'legendAs']) if (k in d) this.add(`rule:${k}`);
    this.continuous(d.continuous);
    if (isObj(d.summon)) {
      for (const [k, v] of Object.entries(d.summon)) {
        this.add(`summon:${k}`);
        for (const c of list(isObj(v) ? v.condition : v)) this.condition(c);
      }
    }
    return this;
  }
}

/** The words one card document uses. */
export const docWords = (doc: unknown): Set<string> => new WordWalker().doc(doc).words;

/** Card facts the engine reads as rules of their own (Fusion materials, MAXIMUM sets). */
export interface FactsLike {
  fusionMaterials?: readonly (number | string)[];
  mustBeFusionSummoned?: boolean;
  maximum?: unknown;
}

/**
 * The words a card's facts use: a Fusion monster's materials, a MAXIMUM piece. (A Ritual
 * monster needs nothing of its own: the card that Ritual Summons it needs `step:ritualSummon`.)
 */
export function factWords(c: FactsLike): Set<string> {
  const w = new Set<string>();
  for (const m of c.fusionMaterials ?? []) w.add(typeof m === 'number' ? 'fusion:materials' : 'fusion:genericMaterials');
  if (c.mustBeFusionSummoned) w.add('fusion:mustBeFusionSummoned');
  if (c.maximum !== undefined) w.add('maximum:summon');
  return w;
}
