// Which deck a player is likely to play, from public information only: the preset
// decklists that ship with the app are public, and a player's cards seen so far (its
// GY, face-up cards, and for the AI itself its own hand and Set cards) rule decks out.
// A deck that holds every seen card is kept (all kept decks equally likely); when none
// does, a generic deck of the whole pool stands in (3 copies of each card, 1 of each
// high-Level monster and of each Normal Monster: see genericDeck).

import type { CardDef, DuelState, Seat } from '../engine';
import { CARD_POOL } from '../cards/pool';
import { PRESET_DECKS } from '../cards/presets';
import { poolCard } from '../cards/pool';

export interface DeckGuess {
  name: string;
  main: readonly number[];
  extra: readonly number[];
}

function isExtraKind(d: CardDef | undefined): boolean {
  return d !== undefined && d.kind === 'monster' && (d.monsterKind === 'fusion' || d.monsterKind === 'ritual');
}

let generic: DeckGuess | null = null;
let genericSize = -1;

/** Copies of a card in the generic deck: a high-Level monster (Level 5+ or a MAXIMUM piece) or a Normal Monster once. */
function genericCopies(c: CardDef): number {
  const high = c.kind === 'monster' && !isExtraKind(c) && (c.maximum !== undefined || (c.level ?? 0) >= 5);
  return high || c.monsterKind === 'normal' ? 1 : 3;
}

/**
 * The whole playable pool: the stand-in when no preset fits what was seen (a deck built by
 * the player, or a random pool deck). Decks are built with most monsters of Level 4 or
 * below (they need no Tribute), so high-Level monsters come once and every other card three
 * times, where three of each would make a third of the hidden hand Tribute monsters. Normal
 * Monsters (378 of the 677 playable cards) come once too, or they would be two thirds of
 * the deck: about 37% Spells/Traps, 46% low-Level and 18% high-Level monsters, near a built
 * deck's mix.
 * Such a deck's Set Spells/Traps are not guessed card by card (determinize.ts).
 */
export function genericDeck(): DeckGuess {
  if (!generic || genericSize !== CARD_POOL.size) {
    const main: number[] = [];
    const extra: number[] = [];
    for (const c of CARD_POOL.values()) for (let i = 0; i < genericCopies(c); i++) (isExtraKind(c) ? extra : main).push(c.id);
    generic = { name: GENERIC, main, extra };
    genericSize = CARD_POOL.size;
  }
  return generic;
}

/** The name of the generic stand-in deck. */
export const GENERIC = 'generic';

/** Pool ids of the cards of `seat` that this view shows. */
export function seenIds(view: DuelState, seat: Seat): number[] {
  const out: number[] = [];
  for (const c of view.cards) if (c.owner === seat && c.id !== 0) out.push(c.id);
  return out;
}

function count(ids: readonly number[]): Map<number, number> {
  const m = new Map<number, number>();
  for (const id of ids) m.set(id, (m.get(id) ?? 0) + 1);
  return m;
}

/** A player's own decklist, from the ids of every card it owns (AiRequest.ownCards). */
export function ownDeck(ids: readonly number[]): DeckGuess {
  const main: number[] = [];
  const extra: number[] = [];
  for (const id of ids) (isExtraKind(defOf(id)) ? extra : main).push(id);
  return { name: 'own', main, extra };
}

/**
 * The decks consistent with what was seen of `seat` (never empty). `own` is the decklist
 * of `seat` when the asking player is that seat and knows its own deck.
 */
export function deckCandidates(view: DuelState, seat: Seat, own?: DeckGuess): DeckGuess[] {
  if (own) return [own];
  const seen = count(seenIds(view, seat));
  // The size of a player's Extra Deck is public: a deck must have room for it.
  const p = view.players[seat];
  let extraSeen = p.extra.length;
  for (const c of view.cards) if (c.owner === seat && c.id !== 0 && !p.extra.includes(c.uid) && isExtraKind(defOf(c.id))) extraSeen++;
  const fits = (d: DeckGuess): boolean => {
    if (d.extra.length < extraSeen) return false;
    const have = count([...d.main, ...d.extra]);
    for (const [id, n] of seen) if ((have.get(id) ?? 0) < n) return false;
    return true;
  };
  const out = PRESET_DECKS.map((p) => ({ name: p.key, main: p.main, extra: p.extra })).filter(fits);
  return out.length > 0 ? out : [genericDeck()];
}

/** The cards of deck d not yet seen (a multiset as a list), main and extra apart. */
export function unseen(view: DuelState, seat: Seat, d: DeckGuess): { main: number[]; extra: number[] } {
  const seen = count(seenIds(view, seat));
  const take = (list: readonly number[]): number[] => {
    const out: number[] = [];
    for (const id of list) {
      const n = seen.get(id) ?? 0;
      if (n > 0) seen.set(id, n - 1);
      else out.push(id);
    }
    return out;
  };
  const main = take(d.main);
  const extra = take(d.extra);
  return { main, extra };
}

export function defOf(id: number): CardDef | undefined {
  return poolCard(id);
}

