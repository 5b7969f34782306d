// Vocabulary used by the Magnum Overlord MAXIMUM deck's scripts (src/cards/scripts/maximum):
// LP comparisons, "send from hand" costs, returning cards to the Deck, variable-sized
// choices and small card tests. Built only on the public vocabulary and engine queries.
import { cardDef } from '../../cards';
import { count, tx, type EngineText } from '../../text';
import type { CardDef, DuelEvent, Seat } from '../../types';
import { other } from '../../zones';
import type { Aura, AuraCtx, Ctx, Prompt, ReadCtx, Step } from '../types';
import { discardFromHand, moveCard, shuffleDeck } from './moves';
import { listOf, mine, pile, type OnField } from './query';
import { act } from './steps';

/** `untilTurn` for "for as long as it stays face-up": leaving the field ends it (R-MEFF-4). */
export const WHILE_FACE_UP = 1_000_000;

export const opponentOf = (ctx: ReadCtx): Seat => other(ctx.seat);
export const lpOf = (ctx: ReadCtx, seat: Seat): number => ctx.state.players[seat].lp;
/** Your LP is lower than your opponent's. */
export const lpBehind = (ctx: ReadCtx): boolean => lpOf(ctx, ctx.seat) < lpOf(ctx, opponentOf(ctx));
export const deckSize = (ctx: ReadCtx, seat: Seat = ctx.seat): number => ctx.state.players[seat].deck.length;

/** Your face-up monsters in MAXIMUM mode (at most one). */
export const inMaximumMode = (ctx: ReadCtx): OnField[] => mine(ctx).filter((m) => m.slot.maximum !== null && !m.slot.faceDown);

/** Card tests. */
export const isMachine = (d: CardDef): boolean => d.kind === 'monster' && d.race === 'Machine';
export const isMonsterOfLevel = (lv: number) => (d: CardDef): boolean => d.kind === 'monster' && d.level === lv;
export const levelOf = (ctx: ReadCtx, uid: number): number => cardDef(ctx.state, uid).level ?? 0;

/** A Trap window timing: the opponent of ctx Normal (or Tribute) Summons a monster face-up. */
export function opponentNormalSummoned(ev: DuelEvent, ctx: ReadCtx): boolean {
  return ev.type === 'summon' && ev.player !== ctx.seat && !ev.faceDown && (ev.how === 'normal' || ev.how === 'tribute');
}

/**
 * Like `choose`, but the number of cards may depend on the state (e.g. "as many as cards
 * drawn"). Mandatory unless opts.mandatory is false: then it must be possible at activation.
 */
export function chooseCount(
  store: string,
  title: EngineText,
  from: (ctx: ReadCtx) => number[],
  min: (ctx: ReadCtx) => number,
  max: (ctx: ReadCtx) => number,
  opts: { mandatory?: boolean } = {},
): Step {
  const step: Step = {
    run(ctx): Prompt | void {
      if (ctx.locals[store] !== undefined) return;
      const list = from(ctx);
      const hi = Math.min(max(ctx), list.length);
      if (hi <= 0) {
        ctx.locals[store] = [];
        return;
      }
      return { kind: 'cards', store, title, from: list, min: Math.min(Math.max(0, min(ctx)), hi), max: hi };
    },
  };
  if (opts.mandatory !== false) step.can = (ctx) => from(ctx).length >= min(ctx) && max(ctx) >= min(ctx);
  return step;
}

/** Cost: send n cards that pass the test from your hand to the GY (not a discard by effect). */
export function sendFromHand(n: number, test: (d: CardDef) => boolean = () => true, store = 'sent'): Step[] {
  return [
    chooseCount(store, tx('prompt.sendToGy', count(n, 'hand')), (ctx) => pile(ctx, 'hand', test), () => n, () => n),
    act((ctx) => {
      for (const u of listOf(ctx, store)) moveCard(ctx, u, 'gy', 'cost');
    }),
  ];
}

/** Puts the cards into their owners' Decks and shuffles each Deck that received one. */
export function toDeckShuffled(ctx: Ctx, uids: readonly number[], reason: 'effect' | 'cost'): void {
  const owners = new Set<Seat>();
  for (const u of uids) {
    const owner = ctx.state.cards[u]?.owner;
    if (moveCard(ctx, u, 'deckBottom', reason) && owner !== undefined) owners.add(owner);
  }
  for (const s of owners) shuffleDeck(ctx, s);
}

/** Cost: shuffle n cards from your hand into your Deck. */
export function handToDeck(n: number, store = 'returned'): Step[] {
  return [
    chooseCount(store, tx('prompt.shuffleIntoDeck', count(n, 'hand')), (ctx) => pile(ctx, 'hand'), () => n, () => n),
    act((ctx) => toDeckShuffled(ctx, listOf(ctx, store), 'cost')),
  ];
}

/** Sends the chosen hand cards to the GY as a discard (effect). */
export const discardChosen = (store: string): Step => act((ctx) => discardFromHand(ctx, listOf(ctx, store)));

/** Reports the cards in locals[store] as revealed to both players. */
export const revealChosen = (store: string): Step =>
  act((ctx) => {
    for (const u of listOf(ctx, store)) ctx.events.push({ type: 'reveal', card: u, player: ctx.seat });
  });

/**
 * The [Continuous Effect] of the Magnum Overlord and Yggdrago centers: in MAXIMUM mode,
 * this monster cannot be destroyed by the effects of the opponent's Trap Cards.
 */
export function trapProofInMaximumMode(ctx: AuraCtx): Aura | null {
  return ctx.target.uid === ctx.self ? { effectImmune: (by, kind) => by !== ctx.seat && kind === 'trap' } : null;
}
