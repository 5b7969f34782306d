// Whether the document language has a word today, asked of the validator itself
// (engine/effects/doc/validate.ts): the word is put into the smallest document that uses it, the
// other fields it needs are filled in from the validator's own messages, and the word exists when
// the validator accepts the document (or, for a field, knows the field). So the list of existing
// words follows the code: a word added to the validator is found without editing this file.
import { cardDocProblem } from '../../engine/docSchema';
import { wn } from './docWords';

type Obj = Record<string, unknown>;
type Path = (string | number)[];


/** A value to try for a field the validator says is missing (any wrong guess is corrected below). */
const MISSING: Record<string, unknown> = {
  cards: 'self', from: { place: 'gy', side: 'you' }, as: 'x', count: 1, amount: 100, value: 100, of: 'self',
  raceOf: 'self', attributeOf: 'self', times: 1, owner: 'you', by: 'opponent', to: 'self', position: 'attack',
  condition: [], filter: {}, stat: 'level', levels: 'self', min: 1, what: 'attack',
};

function parsePath(p: string): Path {
  const out: Path = [];
  for (const m of p.replace(/^card/, '').matchAll(/\.(\w+)|\[(\d+)\]/g)) out.push(m[2] !== undefined ? Number(m[2]) : (m[1] as string));
  return out;
}

function setAt(root: Obj, path: Path, v: unknown): void {
  let o: unknown = root;
  for (let i = 0; i < path.length - 1; i++) o = (o as Obj)[path[i] as string];
  (o as Obj)[path[path.length - 1] as string] = v;
}

/** The value a message asks for, or undefined when the message is not about a value's shape. */
function repair(msg: string): { at: string; v: unknown } | undefined {
  let m = /^(\S+) is missing$/.exec(msg);
  if (m) {
    const at = m[1] as string;
    const field = at.slice(at.lastIndexOf('.') + 1);
    return { at, v: field in MISSING ? MISSING[field] : 'x' };
  }
  m = /^(\S+) needs exactly one of (\w+) and/.exec(msg);
  if (m) return { at: `${m[1] as string}.${m[2] as string}`, v: {} };
  m = /^(\S+) must be one of ([A-Za-z]+)[,\s]/.exec(msg);
  if (m && m[2] !== 'the') return { at: m[1] as string, v: m[2] };
  m = /^(\S+) must be a whole number from (-?\d+)/.exec(msg);
  if (m) return { at: m[1] as string, v: Math.max(1, Number(m[2])) };
  const shapes: [RegExp, unknown][] = [
    [/ must be true or false$/, true], [/ must be true$/, true], [/ must be a list/, []], [/ must be an object$/, {}],
    [/ must be a short name/, 'x'], [/ must be a Type name$/, 'Dragon'], [/ must be "self"/, 'self'],
    [/ must be a number or \{/, 1], [/ must be a card name$/, 'x'],
  ];
  for (const [re, v] of shapes) {
    const s = re.exec(msg);
    if (s) return { at: msg.slice(0, s.index), v };
  }
  return undefined;
}

/**
 * Fills in what the validator asks for until it accepts the document. `locked` is the path of
 * the probed word: a complaint about it (an unknown field, a word it does not know) means the
 * word does not exist; `field` says the word is a field's presence, so any other complaint about
 * the field's value still proves the validator knows the field.
 */
export function accepts(doc: Obj, locked: string, field = false): boolean {
  for (let tries = 0; tries < 16; tries++) {
    const e = cardDocProblem(doc);
    if (e === null) return true;
    const key = locked.slice(locked.lastIndexOf('.') + 1).replace(/\[\d+\]$/, '');
    const parent = locked.slice(0, locked.lastIndexOf('.'));
    const unknown = / has an unknown field "(\w+)"/.exec(e);
    if (unknown && e.slice(0, unknown.index) === parent && unknown[1] === key) return false;
    if (e.startsWith(`${locked} `) || e.startsWith(`${locked}.`) || e.startsWith(`${locked}[`)) return field && !/ has an unknown field /.test(e);
    if (e.startsWith(wn(parent, '.do')) && / must be one of the \d+ step words/.test(e)) return false;
    const r = repair(e);
    if (!r) return false;
    setAt(doc, parsePath(r.at), r.v);
  }
  return false;
}

const STEP = 'card.effects[0].steps[1]';
/**
 * Fields a step needs before another field may be tried (the validator picks the shape of a
 * `forbid` by its `what`; `.` is the bare step word, and `orderBy` only goes with a move to the top or bottom of a Deck).
 */
const SEED: Record<string, Record<string, Obj>> = {
  forbid: {
    player: { what: 'tributeSummon', filter: {} }, duration: { what: 'tributeSummon', filter: {} }, whileFaceUp: { what: 'tributeSummon', filter: {} },
    raceOf: { what: 'attack' }, cards: { what: 'attackExcept' }, '.': { what: 'attackers', count: 1 },
  },
  move: { orderBy: { to: 'deckTop' } },
  fusionSummon: { '': { from: ['monsterZones'] } },
};
/** Step fields that hold a list of words (`fusionSummon.from`). */
const LIST_FIELDS = new Set(['from', 'how', 'reasons', 'effectOf', 'cards']);

function stepProbe(doc: Obj, rest: string): [string, boolean] {
  const steps = ((doc.effects as Obj[])[0] as Obj).steps as Obj[];
  const m = /^(\w+)(?:\.(\w+)(?:=(\w+))?)?$/.exec(rest);
  if (!m) return ['', false];
  const [, d = '', f, v] = m;
  const seeds = SEED[d] ?? {};
  const s: Obj = { do: d, ...(seeds[''] ?? {}), ...(seeds[f ?? '.'] ?? {}) };
  steps.push(s);
  if (f === 'counted') {
    s.max = { times: 1, countOf: 'self' };
    return [`${STEP}.max`, true];
  }
  if (f !== undefined && v !== undefined) {
    s[f] = d === 'fusionSummon' && LIST_FIELDS.has(f) ? [v] : v;
    return [`${STEP}.${f}`, false];
  }
  if (f !== undefined) {
    s[f] = true;
    return [`${STEP}.${f}`, true];
  }
  return [`${STEP}.do`, false];
}

/** Whether the validator knows this word (see docWords.ts for the names); false for any other name. */
export function wordExists(word: string): boolean {
  const i = word.indexOf(':');
  const cat = word.slice(0, i);
  const rest = word.slice(i + 1);
  const effect: Obj = { id: 'e1', kind: 'ignition', steps: [{ do: 'choose', as: 'x', from: { place: 'gy', side: 'you' } }] };
  const doc: Obj = { id: 1, effects: [effect] };
  const steps = effect.steps as Obj[];
  const [form = '', val] = rest.split('=');
  const [head = '', sub] = form.split('.');
  let locked = '';
  let field = true;
  switch (cat) {
    case 'kind':
      Object.assign(effect, { kind: rest, steps: [] }, rest === 'trap' ? { trigger: { event: 'attack', by: 'opponent' } } : {});
      [locked, field] = ['card.effects[0].kind', false];
      break;
    case 'effect':
      if (rest === 'choiceOf') doc.effects = [{ ...effect, id: 'e2', choiceOf: 'e1' }, { ...effect, id: 'e3', choiceOf: 'e1' }];
      else effect[rest] = true;
      locked = `card.effects[0].${rest}`;
      break;
    case 'step':
      [locked, field] = stepProbe(doc, rest);
      break;
    case 'guard':
      if (rest === 'ifSaid' || rest === 'ifNotSaid') steps.push({ do: 'ask', as: 'y' });
      steps.push({ do: 'shuffleDeck', [rest]: rest === 'if' ? [{ turn: 'you' }] : 'y' });
      locked = wn('card.effects[0].steps[', steps.length - 1, '].', rest);
      break;
    case 'filter':
      steps.push({ do: 'choose', as: 'y', from: { place: 'gy', side: 'you', filter: { [rest]: true } } });
      locked = wn(STEP, '.from.filter.', rest);
      break;
    case 'ref':
      if (head === 'place') {
        steps.push({ do: 'choose', as: 'y', from: { place: val, side: 'you' } });
        [locked, field] = [`${STEP}.from.place`, false];
      } else if (['self', 'trigger', 'attackTarget', 'equipped', 'chosen'].includes(rest)) {
        steps.push({ do: 'destroy', cards: rest === 'chosen' ? { chosen: 'x' } : rest });
        [locked, field] = [`${STEP}.cards`, false];
      } else {
        steps.push({ do: 'choose', as: 'y', from: { place: 'deck', side: 'you', [rest]: true } });
        locked = wn(STEP, '.from.', rest);
      }
      break;
    case 'value':
      steps.push({ do: 'damage', player: 'opponent', amount: { times: 1, [rest]: true } });
      locked = wn(STEP, '.amount.', rest);
      break;
    case 'cond': {
      // cond:<form>[.<field>][=<value>], nested as the validator nests them; `self.summoned` is one form.
      const c: Obj = {};
      effect.condition = [c];
      const at = 'card.effects[0].condition[0].';
      const [f = '', g, h] = form.split('.');
      if (f === 'self' && g === 'summoned') {
        const summoned: Obj = { summoned: ['normal'] };
        c.self = summoned;
        if (h !== undefined) summoned[h] = val ?? true;
        [locked, field] = [wn(at, 'self.', h ?? 'summoned'), val === undefined];
      } else {
        c[f] = g === undefined && val !== undefined ? val : f === 'count' ? 'self' : true;
        if (g !== undefined) c[g] = val ?? true;
        [locked, field] = [wn(at, g ?? f), val === undefined];
      }
      break;
    }
    case 'trigger': {
      // A card sent to the GY is said by its owner; every other timing by who acts.
      const t: Obj =
        head === 'sentToGy' ? { event: head, owner: 'opponent' } : head === 'moved' ? { event: head, owner: 'opponent', from: ['gy'], to: 'hand' } : { event: head, by: 'opponent' };
      Object.assign(effect, { kind: 'trap', trigger: t });
      locked = 'card.effects[0].trigger.event';
      field = false;
      if (sub !== undefined) {
        t[sub] = val === undefined ? true : LIST_FIELDS.has(sub) ? [val] : val;
        [locked, field] = [`card.effects[0].trigger.${sub}`, val === undefined];
      }
      break;
    }
    case 'continuous':
      if (['lockTraps', 'maximumOnly', 'noSpecialSummonFromGy', 'noTributeSummon'].includes(rest)) {
        doc.continuous = { [rest]: true };
        locked = `card.continuous.${rest}`;
      } else if (form === 'to') {
        doc.continuous = { modifiers: [{ kind: 'piercing', to: { side: val } }] };
        [locked, field] = ['card.continuous.modifiers[0].to.side', false];
      } else {
        const m: Obj = { kind: head, to: 'self' };
        if (sub !== undefined) m[sub] = true;
        doc.continuous = { modifiers: [m] };
        [locked, field] = [`card.continuous.modifiers[0].${sub ?? 'kind'}`, sub !== undefined];
      }
      break;
    case 'summon':
      doc.summon = { [rest]: true };
      locked = `card.summon.${rest}`;
      break;
    default:
      return false;
  }
  return locked !== '' && accepts(doc, locked, field);
}
