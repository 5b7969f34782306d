import { describe, expect, it } from 'vitest';
import { legalActions } from './legal';
import { newDuel, type CardSpec, type DuelConfig } from './setup';
import { stateProblems } from './invariants';
import type { DuelState } from './types';
import { CLAYMAN, DARK_HOLE, FIRE_GUARDIAN, FLAME_WINGMAN, TRAP_HOLE, mk, ofType } from './testing/mk';
import { testRuleset } from './testing/ruleset';

/** A 40-card deck of inline monsters d0..d39 (refs show where each card ended up). */
const deck40 = (prefix: string): CardSpec[] =>
  Array.from({ length: 40 }, (_, i) => mk(`${prefix}${i}`, 1000 + i, 0) as CardSpec);

function duel(config: Partial<DuelConfig> = {}): DuelState {
  const r = newDuel({ ruleset: testRuleset(), decks: [{ main: deck40('a') }, { main: deck40('b') }], seed: 7, ...config });
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

const refsOf = (s: DuelState, uids: number[]): string[] => uids.map((u) => s.cards[u]?.ref ?? '?');

describe('R-SETUP: duel setup', () => {
  it('CE-01 R-DRAW-1 R-DRAW-2 R-SETUP-4: P0 first with 40-card decks: P0 hand 5 / Deck 35, P1 hand 4 / Deck 36', () => {
    const s = duel({ firstPlayer: 0 });
    expect(s.players[0].hand).toHaveLength(5);
    expect(s.players[0].deck).toHaveLength(35);
    expect(s.players[1].hand).toHaveLength(4);
    expect(s.players[1].deck).toHaveLength(36);
    expect(s.turn).toBe(1);
    expect(s.turnPlayer).toBe(0);
    expect(s.phase).toBe('main');
    expect(s.pending).toEqual({ kind: 'main', player: 0 });
    expect(stateProblems(s)).toEqual([]);
  });

  it('CE-01 R-SETUP-5: with P1 first the numbers swap and P1 owns turn 1', () => {
    const s = duel({ firstPlayer: 1 });
    expect(s.turnPlayer).toBe(1);
    expect(s.turn).toBe(1);
    expect(s.players[1].hand).toHaveLength(5);
    expect(s.players[0].hand).toHaveLength(4);
    expect(s.pending).toEqual({ kind: 'main', player: 1 });
  });

  it('R-SETUP-4 R-DRAW-2: events: 4 opening cards each (first player first), then turn 1 and its 1-card draw', () => {
    const r = newDuel({ ruleset: testRuleset(), decks: [{ main: deck40('a') }, { main: deck40('b') }], seed: 3, firstPlayer: 0 });
    if (!r.ok) throw new Error(r.error);
    const kinds = r.events.map((e) => (e.type === 'draw' ? `draw${e.player}` : e.type === 'phase' ? `phase:${e.phase}` : e.type));
    expect(kinds).toEqual([
      'draw0', 'draw0', 'draw0', 'draw0',
      'draw1', 'draw1', 'draw1', 'draw1',
      'turn', 'phase:draw', 'draw0', 'phase:main',
    ]);
  });

  it('R-SETUP-4: the opening hand is the top 4 cards of the shuffled Deck; the turn-1 draw is the 5th', () => {
    const r = newDuel({ ruleset: testRuleset(), decks: [{ main: deck40('a') }, { main: deck40('b') }], seed: 11, firstPlayer: 0 });
    if (!r.ok) throw new Error(r.error);
    const drawn0 = ofType(r.events, 'draw').filter((e) => e.player === 0).map((e) => e.card);
    expect(r.state.players[0].hand).toEqual(drawn0);
  });

  it('R-SETUP-1: each player starts with 8000 LP', () => {
    const s = duel();
    expect(s.players[0].lp).toBe(8000);
    expect(s.players[1].lp).toBe(8000);
    expect(s.winner).toBeNull();
  });

  it('R-SETUP-2: the Main Deck is shuffled by the seed: same seed same order, another seed another order', () => {
    const a = duel({ seed: 1, firstPlayer: 0 });
    const b = duel({ seed: 1, firstPlayer: 0 });
    const c = duel({ seed: 2, firstPlayer: 0 });
    const order = (s: DuelState): string[] => refsOf(s, [...s.players[0].hand, ...s.players[0].deck]);
    expect(order(a)).toEqual(order(b));
    expect(order(a)).not.toEqual(order(c));
    // A permutation of the list, and not the list as given.
    const listed = Array.from({ length: 40 }, (_, i) => `a${i}`);
    expect([...order(a)].sort()).toEqual([...listed].sort());
    expect(order(a)).not.toEqual(listed);
    // Each player's deck is shuffled, not only the first.
    expect(refsOf(a, [...a.players[1].hand, ...a.players[1].deck])).not.toEqual(listed.map((x) => x.replace('a', 'b')));
  });

  it('R-SETUP-2: the Extra Deck is placed aside (not shuffled into the Main Deck, not drawn)', () => {
    const r = newDuel({ ruleset: testRuleset(),
      decks: [{ main: deck40('a'), extra: [FLAME_WINGMAN, FLAME_WINGMAN] }, { main: deck40('b') }],
      seed: 5,
      firstPlayer: 0,
    });
    if (!r.ok) throw new Error(r.error);
    expect(r.state.players[0].extra).toHaveLength(2);
    expect(r.state.players[0].hand.length + r.state.players[0].deck.length).toBe(40);
  });

  it('R-SETUP-3: without firstPlayer the seed decides, reproducibly, and both seats can be chosen', () => {
    const first = (seed: number): number => duel({ seed }).turnPlayer;
    expect(first(42)).toBe(first(42));
    const seen = new Set<number>();
    for (let seed = 0; seed < 40; seed++) seen.add(first(seed));
    expect([...seen].sort()).toEqual([0, 1]);
  });

  it('R-SETUP-5 R-TURN-2: turn 1 has no Battle Phase to enter', () => {
    const s = duel({ firstPlayer: 0 });
    expect(legalActions(s).some((a) => a.type === 'enterBattle')).toBe(false);
    expect(legalActions(s).some((a) => a.type === 'endTurn')).toBe(true);
  });

  it('R-DRAW-3 R-WIN-2: a 4-card Main Deck: the first player fails the turn-1 draw and loses at once', () => {
    const four: CardSpec[] = [CLAYMAN, CLAYMAN, CLAYMAN, CLAYMAN];
    const r = newDuel({ ruleset: testRuleset(), decks: [{ main: four }, { main: deck40('b') }], seed: 1, firstPlayer: 0 });
    if (!r.ok) throw new Error(r.error);
    expect(r.state.players[0].hand).toHaveLength(4);
    expect(r.state.winner).toBe(1);
    expect(r.state.winReason).toBe('deckout');
    expect(r.state.pending).toBeNull();
  });

  it('R-SETUP-4: a Main Deck with fewer than 4 cards cannot start a duel (plain-words error)', () => {
    const r = newDuel({ ruleset: testRuleset(), decks: [{ main: [CLAYMAN, CLAYMAN, CLAYMAN] }, { main: deck40('b') }], seed: 1 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/fewer than 4/);
  });

  it('R-CARD-2 R-DECK-2: a Fusion monster listed in the Main Deck is refused, or moved to the Extra Deck with splitExtra', () => {
    const main: CardSpec[] = [...deck40('a').slice(0, 39), FLAME_WINGMAN];
    const bad = newDuel({ ruleset: testRuleset(), decks: [{ main }, { main: deck40('b') }], seed: 1 });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatch(/Extra Deck/);
    const ok = newDuel({ ruleset: testRuleset(), decks: [{ main }, { main: deck40('b') }], seed: 1, splitExtra: true, firstPlayer: 0 });
    if (!ok.ok) throw new Error(ok.error);
    expect(ok.state.players[0].extra).toHaveLength(1);
    expect(ok.state.players[0].hand.length + ok.state.players[0].deck.length).toBe(39);
    // A non-Fusion card in the Extra Deck is refused.
    const bad2 = newDuel({ ruleset: testRuleset(), decks: [{ main: deck40('a'), extra: [FIRE_GUARDIAN] }, { main: deck40('b') }], seed: 1 });
    expect(bad2.ok).toBe(false);
  });

  it('R-SETUP: Spells and Traps are ordinary Deck cards; an unknown card id is refused with the reason', () => {
    const main: CardSpec[] = [...deck40('a').slice(0, 38), DARK_HOLE, TRAP_HOLE];
    expect(newDuel({ ruleset: testRuleset(), decks: [{ main }, { main: deck40('b') }], seed: 1 }).ok).toBe(true);
    const bad = newDuel({ ruleset: testRuleset(), decks: [{ main: [...main.slice(0, 39), 123] }, { main: deck40('b') }], seed: 1 });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatch(/unknown card id 123/);
  });
});
