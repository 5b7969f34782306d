// The step primitives card scripts are written in. A step either acts, or asks a question
// and acts when it runs again with the answer in ctx.locals.
import { count, OPT_NO, OPT_YES, tx, type EngineText } from '../../text';
import type { CardDef } from '../../types';
import type { Ctx, Prompt, ReadCtx, Step } from '../types';
import { discardFromHand, moveCard, payLp, shuffleDeck } from './moves';
import { listOf, pile } from './query';

/** A step that does something and never asks (whatever `run` returns is ignored). */
export function act(run: (ctx: Ctx) => unknown, can?: (ctx: ReadCtx) => boolean): Step {
  const step: Step = {
    run(ctx): void {
      run(ctx);
    },
  };
  if (can) step.can = can;
  return step;
}

/** Runs inner only when cond holds (checked each time the step runs). */
export function when(cond: (ctx: ReadCtx) => boolean, inner: Step): Step {
  return { run: (ctx) => (cond(ctx) ? inner.run(ctx) : undefined) };
}

export interface ChooseOptions {
  /** Whether the step must be possible for the effect to be activated (default true). */
  mandatory?: boolean;
  /** Who chooses (default: the effect's controller). */
  player?: 0 | 1;
}

/**
 * Asks for min..max cards among from(ctx) and stores their uids in locals[store]. With
 * nothing to choose it stores [] without asking.
 */
export function choose(
  store: string,
  title: EngineText,
  from: (ctx: ReadCtx) => number[],
  min = 1,
  max = min,
  opts: ChooseOptions = {},
): Step {
  const step: Step = {
    run(ctx): Prompt | void {
      if (ctx.locals[store] !== undefined) return;
      const list = from(ctx);
      const hi = Math.min(max, list.length);
      if (hi === 0) {
        ctx.locals[store] = [];
        return;
      }
      const prompt: Prompt = { kind: 'cards', store, title, from: list, min: Math.min(min, hi), max: hi };
      if (opts.player !== undefined) prompt.player = opts.player;
      return prompt;
    },
  };
  if (opts.mandatory !== false) step.can = (ctx) => from(ctx).length >= min;
  return step;
}

/** Asks a yes/no question; locals[store] = 1 for yes, 0 for no. */
export function ask(store: string, title: EngineText): Step {
  return {
    run(ctx): Prompt | void {
      if (ctx.locals[store] !== undefined) return;
      return { kind: 'option', store, title, options: [OPT_NO, OPT_YES] };
    },
  };
}

export const said = (store: string) => (ctx: ReadCtx): boolean => ctx.locals[store] === 1;

/** Cost: send the top n cards of your Deck to the GY. */
export function mill(n: number): Step {
  return act(
    (ctx) => {
      for (let i = 0; i < n; i++) {
        const top = ctx.state.players[ctx.seat].deck[0];
        if (top !== undefined) moveCard(ctx, top, 'gy', 'cost');
      }
    },
    (ctx) => ctx.state.players[ctx.seat].deck.length >= n,
  );
}

/** Cost: pay LP (you cannot pay more than you have). */
export function payLifePoints(n: number): Step {
  return act((ctx) => payLp(ctx, n), (ctx) => ctx.state.players[ctx.seat].lp >= n);
}

/** Cost or effect: discard n cards from your hand that pass the test. */
export function discard(n: number, test: (d: CardDef) => boolean = () => true, store = 'discarded'): Step[] {
  return [
    choose(store, tx('prompt.sendToGy', count(n, 'hand')), (ctx) => pile(ctx, 'hand', test), n),
    act((ctx) => discardFromHand(ctx, listOf(ctx, store))),
  ];
}

/** Cost: shuffle n cards from your GY that pass the test into your Deck. */
export function gyToDeck(n: number, test: (d: CardDef) => boolean, store = 'returned'): Step[] {
  return [
    choose(store, tx('prompt.shuffleIntoDeck', count(n, 'gy')), (ctx) => pile(ctx, 'gy', test), n),
    act((ctx) => {
      for (const u of listOf(ctx, store)) moveCard(ctx, u, 'deckBottom', 'cost');
      shuffleDeck(ctx, ctx.seat);
    }),
  ];
}

/** Cost: reveal min..max cards from your hand (or Extra Deck) that pass the test. */
export function reveal(
  where: 'hand' | 'extra',
  test: (d: CardDef, uid: number) => boolean,
  store = 'revealed',
  min = 1,
  max = min,
): Step[] {
  return [
    choose(store, tx('prompt.reveal', { min, max, where }), (ctx) => pile(ctx, where, test), min, max),
    act((ctx) => {
      for (const u of listOf(ctx, store)) ctx.events.push({ type: 'reveal', card: u, player: ctx.seat });
    }),
  ];
}
