// Compiling a Trap's timing: which event of the last action it answers.
import type { DuelEvent } from '../../types';
import { locateMonster } from '../../zones';
import type { ReadCtx } from '../types';
import { lastKnownPasses } from './lastKnownFilter';
import { compileMoreTrigger } from './moreTriggers';
import { allHold } from './conditions';
import { passes } from './select';
import type { Side, Trigger } from './types';

const bySide = (side: Side, player: number, ctx: ReadCtx): boolean =>
  side === 'both' || (side === 'you') === (player === ctx.seat);

type TriggerTest = (ev: DuelEvent, ctx: ReadCtx, events?: readonly DuelEvent[], index?: number) => boolean;

export function compileTrigger(t: Trigger): TriggerTest {
  if (t.event !== 'anyOf' && t.if !== undefined && t.if.length > 0) {
    // `if`: this timing is met only while its own conditions hold (read when the Trap is checked).
    const conditions = t.if;
    const test = compileTrigger({ ...t, if: undefined });
    return (ev, ctx, events, index) => test(ev, ctx, events, index) && allHold(ctx, conditions);
  }
  if (t.event === 'anyOf') {
    const tests = t.of.map(compileTrigger);
    return (ev, ctx, events, index) => tests.some((test) => test(ev, ctx, events, index));
  }
  if (t.event === 'draw' || t.event === 'activate' || t.event === 'sentToGy' || t.event === 'moved' || t.event === 'damage') return compileMoreTrigger(t);
  if (t.event === 'summon') {
    return (ev, ctx) => {
      // A Set is not a Summon; a summon answered by a Trap is a face-up one.
      // The summoning player: `by` when they summoned it to the other field.
      if (ev.type !== 'summon' || ev.faceDown || !bySide(t.by, ev.by ?? ev.player, ctx)) return false;
      if (t.how && !t.how.includes(ev.how)) return false;
      // Where it came from: the summon record on its slot (it is on the field when the window opens).
      if (t.from) {
        const from = locateMonster(ctx.state, ev.card)?.slot.summoned?.from;
        if (from === undefined || !t.from.includes(from)) return false;
      }
      return !t.monster || (locateMonster(ctx.state, ev.card) !== null && passes(ctx, ev.card, t.monster));
    };
  }
  if (t.event === 'set') {
    // A monster Set from the hand comes as a face-down summon event (summon.ts); an effect that
    // turns a monster face-down is a position change, not a Set.
    if (t.spellTrap) return (ev, ctx) => ev.type === 'set' && bySide(t.by, ev.player, ctx);
    return (ev, ctx) => ev.type === 'summon' && ev.faceDown && bySide(t.by, ev.by ?? ev.player, ctx);
  }
  if (t.event === 'destroyed') {
    const one = (ev: DuelEvent, ctx: ReadCtx): boolean => {
      if (ev.type !== 'destroy' || !bySide(t.owner, ev.player, ctx) || !bySide(t.by, ev.by, ctx)) return false;
      if (t.reasons && !t.reasons.includes(ev.reason)) return false;
      // Destroyed by battle "by" a player: that player was attacking, so it was their turn.
      if (ev.reason === 'battle' && t.by !== 'both' && ctx.state.turnPlayer !== ev.by) return false;
      // As the monster was when destroyed (the event keeps it; a Spell or Trap has no position).
      if (t.position !== undefined && ev.position !== t.position) return false;
      if (t.faceUp !== undefined && (ev.faceDown === undefined || ev.faceDown === t.faceUp)) return false;
      if (t.effectOf && ev.reason === 'effect' && (ev.source === undefined || !t.effectOf.includes(ev.source))) return false;
      // The monster as it was on the field (last-known information), not as printed in the GY.
      if (!t.card) return true;
      return ev.was ? lastKnownPasses(ctx, ev.card, ev.was, t.card) : passes(ctx, ev.card, t.card);
    };
    const min = t.min ?? 1;
    if (min <= 1) return one;
    // "At the same time": the cards of one destruction are one run of destroy events.
    return (ev, ctx, events, index) => {
      if (!one(ev, ctx) || !events || index === undefined) return false;
      let start = index;
      while (start > 0 && events[start - 1]?.type === 'destroy') start--;
      let n = 0;
      for (let i = start; i < events.length && events[i]?.type === 'destroy'; i++) if (one(events[i] as DuelEvent, ctx)) n++;
      return n >= min;
    };
  }
  return (ev, ctx) => {
    // A replayed attack is not a new declaration (R-BAT-7).
    if (ev.type !== 'attack' || ev.replay || !bySide(t.by, ev.player, ctx)) return false;
    const target = t.target ?? 'any';
    if (target === 'direct' && ev.target !== 'direct') return false;
    if (target === 'monster' && ev.target === 'direct') return false;
    if (t.targetFilter && (ev.target === 'direct' || !passes(ctx, ev.target, t.targetFilter))) return false;
    return !t.attacker || passes(ctx, ev.attacker, t.attacker);
  };
}
