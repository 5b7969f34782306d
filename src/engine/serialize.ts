// Saving and loading duel states, and a stable hash of a state. A loaded state is checked
// field by field and then against the invariants; a bad one is refused with the reason.
import { canonicalJson, hashText } from './hash';
import { filterProblem } from './effects/doc/schema/problem';
import { LINGER_KINDS } from './effects/lingering';
import { stateProblems } from './invariants';
import { duelCardData, type Ruleset } from './ruleset';
import { isEngineText, OPT_ATTACK, OPT_DEFENSE, OPT_NO, OPT_YES, tx, type EngineText } from './text';
import { SUMMON_HOWS, type DuelState } from './types';
import { vanillaProblem } from './vanilla';
import { clip, hasOwn } from './echo';
import { MAX_DUEL_CARDS, tooManyCards } from './limits';
import { ENGINE_VERSION, STATE_SCHEMA } from './version';

export { canonicalJson };

export const STATE_FORMAT = 'rush-duel-state';

export function serialize(state: DuelState): string {
  return JSON.stringify({ format: STATE_FORMAT, schema: STATE_SCHEMA, engine: ENGINE_VERSION, state });
}

type Check = (v: unknown, path: string) => string | null;

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const int = (lo: number, hi: number): Check => (v, p) =>
  isInt(v) && v >= lo && v <= hi ? null : `${p} must be a whole number from ${lo} to ${hi}`;
const lit = (...vals: unknown[]): Check => (v, p) =>
  vals.includes(v) ? null : `${p} must be one of ${vals.map((x) => JSON.stringify(x)).join(', ')}`;
const bool: Check = (v, p) => (typeof v === 'boolean' ? null : `${p} must be true or false`);
// Lists are capped before their entries are read: a saved duel is never longer than this.
const MAX_LIST = 10_000;
const list = (item: Check, len?: number, max = MAX_LIST): Check => (v, p) => {
  if (!Array.isArray(v)) return `${p} must be a list`;
  if (len !== undefined && v.length !== len) return `${p} must have ${len} entries`;
  if (v.length > max) return max === MAX_DUEL_CARDS ? tooManyCards(p, max) : `${p} has too many entries (at most ${max})`;
  for (let i = 0; i < v.length; i++) {
    const e = item(v[i], `${p}[${i}]`);
    if (e) return e;
  }
  return null;
};
const nullable = (c: Check): Check => (v, p) => (v === null ? null : c(v, p));
const opt = (c: Check): Check => (v, p) => (v === undefined ? null : c(v, p));
const shape = (fields: Record<string, Check>): Check => (v, p) => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return `${p} must be an object`;
  const o = v as Record<string, unknown>;
  for (const k of Object.keys(o)) if (!hasOwn(fields, k)) return `${p} has an unknown field "${clip(k)}"`;
  for (const [k, c] of Object.entries(fields)) {
    const e = c(o[k], `${p}.${k}`);
    if (e) return e;
  }
  return null;
};
const uid = int(0, 1_000_000);
const uidOrDirect: Check = (v, p) => (v === 'direct' ? null : uid(v, p));
const seat = lit(0, 1);
const str: Check = (v, p) => (typeof v === 'string' ? null : `${p} must be text`);
const text: Check = (v, p) => (isEngineText(v) ? null : `${p} must be a text code`);

const monster = shape({
  uid, position: lit('attack', 'defense'), faceDown: bool, summonedThisTurn: bool, positionChangedThisTurn: bool,
  attacks: int(0, 99), effectsUsedThisTurn: list(str), maximum: nullable(shape({ left: uid, right: uid })),
  // Optional: states saved before the record existed load as "not known".
  summoned: opt(nullable(shape({
    how: lit(...SUMMON_HOWS), turn: int(0, 1_000_000), from: lit('hand', 'deck', 'gy', 'extra'), tributes: list(uid, undefined, 12),
    tributeLevels: opt(list(int(0, 13), undefined, 12)),
    tributeWorth: opt(list(int(1, 3), undefined, 12)),
    tributeAtk: opt(list(int(0, 1_000_000), undefined, 12)),
    rule: opt(int(0, 1)),
  }))),
});
const spellTrap = shape({ uid, faceDown: bool, setThisTurn: bool, equippedTo: nullable(uid) });
const player = shape({
  lp: int(0, 1_000_000_000), hand: list(uid, undefined, MAX_DUEL_CARDS), deck: list(uid, undefined, MAX_DUEL_CARDS),
  gy: list(uid, undefined, MAX_DUEL_CARDS), extra: list(uid, undefined, MAX_DUEL_CARDS),
  monsters: list(nullable(monster), 3), spellTraps: list(nullable(spellTrap), 3), field: nullable(spellTrap),
});
const inlineCard: Check = (v, p) => {
  const base = shape({
    id: int(-1_000_000, -1), name: str, kind: lit('monster'), monsterKind: lit('normal'), attribute: str, race: str,
    level: int(1, 12), atk: int(0, 1_000_000), def: int(0, 1_000_000), legend: lit(false),
  })(v, p);
  return base ?? (vanillaProblem(v) ? `${p}: ${String(vanillaProblem(v))}` : null);
};
const pending: Check = (v, p) => {
  const kind = (v as { kind?: unknown } | null)?.kind;
  const byKind: Record<string, Check> = {
    main: shape({ kind: str, player: seat }),
    battle: shape({ kind: str, player: seat }),
    tribute: shape({ kind: str, player: seat, card: uid, position: lit('attack', 'set'), needed: int(1, 3), chosen: list(uid), rule: opt(int(0, 1)) }),
    attackReplay: shape({ kind: str, player: seat, attacker: uid }),
    choose: shape({ kind: str, player: seat, title: text, from: list(uid), min: int(0, 99), max: int(0, 99), chosen: list(uid) }),
    option: shape({ kind: str, player: seat, title: text, options: list(text) }),
    respond: shape({ kind: str, player: seat, traps: list(uid) }),
  };
  const c = typeof kind === 'string' && hasOwn(byKind, kind) ? byKind[kind] : undefined;
  return c ? c(v, p) : `${p}.kind is not a known decision`;
};
const event: Check = (v, p) =>
  typeof v === 'object' && v !== null && typeof (v as { type?: unknown }).type === 'string' ? null : `${p} must be an event`;
const localValue: Check = (v, p) =>
  typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean' ? null : list(int(-1_000_000_000, 1_000_000_000))(v, p);
const locals: Check = (v, p) => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return `${p} must be an object`;
  for (const [k, x] of Object.entries(v)) {
    const e = localValue(x, `${p}.${k}`);
    if (e) return e;
  }
  return null;
};
const lingering = shape({
  source: uid, target: nullable(uid), seat, kind: lit(...LINGER_KINDS), value: int(-1_000_000_000, 1_000_000_000), untilTurn: int(0, 1_000_000),
  filter: opt((v, p) => filterProblem(v, p)),
  to: opt(lit('hand', 'gy', 'deckTop', 'deckBottom')),
  untilPhase: opt(lit('main')),
});
const frame = shape({
  source: uid, scriptCard: uid, seat, effect: str, kind: lit('monster', 'spell', 'trap'), stage: lit('cost', 'effect'),
  step: int(0, 999), locals, log: list(event),
});
const stateShape = shape({
  schema: lit(STATE_SCHEMA), cardData: opt(str), turn: int(1, 1_000_000), turnPlayer: seat, phase: lit('draw', 'main', 'battle', 'end'),
  players: list(player, 2),
  cards: list(shape({ uid, id: int(-1_000_000, 999_999_999), owner: seat, ref: opt(str) }), undefined, MAX_DUEL_CARDS),
  inline: list(inlineCard, undefined, MAX_DUEL_CARDS), rng: list(int(0, 0xffffffff), 4),
  attack: nullable(shape({ attacker: uid, target: uidOrDirect, opponentMonsters: list(uid), calculated: bool })),
  lingering: list(lingering), frame: nullable(frame), window: nullable(shape({ events: list(event), asked: list(seat) })),
  pending: nullable(pending), winner: lit(0, 1, 'draw', null), winReason: lit('lp', 'deckout', 'concede', null),
});

export type LoadResult = { ok: true; state: DuelState } | { ok: false; error: string };

// Duels saved before prompts were text codes hold English words: options that meant
// something become their codes again (the AI reads them), anything else is kept as it was.
const LEGACY_OPTIONS: Record<string, EngineText> = {
  No: OPT_NO, Yes: OPT_YES, 'Attack Position': OPT_ATTACK, 'Defense Position': OPT_DEFENSE, Attack: OPT_ATTACK, Defense: OPT_DEFENSE,
};
const legacyText = (v: unknown, options = false): unknown =>
  typeof v !== 'string' ? v : ((options && hasOwn(LEGACY_OPTIONS, v) ? LEGACY_OPTIONS[v] : undefined) ?? tx('legacy.text', { text: v }));

function migrateTexts(v: unknown): unknown {
  const s = v as { pending?: Record<string, unknown> | null } | null;
  const p = s?.pending;
  if (!p || typeof p !== 'object' || typeof p.title !== 'string') return v;
  const pending: Record<string, unknown> = { ...p, title: legacyText(p.title) };
  if (Array.isArray(p.options)) pending.options = p.options.map((o) => legacyText(o, true));
  return { ...s, pending };
}

/**
 * Checks that v is a usable duel state with these cards; returns it typed, or what is wrong. A
 * state saved before states named their card data is taken to use the given cards.
 */
export function validateState(raw: unknown, ruleset: Ruleset): LoadResult {
  const v = migrateTexts(raw);
  const e = stateShape(v, 'state');
  if (e) return { ok: false, error: e };
  let s = v as DuelState;
  for (const [i, c] of s.cards.entries()) {
    if (c.uid !== i) return { ok: false, error: `state.cards[${i}] has uid ${c.uid}` };
    if (c.id < 0 && !s.inline[-c.id - 1]) return { ok: false, error: `state.cards[${i}] names a missing inline card` };
    if (c.id > 0 && !ruleset.cards.has(c.id)) return { ok: false, error: `state.cards[${i}] is card ${c.id}, which this game does not have` };
  }
  const cardData = duelCardData(ruleset, s.cards);
  if ((s.cardData as string | undefined) === undefined) s = { ...s, cardData };
  else if (s.cardData !== cardData) {
    return { ok: false, error: `the duel was played with other card data (${s.cardData}) than this game has (${cardData})` };
  }
  let problems: string[];
  try {
    problems = stateProblems(s);
  } catch (err) {
    problems = [(err as Error).message];
  }
  if (problems.length > 0) return { ok: false, error: `the saved duel is inconsistent: ${problems.slice(0, 3).join('; ')}` };
  return { ok: true, state: s };
}

/** A save made before `moveAtEndPhase` took its destination as data says `shuffleAtEndPhase`: a shuffle into the Deck. */
function upgradeLingering(state: unknown): void {
  const st = state as { lingering?: unknown } | null;
  if (typeof st !== 'object' || st === null || !Array.isArray(st.lingering)) return;
  st.lingering = st.lingering.map((l: unknown) =>
    typeof l === 'object' && l !== null && (l as { kind?: unknown }).kind === 'shuffleAtEndPhase' ? { ...l, kind: 'moveAtEndPhase', to: 'deckBottom', value: 1 } : l,
  );
}

export function deserialize(text: string, ruleset: Ruleset): LoadResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, error: 'This is not a saved duel: it is not valid JSON.' };
  }
  const env = parsed as Record<string, unknown> | null;
  if (typeof env !== 'object' || env === null || env.format !== STATE_FORMAT) {
    return { ok: false, error: 'This is not a saved Rush Duel state.' };
  }
  if (env.schema !== STATE_SCHEMA) {
    // Named only when it is a plain value: String() of a list nested thousands deep overflows the stack.
    const was = typeof env.schema === 'number' || typeof env.schema === 'string' ? String(env.schema).slice(0, 40) : typeof env.schema;
    return { ok: false, error: `This duel was saved with state schema ${was}; this version reads schema ${STATE_SCHEMA}.` };
  }
  upgradeLingering(env.state);
  const r = validateState(env.state, ruleset);
  return r.ok ? r : { ok: false, error: `This saved duel cannot be loaded: ${r.error}.` };
}

/** A stable hash of a state (see hash.ts). */
export function stateHash(state: DuelState): string {
  return hashText(canonicalJson(state));
}
