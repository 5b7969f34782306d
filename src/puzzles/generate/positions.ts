// Candidate positions for generated puzzles, from a seed: the turn player's Main Phase in a
// random duel between two random pool decks (seat 0's turn 3, 5, 7 or 9), or a staged board around a
// MAXIMUM set in the hand (the duel is a duel session with a busy random player). Written as
// scenario boards with a ref on every card the hero can use, so the solver's line can be
// written unambiguously and replayed from the file.
import { runDuel, SessionError, writeBoard, nextInt, seedRng, type Action, type CardDef, type DuelState, type Player, type RngState, type SessionResult } from '../../engine';
import { randomPoolDeck } from '../../decks/randomDeck';
import type { Ruleset } from '../../engine';

export type Board = Record<string, unknown>;
type BoardCard = { id?: number; ref?: string };
type Slot = { card: BoardCard };
type BoardPlayer = { lp: number; hand: BoardCard[]; graveyard: BoardCard[]; extra: BoardCard[]; monsters: Slot[]; spellTraps: Slot[]; field: Slot | null };

const pick = <T>(rng: RngState, list: readonly T[]): T => list[nextInt(rng, list.length)] as T;

/** A random action, leaning away from ending the turn so boards fill up. */
function playRandom(rng: RngState, actions: readonly Action[]): Action {
  const busy = actions.filter((a) => a.type !== 'endTurn' && a.type !== 'pass' && a.type !== 'enterBattle');
  if (busy.length > 0 && nextInt(rng, 100) < 80) return pick(rng, busy);
  return pick(rng, actions);
}

/** The board of seed's random duel at the start of seat 0's Main Phase on turn 3, 5, 7 or 9, or null. */
export function duelPosition(seed: number, pool: readonly CardDef[], ruleset: Ruleset): Board | null {
  const rng = seedRng(seed);
  const decks = [randomPoolDeck(pool, seed * 2 + 1), randomPoolDeck(pool, seed * 2 + 2)] as const;
  // An odd turn: the first seat's, as the trainer's player is always seat 0.
  const stopAt = 3 + 2 * nextInt(rng, 4);
  const target = (s: DuelState): boolean => s.turn === stopAt && s.phase === 'main' && s.pending?.kind === 'main' && s.pending.player === s.turnPlayer;
  const busy: Player = { choose: (t) => playRandom(rng, t.legal) };
  let r: SessionResult;
  try {
    r = runDuel({
      start: { ruleset, decks: [decks[0], decks[1]], seed, firstPlayer: 0 },
      players: [busy, busy],
      maxSteps: 2000,
      stopWhen: (s) => target(s) || s.turn > stopAt,
    });
  } catch (e) {
    if (e instanceof SessionError && e.call === 'setup') return null;
    throw e;
  }
  return r.end === 'stopped' && target(r.final) ? writeBoard(withRefs(r.final)) : null;
}

/**
 * The state with a ref on every card of the hand, field, GY and Extra Deck (as `labelled`
 * names them), so the board written from it names equipped cards by those refs too.
 */
function withRefs(state: DuelState): DuelState {
  const cards = state.cards.map((c) => ({ ...c }));
  state.players.forEach((p, seat) => {
    const o = seat === state.turnPlayer ? '' : 'o';
    const tag = (uid: number, ref: string): void => {
      const c = cards[uid];
      if (c) c.ref = `${o}${ref}`;
    };
    p.hand.forEach((u, i) => tag(u, `h${i + 1}`));
    p.gy.forEach((u, i) => tag(u, `g${i + 1}`));
    p.extra.forEach((u, i) => tag(u, `x${i + 1}`));
    p.monsters.filter((m) => m !== null).forEach((m, i) => {
      tag(m.uid, `m${i + 1}`);
      if (m.maximum) {
        tag(m.maximum.left, `m${i + 1}l`);
        tag(m.maximum.right, `m${i + 1}r`);
      }
    });
    p.spellTraps.filter((st) => st !== null).forEach((st, i) => tag(st.uid, `s${i + 1}`));
    if (p.field) tag(p.field.uid, 'f1');
  });
  return { ...state, cards };
}

/** Gives every card of a staged board's hand, field, GY and Extra Deck a ref (h1, m1, s1, g1, x1; o-prefixed for the opponent). */
function labelled(board: Board): Board {
  const players = board.players as BoardPlayer[];
  players.forEach((p, seat) => {
    const o = seat === (board.turnPlayer as number) ? '' : 'o';
    const tag = (c: BoardCard, prefix: string, i: number): void => {
      c.ref = `${o}${prefix}${i + 1}`;
    };
    p.hand.forEach((c, i) => tag(c, 'h', i));
    p.graveyard.forEach((c, i) => tag(c, 'g', i));
    p.extra.forEach((c, i) => tag(c, 'x', i));
    p.monsters.forEach((m, i) => tag(m.card, 'm', i));
    p.spellTraps.forEach((s, i) => tag(s.card, 's', i));
    if (p.field) tag(p.field.card, 'f', 0);
  });
  return board;
}

/** The board with the opponent's LP set. */
export function withOpponentLp(board: Board, lp: number): Board {
  const players = (board.players as BoardPlayer[]).map((p, seat) => (seat === (board.turnPlayer as number) ? p : { ...p, lp }));
  return { ...board, players };
}

/** A MAXIMUM set's three pieces in the hand of seat 0 on turn 3, two more cards and a random opposing field. */
export function maximumPosition(seed: number, pool: readonly CardDef[]): Board | null {
  const rng = seedRng(seed ^ 0x4d41584d);
  const ids = new Set(pool.map((c) => c.id));
  const sets = pool.flatMap((c) => (c.maximum?.role === 'center' ? [[c.maximum.left, c.id, c.maximum.right]] : []));
  const whole = sets.filter((s) => s.every((id) => ids.has(id)));
  if (whole.length === 0) return null;
  const pieces = pick(rng, whole);
  const own = randomPoolDeck(pool, seed * 2 + 1);
  const foe = randomPoolDeck(pool, seed * 2 + 2);
  const card = (id: number): BoardCard => ({ id });
  const foeMonsters = foe.main.filter((id) => pool.find((c) => c.id === id)?.kind === 'monster' && !pool.find((c) => c.id === id)?.maximum);
  const monsters = Array.from({ length: 1 + nextInt(rng, 3) }, () => ({ card: card(pick(rng, foeMonsters)), position: nextInt(rng, 3) === 0 ? 'defense' : 'attack' }));
  const hand = [...pieces, own.main[0] as number, own.main[1] as number].map(card);
  return labelled({
    turn: 3,
    turnPlayer: 0,
    phase: 'main',
    players: [
      { lp: 8000, hand, deck: own.main.slice(2).map(card), graveyard: [], extra: own.extra.map(card), monsters: [], spellTraps: [], field: null },
      { lp: 8000, hand: foe.main.slice(0, 3).map(card), deck: foe.main.slice(3).map(card), graveyard: [], extra: [], monsters, spellTraps: [], field: null },
    ],
  });
}
