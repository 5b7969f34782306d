// Compiling document steps into engine steps. Each word maps onto the primitives every effect
// uses (../primitives), so a document's effect asks, pays, moves and waits for Traps exactly like
// any other.
import { cardDef } from '../../cards';
import { freeSpellTrapZones, locateMonster, other } from '../../zones';
import type { Lingering, Seat } from '../../types';
import { addLingering } from '../lingering';
import { ATTACK_ONLY, FACE_UP_ONLY, NORMAL_LOCK, ONLY, placesMask } from '../summonLocks';
import { linger, thisTurn } from '../primitives/linger';
import { damage, destroy, discardFromHand, draw, gainLp, moveCard, payLp, setPosition, setSpellTrapFrom, shuffleDeck } from '../primitives/moves';
import { raceOf } from '../primitives/race';
import { act, ask, mill, said, when } from '../primitives/steps';
import type { Ctx, Prompt, ReadCtx, Step } from '../types';
import { OPT_NO, OPT_YES, tx } from '../../text';
import { nonZeroCount } from './activationCounts';
import { allHold, valueOf } from './conditions';
import { resolveRef } from './select';
import { askTitle } from './titles';
import { excavateStep, fusionSummonStep, nameAsMaterialStep } from './fusion';
import { forbidMoreStep, isForbidMore } from './forbidMore';
import { choiceOrWordStep, readsChoice, untilOf } from './choiceSteps';
import type { CardRef, DocStep, Duration } from './types';
import { attackOrFaceDownStep, faceUpSpellTraps, liveMonsters, needsCards, needsChangeable, orderedMoveStep, summonStep, topOrBottomStep } from './placeSteps';

type Check = (ctx: ReadCtx) => boolean;
const allOf = (a: Check | undefined, b: Check | undefined): Check | undefined => (a && b ? (ctx) => a(ctx) && b(ctx) : (a ?? b));

/**
 * A draw must be possible to activate (R-WIN-6): a count read from the board must come to at
 * least 1 card the Deck holds; one read from cards chosen in this effect is not known before (its
 * choice keeps it possible), unless it is known at activation (`countAtActivation`: then a count
 * of 0 draws nothing and is allowed).
 */
/**
 * A player rule of `forbid` (no Tribute Summons, no monster effects): for the players it names,
 * until its duration ends; `whileFaceUp` ties it to this card, whose leaving the field or turning
 * face-down ends it (forgetMonster, R-MEFF-4).
 */
function playerLock(
  kind: Lingering['kind'],
  s: { filter?: Lingering['filter']; player?: 'you' | 'opponent' | 'both'; duration?: Duration; whileFaceUp?: boolean },
): (ctx: Ctx) => void {
  const { filter, player, duration, whileFaceUp } = s;
  return (ctx) => {
    const me = locateMonster(ctx.state, ctx.self);
    if (whileFaceUp && (!me || me.slot.faceDown)) return;
    const seats: Seat[] = player === 'both' ? [0, 1] : [player === 'opponent' ? other(ctx.seat) : ctx.seat];
    for (const seat of seats) {
      addLingering(ctx.state, { source: ctx.self, target: whileFaceUp ? ctx.self : null, seat, kind, value: 1, untilTurn: untilOf(ctx, duration), filter });
    }
  };
}

function drawCheck(s: Extract<DocStep, { do: 'draw' }>, who: (ctx: ReadCtx) => Seat[]): Check | undefined {
  const { count, countAtActivation: known } = s;
  if (known !== undefined) return (ctx) => who(ctx).every((seat) => valueOf(ctx, known) <= ctx.state.players[seat].deck.length);
  if (readsChoice(count)) return undefined;
  return (ctx) => {
    const n = valueOf(ctx, count);
    return n > 0 && who(ctx).every((seat) => ctx.state.players[seat].deck.length >= n);
  };
}

/**
 * `mill` `upTo`: the effect's player says how many cards, from 1 to the count (no more than each
 * Deck holds; an option per number), then those go from the top of each Deck to the GY.
 */
function millUpTo(s: Extract<DocStep, { do: 'mill' }>, seats: (ctx: ReadCtx) => Seat[], stage: 'cost' | 'effect'): Step {
  const key = `millCount:${s.as ?? ''}`;
  const step: Step = {
    run(ctx): Prompt | void {
      const hi = Math.min(valueOf(ctx, s.count), ...seats(ctx).map((seat) => ctx.state.players[seat].deck.length));
      if (hi <= 0) return;
      if (hi > 1 && ctx.locals[key] === undefined) {
        return { kind: 'option', store: key, title: tx('doc.millCount'), options: Array.from({ length: hi }, (_, i) => tx('opt.number', { n: i + 1 })) };
      }
      const n = hi > 1 ? 1 + Number(ctx.locals[key]) : 1;
      const sent: number[] = [];
      for (const seat of seats(ctx)) {
        const top = ctx.state.players[seat].deck.slice(0, n);
        for (const u of top) moveCard(ctx, u, 'gy', stage);
        sent.push(...top);
      }
      if (s.as !== undefined) ctx.locals[s.as] = sent;
    },
  };
  // At least 1 card in each Deck (R-MEFF-2); a count read from a choice is not known before.
  if (typeof s.count === 'number' || !readsChoice(s.count)) step.can = (ctx) => valueOf(ctx, s.count) > 0 && seats(ctx).every((seat) => ctx.state.players[seat].deck.length > 0);
  return step;
}

function core(s: DocStep, stage: 'cost' | 'effect', rest: readonly DocStep[]): Step {
  const more = choiceOrWordStep(s);
  if (more) return more;
  switch (s.do) {
    case 'ask': {
      const guarded = rest.filter((r) => r.ifSaid === s.as);
      const title = askTitle(guarded[0], guarded.slice(1));
      if (s.by !== 'opponent') return ask(s.as, title);
      // The effect's opponent answers: the prompt is theirs (the legal actions and the AI answer it for them).
      const store = s.as;
      return { run: (ctx) => (ctx.locals[store] !== undefined ? undefined : { kind: 'option', store, title, options: [OPT_NO, OPT_YES], player: other(ctx.seat) }) };
    }
    case 'mill': {
      const { count, as, player } = s;
      if (s.upTo) return millUpTo(s, (ctx) => (player === 'both' ? [ctx.seat, other(ctx.seat)] : [player === 'opponent' ? other(ctx.seat) : ctx.seat]), stage);
      if (stage === 'cost' && as === undefined && player === undefined && typeof count === 'number' && !s.bottom) return mill(count);
      const bottom = s.bottom === true;
      // Whose Decks: yours, your opponent's, or yours then your opponent's.
      const seats = (ctx: ReadCtx): Seat[] => (player === 'both' ? [ctx.seat, other(ctx.seat)] : [player === 'opponent' ? other(ctx.seat) : ctx.seat]);
      // Possible only with at least 1 card to send and that many in each Deck (R-MEFF-2); a count read from a choice is not known before.
      const can: Check | undefined = typeof count !== 'number' && readsChoice(count) ? undefined : (ctx) => {
        const n = valueOf(ctx, count);
        return n > 0 && seats(ctx).every((seat) => ctx.state.players[seat].deck.length >= n);
      };
      const step = act((ctx) => {
        const n = valueOf(ctx, count);
        const sent: number[] = [];
        for (const seat of seats(ctx)) {
          const deck = ctx.state.players[seat].deck;
          // From the bottom: the lowest card first.
          const top = bottom ? deck.slice(Math.max(0, deck.length - n)).reverse() : deck.slice(0, n);
          for (const u of top) moveCard(ctx, u, 'gy', stage === 'cost' ? 'cost' : 'effect');
          sent.push(...top);
        }
        if (as !== undefined) ctx.locals[as] = sent;
      });
      if (can) step.can = can;
      return step;
    }
    case 'forbid': {
      if (isForbidMore(s)) return forbidMoreStep(s);
      if (s.what === 'normalSummon') {
        // value: which acts (summonLocks.ts NORMAL_LOCK), ONLY when the filter names the monsters still allowed.
        const value = NORMAL_LOCK[s.which ?? 'both'] + (s.only ? ONLY : 0);
        const filter = s.only ?? s.filter;
        return act((ctx) => linger(ctx, null, 'noNormalSummon', value, thisTurn(ctx), ctx.seat, filter));
      }
      if (s.what === 'specialSummon') {
        // value: the places locked (summonLocks.ts `placesMask`; 1 the hand only, 0 anywhere).
        const mask = (s.fromHand === true ? 1 : placesMask(s.from)) + (s.only ? ONLY : 0) + (s.faceUpOnly ? FACE_UP_ONLY : 0) + (s.attackPositionOnly ? ATTACK_ONLY : 0);
        const filter = s.only ?? s.filter;
        const { player, duration, whileFaceUp } = s;
        if (!filter && !player && !duration && !whileFaceUp && !s.faceUpOnly && !s.attackPositionOnly) return act((ctx) => linger(ctx, null, 'noSpecialSummon', mask, thisTurn(ctx)));
        return act((ctx) => {
          // Tied to this card: leaving the field or turning face-down ends it (forgetMonster, R-MEFF-4).
          const me = locateMonster(ctx.state, ctx.self);
          if (whileFaceUp && (!me || me.slot.faceDown)) return;
          const seats: Seat[] = player === 'both' ? [0, 1] : [player === 'opponent' ? other(ctx.seat) : ctx.seat];
          for (const seat of seats) {
            addLingering(ctx.state, { source: ctx.self, target: whileFaceUp ? ctx.self : null, seat, kind: 'noSpecialSummon', value: mask, untilTurn: untilOf(ctx, duration), ...(filter ? { filter } : {}) });
          }
        });
      }
      if (s.what === 'activateExcept') {
        const only = s.filter;
        return act((ctx) => linger(ctx, null, 'activateOnly', 1, thisTurn(ctx), ctx.seat, only));
      }
      if (s.what === 'tributeSummon') return act(playerLock('noTributeSummon', s));
      if (s.what === 'directAttack') {
        const only = s.only;
        return act((ctx) => linger(ctx, null, 'noDirectAttack', 1, thisTurn(ctx), ctx.seat, only));
      }
      if (s.what === 'trapsOnAttack') {
        const { filter, whileFaceUp } = s;
        return act((ctx) => {
          // Tied to this card: leaving the field or turning face-down ends it (forgetMonster, R-MEFF-4).
          const me = locateMonster(ctx.state, ctx.self);
          if (whileFaceUp && (!me || me.slot.faceDown)) return;
          addLingering(ctx.state, { source: ctx.self, target: whileFaceUp ? ctx.self : null, seat: ctx.seat, kind: 'noTrapsOnAttackBy', value: 1, untilTurn: thisTurn(ctx), filter: filter ?? {} });
        });
      }
      if (s.what === 'monsterEffects') return act(playerLock('noMonsterEffects', { ...s, filter: s.filter ?? {} }));
      if (s.what === 'attackOn') {
        // A rule on the attacking player, read on the attacked monster when an attack is declared (battle.ts checkTarget).
        const theirs = s.player === 'opponent';
        const kind = s.only ? 'attackTargetsOnly' : 'noAttackOnTarget';
        const filter = s.only ?? s.filter ?? {};
        return act((ctx) => linger(ctx, null, kind, 1, thisTurn(ctx), theirs ? other(ctx.seat) : ctx.seat, filter));
      }
      if (s.what === 'attackers') {
        const n = s.count;
        return act((ctx) => {
          // Monsters that declared an attack before the rule came count as attackers already.
          for (const m of ctx.state.players[ctx.seat].monsters) {
            if (m && m.attacks > 0) addLingering(ctx.state, { source: ctx.self, target: null, seat: ctx.seat, kind: 'attackerCounted', value: m.uid, untilTurn: thisTurn(ctx) });
          }
          linger(ctx, null, 'attackersLimit', n, thisTurn(ctx));
        });
      }
      if (s.what === 'attackExcept') {
        if ('cards' in s) {
          const ref = s.cards;
          // The first referenced monster on the field; none (-1) when there is none.
          return act((ctx) => linger(ctx, null, 'attackOnlyCard', liveMonsters(ctx, ref)[0]?.uid ?? -1, thisTurn(ctx)));
        }
        const only = s.filter;
        return act((ctx) => linger(ctx, null, 'attackOnly', 1, thisTurn(ctx), ctx.seat, only));
      }
      if ('raceOf' in s) {
        const { raceOf: source, player } = s;
        return act((ctx) => {
          // The Type the card shows now; the rule keeps it even if that card changes or leaves.
          const from = resolveRef(ctx, source)[0];
          const race = from === undefined ? undefined : raceOf(ctx.state, from);
          if (race !== undefined) linger(ctx, null, 'cannotAttack', 1, thisTurn(ctx), player === 'opponent' ? other(ctx.seat) : ctx.seat, { race });
        });
      }
      const filter = s.filter ?? {};
      const theirs = s.player === 'opponent';
      return act((ctx) => linger(ctx, null, 'cannotAttack', 1, thisTurn(ctx), theirs ? other(ctx.seat) : ctx.seat, filter));
    }
    case 'draw': {
      const count = s.count;
      // Who draws: you, your opponent, or you then your opponent (`both`, each drawing `count`).
      const who = (ctx: ReadCtx): Seat[] => (s.player === 'both' ? [ctx.seat, other(ctx.seat)] : [s.player === 'opponent' ? other(ctx.seat) : ctx.seat]);
      // A count read from the board must come to at least 1 card to activate; one read from
      // cards chosen in this effect is not known before, and its choice keeps it possible.
      const as = s.as;
      return act((ctx) => {
        const n = valueOf(ctx, count);
        if (n <= 0) return;
        const drawn: number[] = [];
        for (const seat of who(ctx)) {
          // A player who lost by it (R-WIN-2) ends the duel: nothing more is drawn.
          if (ctx.state.winner !== null) break;
          const before = ctx.state.players[seat].hand.length;
          draw(ctx, n, seat);
          drawn.push(...ctx.state.players[seat].hand.slice(before));
        }
        if (as !== undefined) ctx.locals[as] = drawn;
      }, drawCheck(s, who));
    }
    case 'discard': {
      const { cards: ref, as } = s;
      return act((ctx) => {
        const sent = resolveRef(ctx, ref);
        discardFromHand(ctx, sent);
        if (as !== undefined) ctx.locals[as] = sent;
      }, needsCards(ref));
    }
    case 'destroy': {
      const { cards: ref, as } = s;
      return act((ctx) => {
        const hit = destroy(ctx, resolveRef(ctx, ref));
        if (as !== undefined) ctx.locals[as] = hit;
      }, s.mustExist === false ? undefined : needsCards(ref));
    }
    case 'specialSummon':
      return summonStep(s.cards, s.position, s.toOpponent ? 'toOpponent' : s.by === 'opponent' ? 'byOpponent' : undefined);
    case 'fusionSummon':
      return fusionSummonStep(s);
    case 'excavate':
      return excavateStep(s);
    case 'nameAsMaterial':
      return nameAsMaterialStep(s);
    case 'move': {
      const { cards: ref, to, as } = s;
      if (to === 'deckTopOrBottom') return topOrBottomStep(ref, stage, s.orderBy);
      if (s.orderBy !== undefined && (to === 'deckTop' || to === 'deckBottom')) return orderedMoveStep(ref, to, s.orderBy, stage, as);
      return act((ctx) => {
        // A shuffle is of each Deck that received a card (a card goes to its owner's Deck).
        const owners = new Set<Seat>();
        const moved: number[] = [];
        for (const u of resolveRef(ctx, ref)) {
          const owner = ctx.state.cards[u]?.owner;
          if (moveCard(ctx, u, to, stage === 'cost' ? 'cost' : 'effect')) {
            moved.push(u);
            if (owner !== undefined) owners.add(owner);
          }
        }
        if (as !== undefined) ctx.locals[as] = moved;
        if (s.shuffle) for (const o of owners) shuffleDeck(ctx, o);
      }, needsCards(ref));
    }
    case 'set': {
      const ref = s.cards;
      // `by` `opponent`: your opponent Sets them in their own zones (the cards stay their owners').
      const theirs = s.by === 'opponent';
      const who = (ctx: ReadCtx): Seat => (theirs ? other(ctx.seat) : ctx.seat);
      const cards = needsCards(ref);
      const as = s.as;
      return act((ctx) => {
        const done: number[] = [];
        for (const u of resolveRef(ctx, ref)) {
          const k = cardDef(ctx.state, u).kind;
          if ((k === 'trap' || (k === 'spell' && cardDef(ctx.state, u).spellKind !== 'field')) && setSpellTrapFrom(ctx, u, who(ctx))) done.push(u);
        }
        if (as !== undefined) ctx.locals[as] = done;
        // Their Set needs a free zone of theirs (R-ZONE-3), as the reference scripts check.
      }, theirs ? (ctx) => freeSpellTrapZones(ctx.state.players[other(ctx.seat)]).length > 0 && (cards === undefined || cards(ctx)) : cards);
    }
    case 'reveal': {
      const ref = s.cards;
      return act((ctx) => {
        for (const u of resolveRef(ctx, ref)) ctx.events.push({ type: 'reveal', card: u, player: ctx.seat });
      });
    }
    case 'damage': {
      const { amount, player, as } = s;
      return act((ctx) => {
        const dealt = damage(ctx, player === 'you' ? ctx.seat : other(ctx.seat), valueOf(ctx, amount));
        // `as`: the damage really dealt, for the condition `dealt`.
        if (as !== undefined) ctx.locals[as] = dealt;
      }, nonZeroCount(amount, s.evenIfZero || s.if !== undefined));
    }
    case 'gainLp': {
      const { amount, player } = s;
      return act((ctx) => gainLp(ctx, player === 'opponent' ? other(ctx.seat) : ctx.seat, valueOf(ctx, amount)), nonZeroCount(amount, s.evenIfZero || s.if !== undefined));
    }
    case 'payLp': {
      // A value is read when the LP are paid: it must come to more than 0 and to no more than the LP (R-MEFF-2).
      const n = s.amount;
      return act(
        (ctx) => payLp(ctx, valueOf(ctx, n)),
        (ctx) => {
          const due = valueOf(ctx, n);
          return due > 0 && ctx.state.players[ctx.seat].lp >= due;
        },
      );
    }
    case 'position': {
      const { cards: ref, to, as } = s;
      if (to === 'attackOrFaceDownDefense') return attackOrFaceDownStep(ref, as);
      return act((ctx) => {
        // A face-down monster changed to Attack Position is turned face-up; a MAXIMUM monster
        // keeps its position (R-MAX-13). `as` keeps the monsters that really changed.
        const changed: number[] = [];
        for (const u of resolveRef(ctx, ref)) {
          const at = locateMonster(ctx.state, u);
          if (!at || at.slot.maximum !== null) continue;
          let done = false;
          if (to === 'change') done = setPosition(ctx, u, at.slot.position === 'attack' ? 'defense' : 'attack', false);
          else if (to === 'faceDownDefense') {
            if (!at.slot.faceDown) done = setPosition(ctx, u, 'defense', true);
          } else if (to === 'faceUpDefense') {
            if (at.slot.faceDown || at.slot.position !== 'defense') done = setPosition(ctx, u, 'defense', false);
          } else if (at.slot.position !== to) done = setPosition(ctx, u, to, false);
          if (done) changed.push(u);
        }
        if (as !== undefined) ctx.locals[as] = changed;
      }, needsChangeable(ref));
    }
    case 'modify': {
      const { cards: ref, kind, duration, filter } = s;
      const value = s.value ?? 1;
      return act((ctx) => {
        const v = valueOf(ctx, value);
        // "During this Main Phase": it ends with this turn's Main Phase (apply.ts enterBattle) or its turn.
        for (const m of liveMonsters(ctx, ref)) linger(ctx, m.uid, kind, v, untilOf(ctx, duration), m.seat, filter, duration === 'thisMainPhase' ? 'main' : undefined);
        // A Set Spell/Trap Card cannot be activated either (`noActivate` on the card; moveCard forgets it when the card leaves the field).
        if (kind === 'noActivate') for (const u of setSpellTraps(ctx, ref)) linger(ctx, u.uid, kind, v, untilOf(ctx, duration), u.seat);
        // "That card cannot be destroyed by effects" may name a face-up Spell/Trap Card of the field too.
        if (kind === 'effectImmune') for (const st of faceUpSpellTraps(ctx, ref)) linger(ctx, st.uid, kind, v, untilOf(ctx, duration), st.seat, filter);
      }, allOf(needsCards(ref), nonZeroCount(s.value, s.evenIfZero || s.if !== undefined)));
    }
    default:
      // Compiled by choiceOrWordStep above.
      return act(() => undefined);
  }
}

/** The face-down Spell/Trap Cards on the field (the Field Zone included) among the referenced cards. */
function setSpellTraps(ctx: ReadCtx, ref: CardRef): { uid: number; seat: Seat }[] {
  const out: { uid: number; seat: Seat }[] = [];
  for (const uid of resolveRef(ctx, ref)) {
    for (const seat of [0, 1] as const) {
      const p = ctx.state.players[seat];
      if ((p.field?.uid === uid && p.field.faceDown) || p.spellTraps.some((s) => s?.uid === uid && s.faceDown)) out.push({ uid, seat });
    }
  }
  return out;
}

/** One document step as an engine step, guarded by its `if` and `ifSaid`. */
export function compileStep(s: DocStep, stage: 'cost' | 'effect', rest: readonly DocStep[] = []): Step {
  let step = core(s, stage, rest);
  if (s.if) {
    const conds = s.if;
    const inner = step;
    step = when((ctx) => allHold(ctx, conds), inner);
    if (inner.can) step.can = (ctx) => !allHold(ctx, conds) || (inner.can as (c: ReadCtx) => boolean)(ctx);
  }
  if (s.ifSaid !== undefined) step = when(said(s.ifSaid), step);
  // "Otherwise": unless that question was answered yes.
  const unsaid = s.ifNotSaid;
  if (unsaid !== undefined) {
    const yes = said(unsaid);
    step = when((ctx) => !yes(ctx), step);
  }
  return step;
}
