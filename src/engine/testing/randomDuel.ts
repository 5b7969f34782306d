// A duel between two players who choose uniformly at random among the legal actions,
// driven by the seeded RNG so every duel is reproducible from (seed, choiceSeed). Property
// tests and benchmarks reuse it; `onStep` sees every transition. Also makes junk actions.
import { applyAction, ENGINE_VERSION, legalActions, newDuel } from '../index';
import type { Action, DeckList, DuelEvent, DuelState, Replay, Seat } from '../index';
import { nextInt, seedRng, type RngState } from '../rng';
import { deepFreeze } from './deepFreeze';

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
  const setup = newDuel({ decks, seed, ...(opts.firstPlayer !== undefined ? { firstPlayer: opts.firstPlayer } : {}) });
  if (!setup.ok) throw new RandomDuelError(`newDuel refused the decks: ${setup.error}`, seed, 0, null);
  const initial = opts.freeze ? deepFreeze(setup.state) : setup.state;
  opts.onStart?.(initial, setup.events);
  const rng = seedRng(opts.choiceSeed ?? defaultChoiceSeed(seed));
  const actions: Action[] = [];
  let state = initial;
  let maximumSummons = 0;
  let tributeSummons = 0;
  while (state.winner === null && state.turn <= maxTurns) {
    const legal = legalActions(state);
    if (legal.length === 0) throw new RandomDuelError('no legal action in an undecided duel', seed, actions.length, null);
    const pick = opts.choose ? opts.choose(legal, state, rng) : nextInt(rng, legal.length);
    const action = legal[pick];
    if (action === undefined) throw new RandomDuelError(`the chooser picked index ${pick} of ${legal.length}`, seed, actions.length, null);
    const res = applyAction(state, action);
    if (!res.ok) throw new RandomDuelError(`applyAction refused a listed action: ${res.error}`, seed, actions.length, action);
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
  'summon', 'maximumSummon', 'setSpellTrap', 'changePosition', 'enterBattle',
  'attack', 'select', 'cancel', 'endTurn', 'activate', 'draw', '', 'SUMMON', 7, null, undefined,
];
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
};

/**
 * One action that is probably illegal now (it may happen to be legal): a random type with
 * random fields, a listed action with one field changed, or something that is not an action.
 */
export function junkAction(s: DuelState, rng: RngState, legal: readonly Action[]): unknown {
  const r = nextInt(rng, 20);
  if (r === 0) return pickOf(rng, [null, undefined, 42, 'endTurn', [], {}, { type: ['endTurn'] }]);
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

/** A key equal for actions that are deep-equal as JSON data (key order ignored). */
export function actionKey(a: unknown): string {
  if (typeof a !== 'object' || a === null) return `#${typeof a}:${String(a)}`;
  const o = a as Record<string, unknown>;
  const keys = Object.keys(o).filter((k) => o[k] !== undefined).sort();
  return JSON.stringify(keys.map((k) => [k, o[k]]));
}
