// Document steps that place cards: Special Summons in a chosen position, a Deck's top or
// bottom, moves in an order a player picks, and Attack or face-down Defense Position.
import { locateMonster, other } from '../../zones';
import type { Seat } from '../../types';
import { moveCard, setPosition, specialSummon } from '../primitives/moves';
import { attackPositionLocked, summonPlaceOf } from '../summonLocks';
import { cardDef } from '../../cards';
import type { Prompt, ReadCtx, Step } from '../types';
import { refHasAtLeast, resolveRef } from './select';
import type { CardRef } from './types';
import { OPT_ATTACK, OPT_DECK_BOTTOM, OPT_DECK_TOP, OPT_DEFENSE, OPT_FACE_DOWN_DEFENSE, ORDER_CODE, tx } from '../../text';


/** Face-up monsters on the field among the referenced cards, with their controllers. */
export function liveMonsters(ctx: ReadCtx, ref: CardRef): { uid: number; seat: Seat }[] {
  const out: { uid: number; seat: Seat }[] = [];
  for (const u of resolveRef(ctx, ref)) {
    const at = locateMonster(ctx.state, u);
    if (at && !at.slot.faceDown) out.push({ uid: u, seat: at.seat });
  }
  return out;
}

/** The face-up Spell/Trap Cards (the Field Zone included) a reference names, with their controllers. */
export function faceUpSpellTraps(ctx: ReadCtx, ref: CardRef): { uid: number; seat: Seat }[] {
  const out: { uid: number; seat: Seat }[] = [];
  for (const u of resolveRef(ctx, ref)) {
    for (const seat of [0, 1] as const) {
      const p = ctx.state.players[seat];
      const slot = p.field?.uid === u ? p.field : p.spellTraps.find((s) => s?.uid === u);
      if (slot && !slot.faceDown) out.push({ uid: u, seat });
    }
  }
  return out;
}

/**
 * Acting on a set that is empty does nothing, so such a step must have something to act on (R-MEFF-2).
 * A set whose filter reads this effect's choices (`attributeOf: { chosen }`) is unknown before activation, so it is not checked.
 */
export const needsCards = (ref: CardRef): ((ctx: ReadCtx) => boolean) | undefined =>
  typeof ref === 'object' && !('chosen' in ref) && !JSON.stringify(ref).includes('"chosen"') ? (ctx) => refHasAtLeast(ctx, ref, 1) : undefined;

/**
 * A position step must have a monster whose position can change: not one in MAXIMUM mode
 * (R-MAX-13, R-MEFF-2), whether it names a set, the effect's card, the Trap's trigger (Hermit's
 * Soul cannot turn a MAXIMUM attacker) or the attack target. A choice is narrowed instead
 * (choiceRules.ts), so it is known to hold.
 */
export const needsChangeable = (ref: CardRef): ((ctx: ReadCtx) => boolean) | undefined =>
  typeof ref === 'object' && 'chosen' in ref
    ? undefined
    : (ctx) => resolveRef(ctx, ref).some((u) => locateMonster(ctx.state, u)?.slot.maximum === null);

/**
 * Special Summons the referenced cards in order. With `choice`, asks the position of each card
 * first (face-up Attack or face-up Defense Position, R-SS-2), one question per card.
 */
export function summonStep(ref: CardRef, position: 'attack' | 'defense' | 'choice' | 'faceDownDefense', field: 'toOpponent' | 'byOpponent' | undefined = undefined): Step {
  const key = (i: number): string => `summonPosition${i}`;
  return {
    run(ctx): Prompt | void {
      const list = resolveRef(ctx, ref);
      // Whose field the monsters go to, and who summons them (picking the positions, R-SS-2).
      const seat = field === undefined ? ctx.seat : other(ctx.seat);
      const by = field === 'byOpponent' ? seat : ctx.seat;
      if (position === 'choice') {
        for (let i = 0; i < list.length; i++) {
          // Defense Position alone under a lock of Attack Position summons (summonLocks.ts ATTACK_ONLY): nothing to ask.
          const u = list[i] as number;
          if (ctx.locals[key(i)] === undefined && attackPositionLocked(ctx.state, by, cardDef(ctx.state, u), summonPlaceOf(ctx.state, u))) ctx.locals[key(i)] = 1;
          if (ctx.locals[key(i)] === undefined) {
            return { kind: 'option', store: key(i), title: tx('doc.summonPosition'), options: [OPT_ATTACK, OPT_DEFENSE], ...(by !== ctx.seat ? { player: by } : {}) };
          }
        }
      }
      list.forEach((u, i) => {
        if (position === 'faceDownDefense') return void specialSummon(ctx, u, 'defense', seat, true, by);
        const pos = position === 'choice' ? (ctx.locals[key(i)] === 1 ? 'defense' : 'attack') : position;
        specialSummon(ctx, u, pos, seat, false, by);
      });
    },
  };
}

/**
 * Puts the referenced cards on the top or the bottom of their owners' Decks, as the effect's
 * player picks (one question for all of them, asked only when there is a card to put). The cards
 * go one at a time in the order referenced, so the last one ends on the top (bottom); with
 * `orderBy`, that player then picks their order (as orderedMoveStep does), the last one picked
 * ending on the top (bottom).
 */
export function topOrBottomStep(ref: CardRef, stage: 'cost' | 'effect', orderBy?: 'you' | 'opponent'): Step {
  const name = typeof ref === 'object' && 'chosen' in ref ? ref.chosen : '';
  const key = `deckSide:${name}`;
  const orderKey = `order:${name}`;
  const step: Step = {
    run(ctx): Prompt | void {
      const list = resolveRef(ctx, ref);
      if (list.length === 0) return;
      if (ctx.locals[key] === undefined) return { kind: 'option', store: key, title: tx('doc.deckTopOrBottom'), options: [OPT_DECK_TOP, OPT_DECK_BOTTOM] };
      const to = ctx.locals[key] === 1 ? 'deckBottom' : 'deckTop';
      const order = ctx.locals[orderKey];
      if (orderBy !== undefined && list.length > 1 && order === undefined) {
        const n = list.length;
        return { kind: 'cards', store: orderKey, title: tx(ORDER_CODE, { n }), from: list, min: n, max: n, player: orderBy === 'opponent' ? other(ctx.seat) : ctx.seat };
      }
      for (const u of Array.isArray(order) ? order : list) moveCard(ctx, u, to, stage === 'cost' ? 'cost' : 'effect');
    },
  };
  const can = needsCards(ref);
  if (can) step.can = can;
  return step;
}

/**
 * Puts the referenced cards on the top (bottom) of their owners' Decks in the order `orderBy`
 * picks: a choice of all of them, one by one, asked of that player (ORDER_CODE: playerView shows
 * them to that player while it is open). The last one picked ends on the top (bottom).
 */
export function orderedMoveStep(ref: CardRef, to: 'deckTop' | 'deckBottom', orderBy: 'you' | 'opponent', stage: 'cost' | 'effect', as?: string): Step {
  const key = `order:${typeof ref === 'object' && 'chosen' in ref ? ref.chosen : ''}`;
  const step: Step = {
    run(ctx): Prompt | void {
      const list = resolveRef(ctx, ref);
      if (list.length === 0) return;
      const order = ctx.locals[key];
      if (list.length > 1 && order === undefined) {
        const n = list.length;
        return { kind: 'cards', store: key, title: tx(ORDER_CODE, { n }), from: list, min: n, max: n, player: orderBy === 'opponent' ? other(ctx.seat) : ctx.seat };
      }
      const picked = Array.isArray(order) ? order : list;
      const moved = picked.filter((u) => moveCard(ctx, u, to, stage === 'cost' ? 'cost' : 'effect'));
      // `as` keeps the cards really moved, as an unordered move does.
      if (as !== undefined) ctx.locals[as] = moved;
    },
  };
  const can = needsCards(ref);
  if (can) step.can = can;
  return step;
}

/**
 * Changes the referenced monsters to face-up Attack Position or to face-down Defense Position, as
 * the effect's player picks (one answer for all of them; asked only when both would change one).
 * A MAXIMUM monster keeps its position (R-MAX-13); `as` keeps the monsters really changed.
 */
export function attackOrFaceDownStep(ref: CardRef, as: string | undefined): Step {
  const key = `newPosition:${typeof ref === 'object' && 'chosen' in ref ? ref.chosen : ''}`;
  const step: Step = {
    run(ctx): Prompt | void {
      const slots = resolveRef(ctx, ref).flatMap((u) => {
        const at = locateMonster(ctx.state, u);
        return at && at.slot.maximum === null ? [{ u, slot: at.slot }] : [];
      });
      const canAttack = slots.some(({ slot }) => slot.faceDown || slot.position !== 'attack');
      const canFaceDown = slots.some(({ slot }) => !slot.faceDown);
      if (canAttack && canFaceDown && ctx.locals[key] === undefined) {
        return { kind: 'option', store: key, title: tx('doc.attackOrFaceDown'), options: [OPT_ATTACK, OPT_FACE_DOWN_DEFENSE] };
      }
      const faceDown = canAttack && canFaceDown ? ctx.locals[key] === 1 : canFaceDown;
      const changed: number[] = [];
      for (const { u, slot } of slots) {
        const done = faceDown ? !slot.faceDown && setPosition(ctx, u, 'defense', true) : (slot.faceDown || slot.position !== 'attack') && setPosition(ctx, u, 'attack', false);
        if (done) changed.push(u);
      }
      if (as !== undefined) ctx.locals[as] = changed;
    },
  };
  const can = needsChangeable(ref);
  if (can) step.can = can;
  return step;
}
