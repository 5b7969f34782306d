// Test helpers: build scenario boards in a few words and drive the engine directly.
// Pure TypeScript with no test-framework import, so it type-checks with the engine.
// Failures throw plain Errors; vitest reports them like failed expectations.
import { applyAction } from '../apply';
import { legalActions } from '../legal';
import { readBoard } from '../scenario/readBoard';
import { testRuleset } from './ruleset';
import { runScenario, type ScenarioOutput } from '../scenario/run';
import type { Action, CardDef, CardInst, DuelEvent, DuelState, Seat, VanillaSpec } from '../types';
import { locateMonster } from '../zones';
import { reasonText } from './reasonText';

// ---------------------------------------------------------------------------------------
// Real cards of the pool used by the rule tests.
export const OVERLORD = 160202002; // MAXIMUM center, Lv10, printed ATK 1900, MAXIMUM ATK 3500, MACHINE
export const OVERLORD_L = 160202001; // [L], Lv4, ATK 800
export const OVERLORD_R = 160202003; // [R], Lv3, ATK 500
export const SKYSTREAM = 160203002; // a second MAXIMUM set (center)
export const SKYSTREAM_L = 160203001;
export const SKYSTREAM_R = 160203003;
export const YGGDRAGO = 160202011; // third set, MAXIMUM ATK 4000
export const YGGDRAGO_L = 160202010;
export const YGGDRAGO_R = 160202012;
export const FIRE_GUARDIAN = 160302003; // Normal, Lv6, 2100/400
export const HYDRO_MAGICIAN = 160301004; // Normal, Lv5, 1700/1500
export const BLUE_EYES = 160001000; // Normal, Lv8, 3000/2500
export const DARK_MAGICIAN = 160002000; // Normal, Lv7, 2500/2100
export const CLAYMAN = 160320006; // Normal, Lv4, 800/2000
export const DARK_HOLE = 160205069; // Normal Spell
export const POT_OF_GREED = 160411003; // Normal Spell
export const TRAP_HOLE = 160202019; // Trap
export const SAKURETSU = 160417005; // Trap
export const SKYSCRAPER = 160320032; // Field Spell
export const OVERBASE = 160007042; // Field Spell
export const FLAME_WINGMAN = 160320001; // Fusion monster

// ---------------------------------------------------------------------------------------
// Board builders (the scenario format, docs: scenario runner contract).

export type CardIn = number | { id: number; ref?: string } | { vanilla: VanillaSpec; ref: string };

/** An inline Normal monster named and ref'd `name` ("Mk(atk/def)" of the rules, Lv 4 by default). */
export function mk(name: string, atk: number, def = 0, level = 4, more: Partial<VanillaSpec> = {}): CardIn {
  return { vanilla: { name, level, atk, def, attribute: 'DARK', race: 'Warrior', ...more }, ref: name };
}

/** A pool card with a ref. */
export const card = (id: number, ref: string): CardIn => ({ id, ref });

export interface MonsterIn {
  card: CardIn;
  zone?: number;
  position?: 'attack' | 'defense';
  faceDown?: boolean;
  summonedThisTurn?: boolean;
  /** How it arrived this turn (the scenario's "summonedHow"). */
  summonedHow?: 'normal' | 'tribute' | 'special' | 'fusion' | 'ritual' | 'maximum';
  positionChangedThisTurn?: boolean;
  attackedThisTurn?: boolean;
  maximum?: { left: CardIn; right: CardIn } | null;
}

export interface SpellTrapIn {
  card: CardIn;
  zone?: number;
  faceDown?: boolean;
  setThisTurn?: boolean;
}

type MonsterOpts = Omit<MonsterIn, 'card'>;

/** Face-up Attack Position. */
export const atkPos = (c: CardIn, o: MonsterOpts = {}): MonsterIn => ({ card: c, position: 'attack', ...o });
/** Face-up Defense Position. */
export const defPos = (c: CardIn, o: MonsterOpts = {}): MonsterIn => ({ card: c, position: 'defense', ...o });
/** Face-down Defense Position (a Set monster). */
export const setPos = (c: CardIn, o: MonsterOpts = {}): MonsterIn => ({ card: c, position: 'defense', faceDown: true, ...o });
/** A MAXIMUM monster (Supreme Machine Magnum Overlord unless other pieces are given). */
export function maxMon(
  refs: { c?: string; l?: string; r?: string } = {},
  ids: [number, number, number] = [OVERLORD, OVERLORD_L, OVERLORD_R],
  o: MonsterOpts = {},
): MonsterIn {
  return {
    card: card(ids[0], refs.c ?? 'C'),
    maximum: { left: card(ids[1], refs.l ?? 'L'), right: card(ids[2], refs.r ?? 'R') },
    ...o,
  };
}

export interface PlayerIn {
  lp?: number;
  hand?: CardIn[];
  deck?: CardIn[];
  graveyard?: CardIn[];
  extra?: CardIn[];
  monsters?: MonsterIn[];
  spellTraps?: SpellTrapIn[];
  field?: { card: CardIn; faceDown?: boolean } | null;
}

export interface BoardIn {
  turn: number;
  turnPlayer: Seat;
  phase: 'draw' | 'main' | 'battle' | 'end';
  players: [PlayerIn, PlayerIn];
}

/** n anonymous filler cards for a Deck (no refs). */
export const filler = (n: number): CardIn[] => Array.from({ length: n }, () => CLAYMAN);

/**
 * A board: turn 2, P0 to act in the Main Phase unless `opts` says otherwise. A player given
 * without a deck gets 10 filler cards so an `endTurn` does not end the duel by deck-out.
 */
export function board(p0: PlayerIn = {}, p1: PlayerIn = {}, opts: Partial<Omit<BoardIn, 'players'>> = {}): BoardIn {
  const withDeck = (p: PlayerIn): PlayerIn => (p.deck === undefined ? { ...p, deck: filler(10) } : p);
  return { turn: 2, turnPlayer: 0, phase: 'main', ...opts, players: [withDeck(p0), withDeck(p1)] };
}

// ---------------------------------------------------------------------------------------
// Driving the engine directly.

export interface Loaded {
  state: DuelState;
  events: DuelEvent[];
  refs: Map<string, number>;
  /** The uid of the card with this ref (throws when unknown). */
  uid: (ref: string) => number;
}

export function load(b: unknown, seed = 1, ruleset = testRuleset()): Loaded {
  const r = readBoard(b, seed, ruleset);
  const uid = (ref: string): number => {
    const u = r.refs.get(ref);
    if (u === undefined) throw new Error(`test board has no ref "${ref}"`);
    return u;
  };
  return { ...r, uid };
}

/** Applies an action that must be accepted; also checks the input state was not mutated. */
export function apply(state: DuelState, action: Action): { state: DuelState; events: DuelEvent[] } {
  const before = JSON.stringify(state);
  const r = applyAction(state, action);
  if (JSON.stringify(state) !== before) throw new Error(`applyAction mutated its input state (${action.type})`);
  if (!r.ok) throw new Error(`action ${JSON.stringify(action)} was refused: ${reasonText(r.error, state)}`);
  return { state: r.state, events: r.events };
}

/** Applies several accepted actions in a row; events are concatenated. */
export function applyAll(state: DuelState, actions: Action[]): { state: DuelState; events: DuelEvent[] } {
  let s = state;
  const events: DuelEvent[] = [];
  for (const a of actions) {
    const r = apply(s, a);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** The refusal of an action that must be refused; checks the very same state comes back. */
export function refuse(state: DuelState, action: Action): string {
  const before = JSON.stringify(state);
  const r = applyAction(state, action);
  if (r.ok) throw new Error(`action ${JSON.stringify(action)} was accepted but should be refused`);
  if (r.state !== state) throw new Error('a refused action must return the very same state object');
  if (JSON.stringify(state) !== before) throw new Error('a refused action mutated the state');
  return reasonText(r.error, state);
}

/** A reason a player can read: non-empty, and no leaked "undefined"/"NaN"/"[object". */
export function plainWords(s: string | undefined): boolean {
  return typeof s === 'string' && s.trim().length > 3 && !/undefined|NaN|\[object/.test(s);
}

/** Is this action (compared as data) among the legal actions? */
export function isLegal(state: DuelState, action: Action): boolean {
  const key = JSON.stringify(action);
  return legalActions(state).some((a) => JSON.stringify(a) === key);
}

/** Legal actions of one type. */
export function legalOf<T extends Action['type']>(state: DuelState, type: T): Extract<Action, { type: T }>[] {
  return legalActions(state).filter((a): a is Extract<Action, { type: T }> => a.type === type);
}

/** How the tests name a uid: its ref, else its pool id. */
export function label(state: DuelState, uid: number): string | number {
  const c = state.cards[uid];
  if (!c) return `?${uid}`;
  return c.ref ?? c.id;
}

export const labels = (state: DuelState, uids: readonly number[]): (string | number)[] => uids.map((u) => label(state, u));

/** The slot of a monster on the field (throws when it is not there). */
export function slotOf(state: DuelState, uid: number): NonNullable<ReturnType<typeof locateMonster>> {
  const m = locateMonster(state, uid);
  if (!m) throw new Error(`card ${String(label(state, uid))} is not a monster on the field`);
  return m;
}

export const onField = (state: DuelState, uid: number): boolean => locateMonster(state, uid) !== null;

export const ofType = <T extends DuelEvent['type']>(events: readonly DuelEvent[], type: T): Extract<DuelEvent, { type: T }>[] =>
  events.filter((e): e is Extract<DuelEvent, { type: T }> => e.type === type);

/**
 * Returns a copy of `state` with an extra face-up Equip Spell (an inline test card: the
 * pool has no Equip Spell) in `seat`'s Spell & Trap Zone `zone`, equipping `equippedTo`.
 */
export function withEquip(state: DuelState, seat: Seat, zone: number, equippedTo: number, ref = 'EQ'): { state: DuelState; uid: number } {
  const def: CardDef = { id: -(state.inline.length + 1), name: `Test Equip ${ref}`, kind: 'spell', spellKind: 'equip', legend: false };
  const uid = state.cards.length;
  const inst: CardInst = { uid, id: def.id, owner: seat, ref };
  const s: DuelState = structuredClone(state);
  s.cards = [...state.cards, inst];
  s.inline = [...state.inline, def];
  if (s.players[seat].spellTraps[zone]) throw new Error(`Spell & Trap Zone ${zone} is not free`);
  s.players[seat].spellTraps[zone] = { uid, faceDown: false, setThisTurn: false, equippedTo };
  return { state: s, uid };
}

// ---------------------------------------------------------------------------------------
// Driving the scenario runner.

export function scenario(b: unknown, actions: Record<string, unknown>[], seed = 1): ScenarioOutput {
  return runScenario({ seed, state: b, actions }, testRuleset(), reasonText);
}

type OutCard = { id?: number; ref?: string; vanilla?: { name?: string } };
type OutPlayer = {
  lp: number;
  hand: OutCard[];
  deck: OutCard[];
  graveyard: OutCard[];
  extra: OutCard[];
  monsters: Record<string, unknown>[];
  spellTraps: Record<string, unknown>[];
  field: { card: OutCard; faceDown: boolean } | null;
};

/** Player `seat` of a scenario output board. */
export function outPlayer(out: ScenarioOutput, seat: Seat): OutPlayer {
  const players = (out.state as { players?: OutPlayer[] } | undefined)?.players;
  const p = players?.[seat];
  if (!p) throw new Error('scenario output has no board');
  return p;
}

/** How the tests name an output card: its ref, else its id. */
export const outLabel = (c: OutCard): string | number => c.ref ?? c.id ?? c.vanilla?.name ?? '?';
export const outLabels = (cs: readonly OutCard[]): (string | number)[] => cs.map(outLabel);
