// Compiling the Fusion words of card documents: fusionSummon onto the Fusion Summon steps
// every effect uses (../primitives/fusionSummon.ts), excavate, and nameAsMaterial (a name taken
// from a Fusion monster's list of materials).
import { cardDef } from '../../cards';
import type { Seat } from '../../types';
import { other } from '../../zones';
import { tx } from '../../text';
import { fusionSummon, type FusionRule } from '../primitives/fusionSummon';
import { linger } from '../primitives/linger';
import { act } from '../primitives/steps';
import type { Prompt, ReadCtx, Step } from '../types';
import { valueOf } from './conditions';
import { fitsGeneric, materialTests } from './fusionMaterials';
import { defPasses, resolveRef } from './select';
import type { ExcavateStep, FusionSummonStep, NameAsMaterialStep } from './types';

/** The rule the Fusion Summon steps read, from the document's data. */
export function fusionRule(s: FusionSummonStep): FusionRule {
  const rule: FusionRule = {
    field: s.from.includes('monsterZones') ? (s.faceUp ? 'faceUp' : 'any') : null,
    hand: s.from.includes('hand') || s.handFor !== undefined,
    gy: s.from.includes('gy'),
    materialsTo: s.materialsTo,
    fits: fitsGeneric,
    ...materialTests(s),
    ...(s.as !== undefined ? { keepAs: s.as } : {}),
    ...(s.summonedAs !== undefined ? { keepSummonedAs: s.summonedAs } : {}),
  };
  if (s.fieldCount !== undefined) rule.fieldCount = s.fieldCount;
  const handFor = s.handFor;
  if (handFor && !s.from.includes('hand')) rule.handOnlyFor = (d) => defPasses(d, handFor);
  const f = s.monster;
  const most = s.maxMaterials;
  if (f || most !== undefined) rule.filter = (d) => (!f || defPasses(d, f)) && (most === undefined || (d.fusionMaterials?.length ?? 0) <= most);
  return rule;
}

/**
 * Steps run one after another inside one step. Each Fusion Summon step keeps its progress
 * in the locals and does nothing once done, so running the earlier ones again is harmless.
 */
function inOrder(steps: readonly Step[]): Step {
  const out: Step = {
    run(ctx) {
      for (const s of steps) {
        const prompt = s.run(ctx);
        if (prompt) return prompt;
      }
      return undefined;
    },
  };
  const checks = steps.flatMap((s) => (s.can ? [s.can] : []));
  if (checks.length > 0) out.can = (ctx) => checks.every((c) => c(ctx));
  return out;
}

export function fusionSummonStep(s: FusionSummonStep): Step {
  const rule = fusionRule(s);
  if (s.materials?.includingSelf !== true) return inOrder(fusionSummon(rule));
  // "Using this card as material": the effect's own card is among the materials, read for the card the effect runs for.
  const withSelf = (self: number): Step => {
    const also = rule.including;
    return inOrder(fusionSummon({ ...rule, including: (state, seat, uid) => uid === self && (also?.(state, seat, uid) ?? true) }));
  };
  return { run: (ctx) => withSelf(ctx.self).run(ctx), can: (ctx) => withSelf(ctx.self).can?.(ctx) ?? true };
}

/**
 * Reveals the top cards of your Deck, which stay there; there must be that many (R-MEFF-2). A
 * counted number is read when the step runs, and must come to at least 1 to activate.
 */
export function excavateStep(s: ExcavateStep): Step {
  const { count, as } = s;
  const who = (ctx: ReadCtx): Seat => (s.player === 'opponent' ? other(ctx.seat) : ctx.seat);
  const howMany = (ctx: ReadCtx): number => (typeof count === 'number' ? count : valueOf(ctx, count));
  return act(
    (ctx) => {
      const top = ctx.state.players[who(ctx)].deck.slice(0, howMany(ctx));
      ctx.locals[as] = top;
      for (const u of top) ctx.events.push({ type: 'reveal', card: u, player: who(ctx) });
    },
    (ctx) => {
      const n = howMany(ctx);
      return n > 0 && ctx.state.players[who(ctx)].deck.length >= n;
    },
  );
}

/** The distinct card ids a card lists as its Fusion materials. */
function materialNames(ctx: ReadCtx, uid: number): number[] {
  const out: number[] = [];
  for (const m of cardDef(ctx.state, uid).fusionMaterials ?? []) if (typeof m === 'number' && !out.includes(m)) out.push(m);
  return out;
}

const DECLARED = 'declaredName';

/** Asks which listed material name to declare, then this card is named so until the end of the turn. */
export function nameAsMaterialStep(s: NameAsMaterialStep): Step {
  return {
    run(ctx): Prompt | void {
      const of = resolveRef(ctx, s.of)[0];
      const names = of === undefined ? [] : materialNames(ctx, of);
      if (names.length === 0) return;
      const i = ctx.locals[DECLARED];
      if (i === undefined) {
        return { kind: 'option', store: DECLARED, title: tx('prompt.declareName'), options: names.map((id) => tx('opt.cardName', { cardId: id })) };
      }
      const id = typeof i === 'number' ? names[i] : undefined;
      if (id !== undefined) linger(ctx, ctx.self, 'nameAs', id);
    },
  };
}
