// What the AI knows of its own deck (AiRequest.ownCards: the ids it owns, never their places)
// and how it guesses a deck it cannot name (a random pool deck): docs/ai.md, "Hidden cards".
import { describe, expect, it } from 'vitest';
import { cardDef, newDuel, playerView, readBoard } from '../engine';
import type { DuelState } from '../engine';
import { CARD_POOL } from '../cards/pool';
import { builtinRuleset } from '../cards/ruleset';
import { randomPoolDeck } from '../decks/randomDeck';
import { decide } from './decide';
import { deckCandidates, GENERIC, genericDeck, ownDeck } from './decklists';
import { sampled } from './determinize';
import { ownCardsOf } from './ownCards';
import { tickClock } from './testing';

function poolDuel(seed: number): DuelState {
  const pool = [...CARD_POOL.values()];
  const r = newDuel({ ruleset: builtinRuleset(), decks: [randomPoolDeck(pool, seed), randomPoolDeck(pool, seed + 1)], seed, firstPlayer: 0, splitExtra: true });
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

const count = (xs: readonly number[], id: number): number => xs.filter((x) => x === id).length;

describe('the AI and its own decklist', () => {
  const s = poolDuel(11);
  const view = playerView(s, 0);
  const own = ownDeck(ownCardsOf(s, 0));

  it('its own cards are its whole decklist, the Extra Deck apart', () => {
    expect(own.main.length + own.extra.length).toBe(s.cards.filter((c) => c.owner === 0).length);
    expect(own.extra.length).toBe(s.players[0].extra.length);
    expect(deckCandidates(view, 0, own)).toEqual([own]);
  });

  it('a sampled world draws its own Deck from its own list only, never more copies than it holds', () => {
    for (const seed of [1, 2, 3]) {
      const d = sampled(view, seed, { seat: 0, deck: own });
      const ids = [...d.state.players[0].deck, ...d.state.players[0].hand].map((u) => cardDef(d.state, u).id);
      for (const id of ids) expect(count(ids, id)).toBeLessThanOrEqual(count(own.main, id));
    }
  });

  it('knowing the list is not peeking: the same view and list give the same move whatever the order of its Deck', () => {
    const shuffled: DuelState = { ...s, players: [{ ...s.players[0], deck: [...s.players[0].deck].reverse() }, s.players[1]] };
    const ask = (st: DuelState) => decide({ id: 1, view: playerView(st, 0), seat: 0, level: 'hard', seed: 5, budgetMs: 0, ownCards: ownCardsOf(st, 0) }, tickClock()).action;
    expect(ask(shuffled)).toEqual(ask(s));
  });
});

describe('an opponent deck no preset fits', () => {
  it('is guessed as the whole playable pool: three copies of each card, one of each high-Level monster and Normal Monster', () => {
    const g = genericDeck();
    expect(g.name).toBe(GENERIC);
    const n = (id: number) => [...g.main, ...g.extra].filter((x) => x === id).length;
    expect(n(160001029)).toBe(1); // Yamiruler the Dark Delayer, Level 8
    expect(n(160320009)).toBe(3); // Elemental HERO Bubbleman, Level 4, with effects
    expect(n(160320008)).toBe(1); // Elemental HERO Avian, Level 3, a Normal Monster
    expect(n(160202019)).toBe(3); // Trap Hole
    expect(n(160001000)).toBe(1); // Blue-Eyes White Dragon, a Normal Monster
    expect(n(160320006)).toBe(1); // Elemental HERO Clayman, a Level 4 Normal Monster
    let high = 0;
    for (const c of CARD_POOL.values()) {
      const isHigh = c.kind === 'monster' && c.monsterKind !== 'fusion' && c.monsterKind !== 'ritual' && (c.maximum !== undefined || (c.level ?? 0) >= 5);
      expect(n(c.id), c.name).toBe(isHigh || c.monsterKind === 'normal' ? 1 : 3);
      if (isHigh) high++;
    }
    // Near a built deck's mix: high-Level monsters are a small share of the main deck.
    expect(high / g.main.length).toBeLessThan(0.2);
    expect(high).toBeGreaterThan(0);
  });

  it('its Set Spells and Traps are not guessed card by card: they stay placeholders the AI never plays', () => {
    // The opponent (seat 0) shows a card no preset holds (Yamiruler, in its GY) and has a Set card.
    const filler = [160320008, 160320008, 160320008, 160320008, 160320008];
    const { state } = readBoard({ turn: 2, turnPlayer: 1, phase: 'main', players: [{ deck: filler, graveyard: [160001029], spellTraps: [{ card: 160202019, faceDown: true }] }, { deck: filler, hand: [160320008] }] }, 1, builtinRuleset());
    const view = playerView(state, 1);
    expect(deckCandidates(view, 0).map((d) => d.name)).toEqual([GENERIC]);
    const set = view.players[0].spellTraps[0]?.uid as number;
    expect(view.cards[set]?.id).toBe(0);
    for (const seed of [1, 2, 3]) expect(sampled(view, seed).filler.has(set)).toBe(true);
  });
});
