// Reading the board from a card script: who controls what, and simple card tests.
import { cardDef } from '../../cards';
import type { CardDef, DuelState, MonsterSlot, Seat } from '../../types';
import { raceOf } from './race';
import { other } from '../../zones';
import type { ReadCtx } from '../types';

export interface OnField {
  slot: MonsterSlot;
  seat: Seat;
  zone: number;
}

export function monstersOf(state: DuelState, seat: Seat): OnField[] {
  const out: OnField[] = [];
  state.players[seat].monsters.forEach((slot, zone) => {
    if (slot) out.push({ slot, seat, zone });
  });
  return out;
}

export const mine = (ctx: ReadCtx): OnField[] => monstersOf(ctx.state, ctx.seat);
export const theirs = (ctx: ReadCtx): OnField[] => monstersOf(ctx.state, other(ctx.seat));
export const everyMonster = (ctx: ReadCtx): OnField[] => [...mine(ctx), ...theirs(ctx)];
export const faceUp = (list: OnField[]): OnField[] => list.filter((m) => !m.slot.faceDown);

/** The definition a card shows now: a face-up monster's Type may be changed by an effect. */
export function def(ctx: ReadCtx, uid: number): CardDef {
  const printed = cardDef(ctx.state, uid);
  if (printed.kind === 'monster' && printed.maximum?.role === 'center') {
    // R-MAX-8: a monster in MAXIMUM mode has no DEF at all, not even 0.
    const at = monstersOf(ctx.state, 0).concat(monstersOf(ctx.state, 1)).find((m) => m.slot.uid === uid);
    if (at?.slot.maximum) {
      const { def: _printedDef, ...rest } = printed;
      return rest;
    }
  }
  if (ctx.state.lingering.length === 0 || printed.kind !== 'monster') return printed;
  const race = raceOf(ctx.state, uid);
  return race === printed.race ? printed : { ...printed, race };
}

export const isMonster = (d: CardDef): boolean => d.kind === 'monster';
export const isRace = (race: string) => (d: CardDef): boolean => d.kind === 'monster' && d.race === race;
export const isNormalMonster = (d: CardDef): boolean => d.kind === 'monster' && d.monsterKind === 'normal';
export const isMaximum = (d: CardDef): boolean => d.kind === 'monster' && d.monsterKind === 'maximum';
export const isFusion = (d: CardDef): boolean => d.kind === 'monster' && d.monsterKind === 'fusion';

/** Cards in a player's pile that pass a test on their definition. */
export function pile(
  ctx: ReadCtx,
  where: 'hand' | 'gy' | 'deck' | 'extra',
  test: (d: CardDef, uid: number) => boolean = () => true,
  seat: Seat = ctx.seat,
): number[] {
  return ctx.state.players[seat][where].filter((u) => test(cardDef(ctx.state, u), u));
}

/** Spell and Trap cards on a player's field (Spell & Trap Zones and Field Zone). */
export function spellTrapsOf(state: DuelState, seat: Seat): number[] {
  const p = state.players[seat];
  const out: number[] = [];
  for (const s of p.spellTraps) if (s) out.push(s.uid);
  if (p.field) out.push(p.field.uid);
  return out;
}

/** Whether seat can still enter the Battle Phase this turn (their own Main Phase, not turn 1). */
export function canStillBattle(ctx: ReadCtx): boolean {
  return ctx.state.turnPlayer === ctx.seat && ctx.state.phase === 'main' && ctx.state.turn > 1;
}

export function listOf(ctx: ReadCtx, store: string): number[] {
  const v = ctx.locals[store];
  return Array.isArray(v) ? v : [];
}
