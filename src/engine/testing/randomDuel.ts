// Random duels for property tests and benchmarks. playRandomDuel: two players who choose
// uniformly at random among the legal actions, driven by the seeded RNG so a duel is
// reproducible from (seed, choiceSeed); `onStep` sees every transition. Also here: junk
// actions, the per-transition checks (transitionProblems, checkOffered...) and
// playCheckedDuel, which runs them all on one duel. No test framework: failures throw.
import { rulesetOf, type Ruleset } from '../ruleset';
import { testRuleset } from './ruleset';
import {
  applyAction, deserialize, ENGINE_VERSION, legalActions, newDuel, runReplay, serialize, stateHash, stateProblems, whyNot,
} from '../index';
import type { Action, DeckList, DuelEvent, DuelState, Replay, Seat } from '../index';
import { scriptOf } from '../effects/registry';
import { nextInt, seedRng, type RngState } from '../rng';
import { deepFreeze } from './deepFreeze';
import { textKey, type EngineText } from '../text';

/** A duel still undecided once state.turn exceeds this is stopped ("capped"). */
export const DEFAULT_MAX_TURNS = 200;

export interface DuelStep {
  /** 0-based position of `action` in the duel's action log. */
  index: number;
  before: DuelState;
  /** legalActions(before); `action` is one of them. */
  legal: readonly Action[];
  action: Action;
  after: DuelState;
  events: readonly DuelEvent[];
}

export interface RandomDuelOptions {
  /** The cards to play with (the test file's ruleset by default). */
  ruleset?: Ruleset;
  decks: readonly [DeckList, DeckList];
  /** Seed of the duel itself (shuffles, first player). */
  seed: number;
  /** Seed of the players' choices; derived from `seed` when absent. */
  choiceSeed?: number;
  firstPlayer?: Seat;
  maxTurns?: number;
  /** Deep-freeze every state (initial and each one applyAction returns). */
  freeze?: boolean;
  onStart?: (state: DuelState, events: readonly DuelEvent[]) => void;
  onStep?: (step: DuelStep) => void;
  /** Picks the index of the action to take; uniform among `legal` by default. */
  choose?: (legal: readonly Action[], state: DuelState, rng: RngState) => number;
}

export interface RandomDuelResult {
  initial: DuelState;
  final: DuelState;
  /** Everything needed to play this duel again with runReplay. */
  replay: Replay;
  /** True when the duel was stopped at the turn cap without a winner. */
  capped: boolean;
  maximumSummons: number;
  tributeSummons: number;
}

/** Thrown when the duel cannot go on: no legal action, or a listed action was refused. */
export class RandomDuelError extends Error {
  constructor(
    message: string,
    readonly seed: number,
    readonly index: number,
    readonly action: Action | null,
  ) {
    super(`${message} [duel seed ${seed}, action #${index}${action ? `: ${JSON.stringify(action)}` : ''}]`);
    this.name = 'RandomDuelError';
  }
}

export function defaultChoiceSeed(seed: number): number {
  return (Math.imul(seed ^ 0x2545f491, 0x9e3779b1) ^ 0x68e31da4) >>> 0;
}

export function playRandomDuel(opts: RandomDuelOptions): RandomDuelResult {
  const { decks, seed } = opts;
  const maxTurns = opts.maxTurns ?? DEFAULT_MAX_TURNS;
  const setup = newDuel({ ruleset: opts.ruleset ?? testRuleset(), decks, seed, ...(opts.firstPlayer !== undefined ? { firstPlayer: opts.firstPlayer } : {}) });
  if (!setup.ok) throw new RandomDuelError(`newDuel refused the decks: ${setup.error}`, seed, 0, null);
  const initial = opts.freeze ? deepFreeze(setup.state) : setup.state;
  opts.onStart?.(initial, setup.events);
  const rng = seedRng(opts.choiceSeed ?? defaultChoiceSeed(seed));
  const actions: Action[] = [];
  let state = initial;
  let maximumSummons = 0;
  let tributeSummons = 0;
  while (state.winner === null && state.turn <= maxTurns) {
    let legal: Action[];
    try {
      legal = legalActions(state);
    } catch (e) {
      throw new RandomDuelError(`legalActions threw ${String(e)}`, seed, actions.length, null);
    }
    if (legal.length === 0) throw new RandomDuelError('no legal action in an undecided duel', seed, actions.length, null);
    const pick = opts.choose ? opts.choose(legal, state, rng) : nextInt(rng, legal.length);
    const action = legal[pick];
    if (action === undefined) throw new RandomDuelError(`the chooser picked index ${pick} of ${legal.length}`, seed, actions.length, null);
    let res: ReturnType<typeof applyAction>;
    try {
      // With `freeze`, an engine that edits the previous state in place throws a TypeError here.
      res = applyAction(state, action);
    } catch (e) {
      throw new RandomDuelError(`applyAction threw ${String(e)}`, seed, actions.length, action);
    }
    if (!res.ok) throw new RandomDuelError(`applyAction refused a listed action: ${textKey(res.error)}`, seed, actions.length, action);
    const after = opts.freeze ? deepFreeze(res.state) : res.state;
    for (const e of res.events) {
      if (e.type === 'summon' && e.how === 'maximum') maximumSummons++;
      if (e.type === 'summon' && e.how === 'tribute') tributeSummons++;
    }
    opts.onStep?.({ index: actions.length, before: state, legal, action, after, events: res.events });
    actions.push(action);
    state = after;
  }
  const replay: Replay = {
    engine: ENGINE_VERSION,
    cardData: initial.cardData,
    seed,
    decks: [decks[0], decks[1]],
    ...(opts.firstPlayer !== undefined ? { firstPlayer: opts.firstPlayer } : {}),
    actions,
  };
  return { initial, final: state, replay, capped: state.winner === null, maximumSummons, tributeSummons };
}

/** Cards of the duel by where they are: total over every place, MAXIMUM pieces included. */
export function countCards(s: DuelState): number {
  let n = 0;
  for (const p of s.players) {
    n += p.hand.length + p.deck.length + p.gy.length + p.extra.length + (p.field ? 1 : 0);
    for (const m of p.monsters) if (m) n += m.maximum ? 3 : 1;
    for (const st of p.spellTraps) if (st) n++;
  }
  return n;
}

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
  ruleSummon: ['card', 'zone'],
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

// ---------------------------------------------------------------------------------------
// Checks that every transition of a duel must pass (property tests call these per step).

function seatProblems(s: DuelState, at: string, out: string[]): void {
  for (const seat of [0, 1] as const) {
    const p = s.players[seat];
    if (p.monsters.length !== 3 || p.spellTraps.length !== 3) out.push(`${at} player ${seat}: zone arrays must have 3 entries`);
    if (p.monsters.filter(Boolean).length > 3) out.push(`${at} player ${seat}: more than 3 monsters`);
    if (p.spellTraps.filter(Boolean).length > 3) out.push(`${at} player ${seat}: more than 3 spells/traps`);
    p.monsters.forEach((m, z) => {
      if (m?.maximum && (z !== 1 || p.monsters[0] !== null || p.monsters[2] !== null)) {
        out.push(`${at} player ${seat}: MAXIMUM monster in zone ${z} does not fill all three Monster Zones`);
      }
    });
    if (p.lp < 0) out.push(`${at} player ${seat}: LP ${p.lp} is negative`);
  }
}

/** What is wrong with one state on its own: stateProblems, the card count, zone limits, LP. */
export function stateOnlyProblems(s: DuelState, at = 'state'): string[] {
  const out = stateProblems(s).map((p) => `stateProblems: ${p}`);
  const n = countCards(s);
  if (n !== s.cards.length) out.push(`${at}: ${n} cards in places but the duel has ${s.cards.length}`);
  seatProblems(s, at, out);
  return out;
}

/**
 * What is wrong with one transition, as readable lines ([] when nothing): the state
 * invariants, the card count, zone limits, LP moving only through damage events, and the
 * end of the duel. Properties 1, 2, 3 and 9 of the property tests.
 */
export function transitionProblems(step: DuelStep): string[] {
  const { before, after, events, legal } = step;
  const out = stateOnlyProblems(after, 'after');
  if (after.cards !== before.cards) out.push('the card table was replaced');
  const nb = countCards(before);
  const na = countCards(after);
  if (na !== nb) out.push(`card count went from ${nb} to ${na}`);
  // A MAXIMUM monster fills all three zones: no Summon into a zone may be offered next to it.
  const pend = before.pending;
  if (pend?.kind === 'main' && before.players[pend.player].monsters[1]?.maximum) {
    const bad = legal.find((a) => (a.type === 'summon' && a.zone !== undefined) || a.type === 'ruleSummon');
    if (bad) out.push(`a Summon into a zone is offered next to a MAXIMUM monster: ${JSON.stringify(bad)}`);
  }
  // LP change only through damage and gainLp events, and each event's lp is the LP after it.
  for (const seat of [0, 1] as const) {
    let lp = before.players[seat].lp;
    for (const e of events) {
      if (e.type === 'gainLp' && e.player === seat) {
        if (!Number.isInteger(e.amount) || e.amount <= 0 || e.lp !== lp + e.amount) out.push(`player ${seat}: gain of ${e.amount} LP at ${lp} reports lp ${e.lp}`);
        lp = e.lp;
        continue;
      }
      if (e.type !== 'damage' || e.player !== seat) continue;
      if (!Number.isInteger(e.amount) || e.amount < 0) out.push(`damage event with amount ${e.amount}`);
      const expected = Math.max(0, lp - e.amount);
      if (e.lp !== expected) out.push(`player ${seat}: damage ${e.amount} at ${lp} LP reports lp ${e.lp}, expected ${expected}`);
      lp = e.lp;
    }
    const now = after.players[seat].lp;
    if (now !== lp) out.push(`player ${seat}: LP went ${before.players[seat].lp} -> ${now} but the LP events say ${lp}`);
  }
  // The end of the duel.
  if ((after.winner === null) !== (after.pending !== null)) out.push(`winner ${after.winner} with pending ${JSON.stringify(after.pending)}`);
  if ((after.winner === null) !== (after.winReason === null)) out.push(`winner ${after.winner} with winReason ${after.winReason}`);
  const wins = events.filter((e) => e.type === 'win');
  if (after.winner === null || before.winner !== null) {
    if (wins.length > 0) out.push(`a win event while the duel ${before.winner !== null ? 'was already over' : 'goes on'}`);
  } else {
    const w = wins[0];
    if (wins.length !== 1 || !w || w.winner !== after.winner || w.reason !== after.winReason) {
      out.push(`the duel ended (${after.winner} by ${after.winReason}) with win events ${JSON.stringify(wins)}`);
    }
    const losers: Seat[] = after.winner === 'draw' ? [0, 1] : [after.winner === 0 ? 1 : 0];
    if (after.winReason === 'lp') {
      for (const l of losers) if (after.players[l].lp !== 0) out.push(`player ${l} lost by LP with ${after.players[l].lp} LP`);
      if (after.winner !== 'draw' && after.players[after.winner].lp === 0) out.push('the winner by LP is at 0 LP too');
    } else if (after.winReason === 'deckout') {
      if (after.winner === 'draw') out.push('a deck-out draw');
      for (const l of losers) if (after.players[l].deck.length !== 0) out.push(`player ${l} lost by deck-out with ${after.players[l].deck.length} cards in the deck`);
    } else {
      out.push(`the duel ended by ${after.winReason}, which no action can cause`);
    }
  }
  return out;
}

/**
 * Problems with legalActions itself: a listed action whyNot refuses, or one listed twice.
 * `seen` receives the actionKey of every listed action.
 */
export function listedProblems(state: DuelState, legal: readonly Action[], seen = new Set<string>()): string[] {
  const out: string[] = [];
  for (const a of legal) {
    const why = whyNot(state, a);
    if (why !== null) out.push(`listed ${JSON.stringify(a)} but whyNot says: ${textKey(why)}`);
    const k = actionKey(a);
    if (seen.has(k)) out.push(`listed twice: ${JSON.stringify(a)}`);
    seen.add(k);
  }
  return out;
}

export interface OffListCheck {
  accepted: boolean;
  listed: boolean;
  /** Set when a property broke. */
  problem: string | null;
}

/**
 * Offers `action` (usually junk) to whyNot and applyAction and checks they agree with each
 * other and with the list: accepted iff listed; a refusal has a reason and returns the very
 * same state object. Mutating a deep-frozen `state` throws, which is reported as a problem.
 */
export function checkOffered(state: DuelState, legalKeys: ReadonlySet<string>, action: unknown): OffListCheck {
  const listed = legalKeys.has(actionKey(action));
  let why: EngineText | null;
  let res: ReturnType<typeof applyAction>;
  try {
    why = whyNot(state, action);
    res = applyAction(state, action as Action);
  } catch (e) {
    return { accepted: false, listed, problem: `threw ${String(e)}` };
  }
  const accepted = res.ok;
  let problem: string | null = null;
  if ((why === null) !== accepted) problem = `whyNot says ${JSON.stringify(why)} but applyAction ok=${accepted}`;
  else if (!res.ok && typeof res.error?.code !== 'string') problem = 'refused without a reason';
  else if (!res.ok && res.state !== state) problem = 'a refused action did not return the same state object';
  else if (res.ok && res.state === state) problem = 'an accepted action returned the input state object';
  else if (listed && !accepted) problem = `listed but refused: ${why ? textKey(why) : ''}`;
  else if (!listed && accepted) problem = 'accepted but not listed by legalActions';
  return { accepted, listed, problem };
}

/**
 * A broad set of actions to offer in one state, for exhaustive legality checks: every
 * action type with every card on the field or in a hand (and a few others), every zone and
 * position, every attack from a monster on the field (or a few other cards) at every such
 * card, and every MAXIMUM triple from the first 7 cards of the hand.
 */
export function candidateActions(s: DuelState): unknown[] {
  const uids = new Set<number>([-1, s.cards.length]);
  const attackers = new Set<number>([-1]);
  for (const p of s.players) {
    for (const u of [...p.hand, ...p.gy.slice(-1), ...p.deck.slice(0, 1), ...p.extra.slice(0, 1)]) uids.add(u);
    for (const m of p.monsters) {
      if (!m) continue;
      for (const u of [m.uid, ...(m.maximum ? [m.maximum.left, m.maximum.right] : [])]) {
        uids.add(u);
        attackers.add(u);
      }
    }
    for (const x of [...p.spellTraps, p.field]) if (x) uids.add(x.uid);
    if (p.hand[0] !== undefined) attackers.add(p.hand[0]);
  }
  if (s.pending?.kind === 'choose') s.pending.from.forEach((u) => uids.add(u));
  const out: unknown[] = [{ type: 'enterBattle' }, { type: 'endTurn' }, { type: 'cancel' }, { type: 'done' }, { type: 'pass' }];
  const options = s.pending?.kind === 'option' ? s.pending.options.length : 2;
  for (let index = -1; index <= options; index++) out.push({ type: 'option', index });
  for (const c of uids) {
    const effects = c >= 0 && c < s.cards.length ? (scriptOf(s, c)?.effects ?? []).map((e) => e.id) : [];
    for (const effect of [...effects, 'no-such-effect']) out.push({ type: 'activate', card: c, effect });
    for (const zone of [0, 1, 2, 3]) out.push({ type: 'ruleSummon', card: c, zone });
    for (const position of ['attack', 'set', 'defense']) {
      for (const zone of [undefined, 0, 1, 2, 3]) out.push(zone === undefined ? { type: 'summon', card: c, position } : { type: 'summon', card: c, position, zone });
    }
    for (const zone of [0, 1, 2, 3, 'field']) out.push({ type: 'setSpellTrap', card: c, zone });
    out.push({ type: 'changePosition', card: c }, { type: 'select', card: c });
  }
  for (const c of attackers) {
    out.push({ type: 'attack', attacker: c, target: 'direct' });
    for (const t of uids) out.push({ type: 'attack', attacker: c, target: t });
  }
  const hand = s.pending ? s.players[s.pending.player].hand.slice(0, 7) : [];
  for (const c of hand) for (const l of hand) for (const r of hand) out.push({ type: 'maximumSummon', card: c, left: l, right: r });
  return out;
}

// ---------------------------------------------------------------------------------------
// Saving, loading and deep comparison.

/** Path of the first difference between two JSON-like values (strict: an undefined field counts), or null. */
export function dataDiff(a: unknown, b: unknown, path = 'state'): string | null {
  if (typeof a !== typeof b || Array.isArray(a) !== Array.isArray(b) || (a === null) !== (b === null)) return path;
  if (typeof a !== 'object' || a === null) return Object.is(a, b) ? null : path;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    if (a.length !== bb.length) return `${path}.length`;
    for (let i = 0; i < a.length; i++) {
      const d = dataDiff(a[i], bb[i], `${path}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const ak = Object.keys(ao).sort();
  const bk = Object.keys(bo).sort();
  if (ak.join() !== bk.join()) return `${path} {${ak.join()}} vs {${bk.join()}}`;
  for (const k of ak) {
    const d = dataDiff(ao[k], bo[k], `${path}.${k}`);
    if (d) return d;
  }
  return null;
}

/**
 * What is wrong with deserialize(serialize(state)), or null when it is the same state.
 * `hash` is stateHash(state) when the caller already has it.
 */
export function roundTripProblem(state: DuelState, hash?: string): string | null {
  const back = deserialize(serialize(state), rulesetOf(state));
  if (!back.ok) return `deserialize(serialize(state)) failed: ${back.error}`;
  const diff = dataDiff(back.state, state);
  if (diff) return `the loaded state differs at ${diff}`;
  if (stateHash(back.state) !== (hash ?? stateHash(state))) return 'the loaded state has another stateHash';
  return null;
}

// ---------------------------------------------------------------------------------------
// A random duel with every per-step property checked.

export interface CheckStats {
  duels: number;
  actions: number;
  capped: number;
  maximumSummons: number;
  tributeSummons: number;
  activations: number;
  /** Junk actions offered, and how many of them were accepted (they happened to be legal). */
  offered: number;
  offeredAccepted: number;
  /** Damage events larger than the LP they hit (LP stops at 0, R-DMG-11). */
  overkill: number;
  roundTrips: number;
  endings: Record<string, number>;
}

export function newStats(): CheckStats {
  return {
    duels: 0, actions: 0, capped: 0, maximumSummons: 0, tributeSummons: 0, activations: 0, offered: 0, offeredAccepted: 0,
    overkill: 0, roundTrips: 0, endings: {},
  };
}

export interface CheckedDuelOptions extends Omit<RandomDuelOptions, 'onStart' | 'onStep'> {
  /** Names the duel in failure messages, e.g. "vanilla" or "maximum vs dragon". */
  label: string;
  stats: CheckStats;
  /** Junk actions offered in each state (default 2). */
  junkPerStep?: number;
}

/** Thrown when a property breaks; the message says which duel, which action and what broke. */
export class PropertyError extends Error {
  override name = 'PropertyError';
}

/**
 * Plays one random duel and checks, after every action: transitionProblems, the list of legal
 * actions, junk actions offered in the state before it (accepted iff listed, a refusal returns
 * the same state object and mutates nothing), JSON round trips of the first, 121st and last
 * states; at the end, that the replay of the action log reaches the same stateHash.
 * Throws PropertyError on the first problem.
 */
export function playCheckedDuel(o: CheckedDuelOptions): RandomDuelResult {
  const { stats, label, seed } = o;
  const junkRng = seedRng((seed ^ 0x1b873593) >>> 0);
  const junkPerStep = o.junkPerStep ?? 2;
  const where = (i: number, a: unknown, s: DuelState): string =>
    `[${label}] duel seed ${seed}${o.choiceSeed !== undefined ? ` choice seed ${o.choiceSeed}` : ''}${o.freeze ? ' (frozen)' : ''}, ` +
    `action #${i} ${JSON.stringify(a)} at turn ${s.turn}, pending ${JSON.stringify(s.pending)}`;
  const offer = (s: DuelState, keys: ReadonlySet<string>, junk: unknown, i: number, next: Action): void => {
    const c = checkOffered(s, keys, junk);
    stats.offered++;
    if (c.accepted) stats.offeredAccepted++;
    if (c.problem) throw new PropertyError(`${where(i, next, s)}: offering ${JSON.stringify(junk)} first: ${c.problem}`);
  };
  const roundTrip = (s: DuelState, i: number, a: unknown, hash?: string): void => {
    stats.roundTrips++;
    const p = roundTripProblem(s, hash);
    if (p) throw new PropertyError(`${where(i, a, s)}: state after it: ${p}`);
  };
  const result = playRandomDuel({
    ...o,
    onStart: (s) => {
      const problems = stateOnlyProblems(s, 'initial state');
      if (problems.length > 0) throw new PropertyError(`[${label}] duel seed ${seed}: the initial state: ${problems.join('; ')}`);
      roundTrip(s, -1, 'setup');
    },
    onStep: (step) => {
      const { before, legal, action, index } = step;
      const keys = new Set<string>();
      const problems = [...transitionProblems(step), ...listedProblems(before, legal, keys)];
      if (problems.length > 0) throw new PropertyError(`${where(index, action, before)}: ${problems.join('; ')}`);
      for (let k = 0; k < junkPerStep; k++) offer(before, keys, junkAction(before, junkRng, legal), index, action);
      if (action.type === 'activate') stats.activations++;
      const lp = [before.players[0].lp, before.players[1].lp];
      for (const e of step.events) {
        if (e.type === 'gainLp') lp[e.player] = e.lp;
        if (e.type !== 'damage') continue;
        if (e.amount > (lp[e.player] as number)) stats.overkill++;
        lp[e.player] = e.lp;
      }
      if (index === 120) roundTrip(step.after, index, action);
    },
  });
  const n = result.replay.actions.length;
  const live = stateHash(result.final);
  if (n > 0) roundTrip(result.final, n - 1, result.replay.actions[n - 1], live);
  const replayed = runReplay(result.replay, rulesetOf(result.final));
  if (!replayed.ok || replayed.hash !== live) {
    throw new PropertyError(
      `[${label}] duel seed ${seed}: replaying its ${result.replay.actions.length} actions gives ` +
        (replayed.ok ? `hash ${replayed.hash}, the live duel ${live}` : `an error: ${replayed.error}`),
    );
  }
  stats.duels++;
  stats.actions += result.replay.actions.length;
  stats.maximumSummons += result.maximumSummons;
  stats.tributeSummons += result.tributeSummons;
  if (result.capped) stats.capped++;
  const ending = result.capped ? 'capped' : `${result.final.winner === 'draw' ? 'draw' : 'win'} by ${result.final.winReason}`;
  stats.endings[ending] = (stats.endings[ending] ?? 0) + 1;
  return result;
}

/** One line for a test log: duels, actions, cap hits, summons, junk actions, endings. */
export function formatStats(name: string, s: CheckStats, ms: number): string {
  const endings = Object.entries(s.endings).map(([k, v]) => `${k} ${v}`).join(', ');
  return (
    `[${name}] ${s.duels} duels, ${s.actions} actions, ${s.capped} hit the turn cap, ` +
    `${s.maximumSummons} MAXIMUM / ${s.tributeSummons} Tribute Summons, ${s.activations} activations, ` +
    `${s.offered} junk actions offered (${s.offeredAccepted} happened to be legal), ${s.roundTrips} JSON round trips, ` +
    `${s.overkill} damage events larger than the LP left; endings: ${endings}; ${(ms / 1000).toFixed(1)} s`
  );
}
