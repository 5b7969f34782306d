// The choice word `keepsEffect` (on a `choose` of an effect's `cost`): the cost is paid only in a
// way that leaves the effect something to do (R-MEFF-2: an effect is activated only if its
// cost can be paid and its effect can then be applied). "Send 2 Reptile monsters, then destroy a
// monster whose Level is at most theirs" needs a pair whose Levels reach a face-up monster;
// "shuffle 4 Pyro monsters from your GY, then Special Summon Pyro monsters from your GY" must
// leave the monsters to summon. The choice is asked one card at a time, each prompt offering only
// the cards that some whole choice with the picks so far keeps the effect possible with; to
// activate, one such choice must exist.
//
// "Possible" is the effect's own activation check (every step's `can`), read as if the cost had
// chosen those cards: the choice's name (and the names its cost moves keep, `move` `as`) hold
// them, and each `choose` of the effect from the same places as this choice leaves them out
// (`notChosen`, added by the compiler, compile.ts): the cost moves them away first.
import { cardDef } from '../../cards';
import { locateMonster } from '../../zones';
import type { ReadCtx, Step } from '../types';
import { oneByOne } from './choiceSteps';
import { picksSoFar } from './eitherChoice';
import { refHasAtLeast, resolveRef, statKey } from './select';
import type { DocStep } from './types';

type ChooseStep = Extract<DocStep, { do: 'choose' }>;

/**
 * The most whole choices looked at for one question (a board of many different cards): past it
 * the choice counts as keeping the effect, as it did before the word (the check stays lenient,
 * never refusing a legal play).
 */
const MAX_TRIES = 4000;

/** Cards a check cannot tell apart: the same card id in the same pile of the same player (a monster on the field is alone). */
function keyOf(ctx: ReadCtx, u: number): string {
  if (locateMonster(ctx.state, u)) return `m${u}`;
  for (const seat of [0, 1] as const) {
    const p = ctx.state.players[seat];
    const pile = p.hand.includes(u) ? 'h' : p.gy.includes(u) ? 'g' : p.deck.includes(u) ? 'd' : null;
    if (pile !== null) return `${seat}${pile}${cardDef(ctx.state, u).id}`;
  }
  return `u${u}`;
}

/** The pool's cards in groups a check cannot tell apart. */
function groupsOf(ctx: ReadCtx, pool: readonly number[]): number[][] {
  const by = new Map<string, number[]>();
  for (const u of pool) {
    const k = keyOf(ctx, u);
    const g = by.get(k);
    if (g) g.push(u);
    else by.set(k, [u]);
  }
  return [...by.values()];
}

/**
 * Whether the picks can be completed from the pool to lo..hi cards that `ok` accepts (`tries`
 * counts the whole choices looked at; past MAX_TRIES the answer is yes).
 */
function completable(ctx: ReadCtx, picked: readonly number[], pool: readonly number[], lo: number, hi: number, ok: (c: number[]) => boolean, tries = { n: 0 }): boolean {
  const groups = groupsOf(ctx, pool.filter((u) => !picked.includes(u)));
  const left = groups.map((_, i) => groups.slice(i).reduce((t, g) => t + g.length, 0));
  const take = (gi: number, chosen: number[], want: number): boolean => {
    if (want === 0) {
      tries.n++;
      return tries.n > MAX_TRIES || ok([...picked, ...chosen]);
    }
    if (gi >= groups.length || (left[gi] ?? 0) < want) return false;
    const g = groups[gi] as number[];
    for (let k = Math.min(g.length, want); k >= 0; k--) {
      if (take(gi + 1, [...chosen, ...g.slice(0, k)], want - k)) return true;
    }
    return false;
  };
  for (let n = Math.max(lo, picked.length); n <= hi; n++) if (take(0, [], n - picked.length)) return true;
  return false;
}

/**
 * The cost's choice `s`, keeping the effect possible: `effect` are the effect's compiled steps
 * (its choices from the same places leave the cost's cards out), `names` the locals the cost's
 * cards are read under (the choice's name and those its moves keep). `onlyLeftOut`: the effect
 * reads the cost's cards only as cards to leave out, so paying more can only take from it: when
 * it fails with nothing paid, every payment fails (checked first, a short cut on a large pile).
 */
export function keepsEffectStep(s: ChooseStep, effect: readonly Step[], names: readonly string[], onlyLeftOut = false): Step {
  const from = s.from;
  const lo = typeof s.min === 'number' ? s.min : 1;
  const hi = typeof s.max === 'number' ? s.max : lo;
  // `same` / `different`: the whole choice must also share (not share) that figure.
  const { same, different } = s;
  const figuresFit = (ctx: ReadCtx, cards: number[]): boolean => {
    if (same === undefined && different === undefined) return true;
    const keys = cards.map((u) => statKey(ctx, u, (same ?? different) as NonNullable<typeof same>));
    if (keys.some((k) => k === undefined)) return false;
    return same !== undefined ? keys.every((k) => k === keys[0]) : new Set(keys).size === keys.length;
  };
  const ok = (ctx: ReadCtx) => (cards: number[]): boolean => {
    if (!figuresFit(ctx, cards)) return false;
    const locals = { ...ctx.locals };
    for (const n of names) locals[n] = cards;
    const seen: ReadCtx = { ...ctx, locals };
    return effect.every((st) => !st.can || st.can(seen));
  };
  const hopeless = (ctx: ReadCtx): boolean => onlyLeftOut && !effect.every((st) => !st.can || st.can({ ...ctx, locals: { ...ctx.locals, ...Object.fromEntries(names.map((n) => [n, []])) } }));
  const step: Step = {
    run: oneByOne(
      s,
      (ctx) => {
        // Past min, the player may stop only where the picks keep the effect.
        const { picked } = picksSoFar(ctx, s.as);
        return picked.length >= lo && !ok(ctx)(picked) ? picked.length + 1 : lo;
      },
      (ctx, picked) => {
        if (picked.length >= hi) return [];
        const pool = resolveRef(ctx, from).filter((u) => !picked.includes(u));
        const check = ok(ctx);
        const verdict = new Map<string, boolean>();
        return pool.filter((u) => {
          const k = keyOf(ctx, u);
          let yes = verdict.get(k);
          if (yes === undefined) {
            yes = completable(ctx, [...picked, u], pool, lo, hi, check);
            verdict.set(k, yes);
          }
          return yes;
        });
      },
    ),
  };
  if (!s.optional) step.can = (ctx) => refHasAtLeast(ctx, from, lo) && !hopeless(ctx) && completable(ctx, [], resolveRef(ctx, from), lo, hi, ok(ctx));
  return step;
}
