// Which words of the vocabulary a card document uses (`kind:word`, as allWords() names them):
// for `npm run cards:vocab`, which lists the words used by one shipped document or by none.
import { CONDITION_WORDS, VALUE_WORDS } from '../schema/refs';
import type { WordKind } from './row';

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const listOf = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);

/** The words one document uses. */
export function wordsUsed(doc: unknown): Set<string> {
  const used = new Set<string>();
  const add = (kind: WordKind, word: string) => used.add(`${kind}:${word}`);

  const filter = (f: unknown): void => {
    if (!isObj(f)) return;
    for (const [k, x] of Object.entries(f)) {
      add('filter', k);
      if (k === 'anyOf') listOf(x).forEach(filter);
      if (k === 'not') filter(x);
      if (k === 'listsMaterialFrom' || k === 'attributeOf' || k === 'raceOf' || k === 'levelSumOf') ref(x);
      if ((k === 'sameAs' || k === 'differsFrom' || k === 'compareTo') && isObj(x)) ref(x.of);
    }
  };
  const ref = (r: unknown): void => {
    if (typeof r === 'string') add('ref', r);
    else if (isObj(r)) {
      add('ref', 'chosen' in r ? 'chosen' : 'cardSet');
      filter(r.filter);
    }
  };
  const value = (x: unknown): void => {
    if (typeof x === 'number') return void add('value', 'number');
    if (!isObj(x)) return;
    const form = VALUE_WORDS.find((w) => w in x) ?? 'distinct';
    add('value', form);
    for (const k of ['countOf', 'originalAtkOf', 'originalDefOf', 'atkOf', 'levelOf', 'originalLevelOf', 'of']) if (k in x) ref(x[k]);
    listOf(x.countDifference).forEach(ref);
    listOf(x.atkDifference).forEach(ref);
  };
  const condition = (c: unknown): void => {
    if (!isObj(c)) return;
    add('condition', CONDITION_WORDS.find((w) => w in c) ?? 'count');
    for (const k of ['count', 'levels', 'of']) if (k in c) (Array.isArray(c[k]) ? c[k] : [c[k]]).forEach(ref);
    listOf(c.sameCount).forEach(ref);
    listOf(c.moreCount).forEach(ref);
    filter(c.filter);
  };
  const step = (s: unknown): void => {
    if (!isObj(s)) return;
    add('step', String(s.do));
    listOf(s.if).forEach(condition);
    for (const k of ['cards', 'from', 'of', 'raceOf', 'attributeOf']) if (k in s && !Array.isArray(s[k])) ref(s[k]);
    for (const k of ['amount', 'value', 'count', 'min', 'max', 'upTo']) if (isObj(s[k]) || (k === 'amount' || k === 'value' ? typeof s[k] === 'number' : false)) value(s[k]);
    if (s.do === 'modify') add('modifier', String(s.kind));
    filter(s.filter);
    filter(s.monster);
  };
  const effect = (e: unknown): void => {
    if (!isObj(e)) return;
    add('effect', String(e.kind));
    if ('choiceOf' in e) add('effect', 'choiceOf');
    if ('maximumOnly' in e) add('effect', 'maximumOnly');
    if ('bothModes' in e) add('effect', 'bothModes');
    if ('byAttacker' in e) add('effect', 'byAttacker');
    if (isObj(e.trigger)) {
      add('trigger', String(e.trigger.event));
      for (const k of ['monster', 'targetFilter', 'attacker', 'card']) filter(e.trigger[k]);
    }
    listOf(e.condition).forEach(condition);
    listOf(e.cost).forEach(step);
    listOf(e.steps).forEach(step);
  };

  if (!isObj(doc)) return used;
  listOf(doc.effects).forEach(effect);
  for (const k of ['nameAs', 'legendAs']) if (k in doc) add('rule', k);
  if (isObj(doc.continuous)) {
    for (const k of Object.keys(doc.continuous)) if (k !== 'modifiers') add('continuous', k);
    for (const m of listOf(doc.continuous.modifiers)) {
      if (!isObj(m)) continue;
      add('continuousModifier', String(m.kind));
      if (isObj(m.to)) filter(m.to.filter);
      if ('value' in m) value(m.value);
      listOf(m.if).forEach(condition);
    }
    filter(doc.continuous.noSpecialSummonFromGy);
    filter(doc.continuous.noTributeSummon);
    if (isObj(doc.continuous.noSpecialSummon)) filter(doc.continuous.noSpecialSummon.filter);
    if (isObj(doc.continuous.fewerTributes)) filter(doc.continuous.fewerTributes.filter);
    for (const l of listOf(doc.continuous.noSet)) if (isObj(l)) listOf(l.if).forEach(condition);
    if (isObj(doc.continuous.guardsSpellTraps)) listOf(doc.continuous.guardsSpellTraps.if).forEach(condition);
    if (isObj(doc.continuous.noAttackOn)) {
      if (isObj(doc.continuous.noAttackOn.to)) filter(doc.continuous.noAttackOn.to.filter);
      listOf(doc.continuous.noAttackOn.if).forEach(condition);
    }
    if (isObj(doc.continuous.noMonsterEffects)) {
      filter(doc.continuous.noMonsterEffects.filter);
      listOf(doc.continuous.noMonsterEffects.if).forEach(condition);
    }
  }
  if (isObj(doc.summon)) {
    for (const [k, x] of Object.entries(doc.summon)) {
      add('summon', k);
      listOf(isObj(x) ? x.condition : x).forEach(condition);
    }
  }
  return used;
}

/** For each word, the ids of the documents that use it (every word listed, used or not). */
export function wordUsage(docs: readonly unknown[], words: readonly string[]): Map<string, number[]> {
  const usage = new Map<string, number[]>(words.map((w) => [w, []]));
  for (const doc of docs) {
    const id = isObj(doc) ? Number(doc.id) : 0;
    for (const w of wordsUsed(doc)) usage.get(w)?.push(id);
  }
  return usage;
}
