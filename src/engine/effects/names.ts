// The name a card bears and whether it counts as a Legend card, where it is now (R-CARD-4: rule
// text such as "this card's name becomes X while in the Graveyard" is always in force). Every
// check by name (filters' `ids`, "same name" choices, named Fusion materials and MAXIMUM pieces,
// last-known facts) reads `shownId`; every Legend filter reads `legendNow`.
import { cardDef } from '../cards';
import type { DuelState } from '../types';
import { locateMonster } from '../zones';
import { scriptOf } from './registry';

/** The piles a card's rule text can name: hand, GY, Extra Deck (the Deck is never searched by a changed name). */
export type NamePlace = 'hand' | 'gy' | 'extra';

/** The pile that holds the card (hand, GY, Extra Deck), or undefined anywhere else. */
export function pileOf(state: DuelState, uid: number): NamePlace | undefined {
  for (const p of state.players) {
    if (p.gy.includes(uid)) return 'gy';
    if (p.hand.includes(uid)) return 'hand';
    if (p.extra.includes(uid)) return 'extra';
  }
  return undefined;
}

/**
 * The card id a card counts as by name. On the field, a face-up monster: the latest name an
 * effect gave it (linger kind `nameAs`, `changeName`), else the name its continuous effect gives
 * it (`continuous.nameAs`, in MAXIMUM mode only for a `maximumOnly` one), else its own. In a hand,
 * GY or Extra Deck: the name its rule text gives it there (the document's `nameAs`). Anywhere
 * else (the Deck, a Spell & Trap Zone, face-down): its printed name.
 */
export function shownId(state: DuelState, uid: number): number {
  const printed = state.cards[uid]?.id ?? 0;
  const script = scriptOf(state, uid);
  const at = locateMonster(state, uid);
  if (at) {
    if (at.slot.faceDown) return printed;
    for (let i = state.lingering.length - 1; i >= 0; i--) {
      const l = state.lingering[i];
      if (l && l.target === uid && l.kind === 'nameAs') return l.value;
    }
    const c = script?.continuous;
    if (c?.nameAs !== undefined && (!c.maximumOnly || at.slot.maximum !== null)) return c.nameAs;
    return printed;
  }
  const rule = script?.nameAs;
  if (!rule) return printed;
  const place = pileOf(state, uid);
  return (place && rule[place]) ?? printed;
}

/** Whether the card is a Legend card where it is now: printed so (R-LEG-1), or its rule text treats it so there (`legendAs`). */
export function legendNow(state: DuelState, uid: number): boolean {
  if (cardDef(state, uid).legend) return true;
  const places = scriptOf(state, uid)?.legendAs;
  if (!places) return false;
  const place = pileOf(state, uid);
  return place !== undefined && (places as readonly NamePlace[]).includes(place);
}
