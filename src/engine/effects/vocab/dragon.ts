// Vocabulary of the Dragon deck scripts (Dragias Dragon Rush): Dragon tests, the position
// of a face-up Special Summon, and the "a Dragon of yours was destroyed by the opponent"
// timing of its Traps.
import { cardDef } from '../../cards';
import { OPT_ATTACK, OPT_DEFENSE, tx, type EngineText } from '../../text';
import type { BattlePosition, CardDef, DuelEvent } from '../../types';
import type { Prompt, ReadCtx, Step } from '../types';
import { moveCard } from './moves';

export const isDragonMonster = (d: CardDef): boolean => d.kind === 'monster' && d.race === 'Dragon';

/**
 * Trap timing: a Dragon monster ctx's player controlled was destroyed by the opponent —
 * by battle while the opponent was attacking (it is their turn), or by an effect of theirs.
 * The destroyed card is already in the GY when this is checked, so its printed Type is read.
 */
export function dragonDestroyedByOpponent(ev: DuelEvent, ctx: ReadCtx, reasons: readonly ('battle' | 'effect')[]): boolean {
  if (ev.type !== 'destroy' || ev.player !== ctx.seat || ev.by === ctx.seat) return false;
  if (!reasons.includes(ev.reason)) return false;
  if (ev.reason === 'battle' && ctx.state.turnPlayer === ctx.seat) return false;
  return isDragonMonster(cardDef(ctx.state, ev.card));
}

/**
 * Asks in which face-up position a monster is Special Summoned (R-SS-2): locals[store] is
 * 0 for Attack Position, 1 for Defense Position; read it with summonPosition.
 */
export function askPosition(store: string, title: EngineText = tx('prompt.position')): Step {
  return {
    run(ctx): Prompt | void {
      if (ctx.locals[store] !== undefined) return;
      return { kind: 'option', store, title, options: [OPT_ATTACK, OPT_DEFENSE] };
    },
  };
}

export const summonPosition = (ctx: ReadCtx, store: string): BattlePosition => (ctx.locals[store] === 1 ? 'defense' : 'attack');

/** Effect (not cost): sends the top n cards of ctx's Deck to the GY; returns how many went. */
export function millByEffect(ctx: Parameters<typeof moveCard>[0], n: number): number {
  let sent = 0;
  for (let i = 0; i < n; i++) {
    const top = ctx.state.players[ctx.seat].deck[0];
    if (top === undefined || !moveCard(ctx, top, 'gy', 'effect')) break;
    sent++;
  }
  return sent;
}
