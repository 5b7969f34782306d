// Determinization: every hidden card of a view gets an identity, drawn only from what the
// view allows (the unseen part of a public decklist), reproducibly from the seed.
import { describe, expect, it } from 'vitest';
import { cardDef, newDuel, playerView } from '../engine';
import type { DuelState, Seat } from '../engine';
import { presetByKey } from '../cards/presets';
import { deckCandidates } from './decklists';
import { meanField, sampled } from './determinize';
import { builtinRuleset } from '../cards/ruleset';

function duel(a: string, b: string): DuelState {
  const d = presetByKey(a);
  const e = presetByKey(b);
  if (!d || !e) throw new Error('preset missing');
  const r = newDuel({ ruleset: builtinRuleset(), decks: [{ main: d.main, extra: d.extra }, { main: e.main, extra: e.extra }], seed: 3, firstPlayer: 0 });
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

function zoneUids(s: DuelState, seat: Seat): number[] {
  const p = s.players[seat];
  return [...p.hand, ...p.deck, ...p.extra, ...p.gy, ...p.monsters.flatMap((m) => (m ? [m.uid] : [])), ...p.spellTraps.flatMap((x) => (x ? [x.uid] : []))];
}

describe('determinization', () => {
  const s = duel('dragon', 'fusion');
  const view = playerView(s, 0);

  it('the AI recognises its own preset from its hand; an opponent with 12 cards in the Extra Deck plays Fusion', () => {
    expect(deckCandidates(view, 0).map((d) => d.name)).toContain('dragon');
    expect(deckCandidates(view, 0).length).toBeLessThan(4);
    expect(deckCandidates(view, 1).map((d) => d.name)).toEqual(['fusion']);
    // Nothing seen yet of an opponent without an Extra Deck: any preset may be it.
    expect(deckCandidates(playerView(duel('dragon', 'beginner'), 0), 1).length).toBe(4);
  });

  it('mean field: no hidden card is left, and the guesses are placeholders the AI never plays', () => {
    const d = meanField(view, 0);
    for (const seat of [0, 1] as const) for (const u of zoneUids(d.state, seat)) expect(d.state.cards[u]?.id).not.toBe(0);
    for (const u of view.players[1].hand) expect(d.filler.has(u)).toBe(true);
    for (const u of view.players[0].hand) expect(d.filler.has(u)).toBe(false);
  });

  it('sampled: a hidden card becomes a card of a preset that fits, never more copies than the list has', () => {
    for (const seed of [1, 2, 3]) {
      const d = sampled(view, seed);
      const ids = zoneUids(d.state, 1).map((u) => d.state.cards[u]?.id ?? 0);
      expect(ids).not.toContain(0);
      const lists = deckCandidates(view, 1).map((x) => [...x.main, ...x.extra]);
      const count = (xs: number[], id: number): number => xs.filter((x) => x === id).length;
      expect(lists.some((l) => ids.every((id) => count(ids, id) <= count(l, id)))).toBe(true);
      // The AI's own Deck is sampled from its own list too.
      for (const u of d.state.players[0].deck) expect(cardDef(d.state, u).id).toBeGreaterThan(0);
    }
  });

  it('is reproducible from the seed, and different seeds give different guesses', () => {
    const a = sampled(view, 7).state.cards.map((c) => c.id);
    expect(sampled(view, 7).state.cards.map((c) => c.id)).toEqual(a);
    expect(sampled(view, 8).state.cards.map((c) => c.id)).not.toEqual(a);
  });
});
