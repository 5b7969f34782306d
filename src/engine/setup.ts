// Creating a duel from two deck lists (R-SETUP). Deck legality (R-DECK) is a separate
// check (deck.ts): scenarios and tests deliberately use decks no tournament would allow.
import { cardDef, isExtraDeckMonster } from './cards';
import { duelCardData, type Ruleset } from './ruleset';
import { beginTurn, drawCards } from './flow';
import { nextInt, seedRng, shuffleInPlace } from './rng';
import type { CardDef, CardInst, DuelEvent, DuelState, PlayerState, Seat, VanillaSpec } from './types';
import { vanillaProblem } from './vanilla';
import { clip, echo, hasOwn } from './echo';
import { MAX_PILE, tooManyCards } from './limits';

/** A card in a deck list: a pool id, or an inline Normal monster for tests; either may carry a ref. */
export type CardSpec = number | { vanilla: VanillaSpec; ref?: string } | { id: number; ref?: string };

export interface DeckList {
  main: readonly CardSpec[];
  extra?: readonly CardSpec[];
}

export interface DuelConfig {
  /** The cards this duel may meet (see ruleset.ts). */
  ruleset: Ruleset;
  decks: readonly [DeckList, DeckList];
  seed: number;
  /** Who takes turn 1; drawn from the seed when absent (R-SETUP-3). */
  firstPlayer?: Seat;
  /** Move Fusion and Ritual monsters listed in a Main Deck to the Extra Deck instead of refusing. */
  splitExtra?: boolean;
}

export type SetupResult =
  | { ok: true; state: DuelState; events: DuelEvent[] }
  | { ok: false; error: string };

export const STARTING_LP = 8000;
export const OPENING_HAND = 4;

export function emptyPlayer(): PlayerState {
  return {
    lp: STARTING_LP,
    hand: [],
    deck: [],
    gy: [],
    extra: [],
    monsters: [null, null, null],
    spellTraps: [null, null, null],
    field: null,
  };
}

/** Collects the cards of a duel, giving each physical card a uid and each inline card a def. */
export class CardTable {
  readonly cards: CardInst[] = [];
  readonly inline: CardDef[] = [];
  /** uid of each ref given so far. */
  readonly refs = new Map<string, number>();
  private readonly inlineKeys = new Map<string, number>();
  /** Deck lists often repeat the same spec object: remember what it resolved to. */
  private readonly seen = new Map<object, number | string>();

  constructor(readonly ruleset: Ruleset) {}

  /** Adds one card; returns its uid, or a reason the spec is not a card. */
  add(spec: unknown, owner: Seat, givenRef?: string): number | string {
    let id: number;
    let ref = givenRef;
    if (typeof spec === 'object' && spec !== null && hasOwn(spec, 'id')) {
      const o = spec as { id: unknown; ref?: unknown };
      if (o.ref !== undefined) {
        if (typeof o.ref !== 'string' || o.ref === '') return 'a ref must be a non-empty string';
        ref = o.ref;
      }
      spec = o.id;
    } else if (typeof spec === 'object' && spec !== null && hasOwn(spec, 'vanilla') && hasOwn(spec, 'ref')) {
      const o = spec as { vanilla: unknown; ref?: unknown };
      if (typeof o.ref !== 'string' || o.ref === '') return 'a ref must be a non-empty string';
      ref = o.ref;
      spec = { vanilla: o.vanilla };
    }
    if (ref !== undefined && this.refs.has(ref)) return `the ref "${clip(ref)}" names two cards; each ref must be unique`;
    if (typeof spec === 'number') {
      if (!Number.isInteger(spec) || !this.ruleset.cards.has(spec)) return `unknown card id ${String(spec)}`;
      id = spec;
    } else if (typeof spec === 'object' && spec !== null && hasOwn(spec, 'vanilla')) {
      let known = this.seen.get(spec);
      if (known === undefined) {
        const v = (spec as { vanilla: unknown }).vanilla;
        known = vanillaProblem(v) ?? this.inlineId(v as VanillaSpec);
        this.seen.set(spec, known);
      }
      if (typeof known === 'string') return known;
      id = known;
    } else {
      return `not a card: ${echo(spec)}`;
    }
    const inst: CardInst = { uid: this.cards.length, id, owner };
    if (ref !== undefined) {
      inst.ref = ref;
      this.refs.set(ref, inst.uid);
    }
    this.cards.push(inst);
    return inst.uid;
  }

  private inlineId(v: VanillaSpec): number {
    // Numbers and the attribute word hold no "|"; race is length-prefixed and the name comes
    // last, so the key is unambiguous (JSON.stringify here was ~2% of a vanilla bench).
    const key = `${v.level}|${v.atk}|${v.def}|${v.attribute}|${v.race.length}|${v.race}|${v.name}`;
    const known = this.inlineKeys.get(key);
    if (known !== undefined) return known;
    this.inline.push({
      id: -(this.inline.length + 1),
      name: v.name,
      kind: 'monster',
      monsterKind: 'normal',
      attribute: v.attribute,
      race: v.race,
      level: v.level,
      atk: v.atk,
      def: v.def,
      legend: false,
    });
    const id = -this.inline.length;
    this.inlineKeys.set(key, id);
    return id;
  }
}

/** A state with nobody to act yet; callers fill it in and start the flow. */
export function blankState(table: CardTable, seed: number): DuelState {
  return {
    schema: 1,
    cardData: duelCardData(table.ruleset, table.cards),
    turn: 1,
    turnPlayer: 0,
    phase: 'draw',
    players: [emptyPlayer(), emptyPlayer()],
    cards: table.cards,
    inline: table.inline,
    rng: seedRng(seed),
    attack: null,
    lingering: [],
    frame: null,
    window: null,
    pending: null,
    winner: null,
    winReason: null,
  };
}

export function newDuel(config: DuelConfig, table = new CardTable(config.ruleset)): SetupResult {
  const piles: [number[], number[]][] = [];
  // uids are handed out in a seeded random order, not in deck-list order: a uid that a
  // player sees must not tell where the card stood in the list (and so what it may be).
  const order = seedRng((config.seed ^ 0x5bd1e995) >>> 0);
  for (const seat of [0, 1] as const) {
    const deck = config.decks[seat];
    const main: number[] = [];
    const extra: number[] = [];
    for (const [list, into, name] of [
      [deck.main, main, 'Main Deck'],
      [deck.extra ?? [], extra, 'Extra Deck'],
    ] as const) {
      if (list.length > MAX_PILE) return { ok: false, error: `${tooManyCards(`Player ${seat + 1}'s ${name}`, MAX_PILE)}.` };
      // Array.from, not slice(): on a frozen list (a deck kept as a constant) slice takes V8's
      // slow generic path, ~4 µs for 40 cards against ~50 ns (measured, Node 20).
      const specs = Array.from(list);
      shuffleInPlace(order, specs);
      for (const spec of specs) {
        const uid = table.add(spec, seat);
        if (typeof uid === 'string') return { ok: false, error: `Player ${seat + 1}'s ${name}: ${uid}.` };
        into.push(uid);
      }
    }
    piles.push([main, extra]);
  }
  const state = blankState(table, config.seed);
  for (const seat of [0, 1] as const) {
    const [main, extra] = piles[seat] as [number[], number[]];
    if (config.splitExtra) {
      // One pass, no spread: linear in the deck and safe for any length.
      const kept: number[] = [];
      for (const u of main) {
        if (isExtraDeckMonster(cardDef(state, u))) extra.push(u);
        else kept.push(u);
      }
      main.length = 0;
      for (const u of kept) main.push(u);
    }
    for (const uid of main) {
      if (isExtraDeckMonster(cardDef(state, uid))) {
        return { ok: false, error: `Player ${seat + 1}'s Main Deck holds ${cardDef(state, uid).name}, which belongs in the Extra Deck.` };
      }
    }
    for (const uid of extra) {
      if (!isExtraDeckMonster(cardDef(state, uid))) {
        return { ok: false, error: `Player ${seat + 1}'s Extra Deck holds ${cardDef(state, uid).name}: only Fusion and Ritual monsters go there.` };
      }
    }
    state.players[seat].deck = main;
    state.players[seat].extra = extra;
  }
  const events: DuelEvent[] = [];
  shuffleInPlace(state.rng, state.players[0].deck);
  shuffleInPlace(state.rng, state.players[1].deck);
  const first: Seat = config.firstPlayer ?? (nextInt(state.rng, 2) as Seat);
  state.turnPlayer = first;
  for (const seat of [first, first === 0 ? 1 : 0] as const) {
    if (!drawCards(state, seat, OPENING_HAND, events)) {
      return { ok: false, error: `Player ${seat + 1}'s Main Deck has fewer than ${OPENING_HAND} cards to draw.` };
    }
  }
  beginTurn(state, events);
  return { ok: true, state, events };
}
