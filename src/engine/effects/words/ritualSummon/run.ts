// Running the step word `ritualSummon` (schema.ts says what it means) on the engine's Ritual
// Summon steps (../../primitives/ritual.ts), run one after another inside one step.
import { ritualSummon, type RitualRule } from '../../primitives/ritual';
import type { Step } from '../../types';
import { defPasses, passes } from '../../doc/select';
import type { DocStep } from '../../doc/types';

export function ritualRule(s: Extract<DocStep, { do: 'ritualSummon' }>): RitualRule {
  const rule: RitualRule = { monster: (d) => defPasses(d, s.monster), from: s.from.map((p) => (p === 'monsterZones' ? 'field' : 'hand')), faceDownToo: !s.faceUp };
  if (s.exact) rule.exact = true;
  if (s.differentName) rule.differentName = true;
  if (s.materialsTo === 'deck') rule.toDeck = true;
  const m = s.materials;
  const h = s.handMaterials;
  const f = s.fieldMaterials;
  if (m || h || f) {
    rule.test = (ctx, uid) => {
      if (!passes(ctx, uid, m)) return false;
      const inHand = ctx.state.players[ctx.seat].hand.includes(uid);
      return inHand ? !h || passes(ctx, uid, h) : !f || passes(ctx, uid, f);
    };
  }
  if (s.as !== undefined) rule.as = s.as;
  if (s.materialsAs !== undefined) rule.materialsAs = s.materialsAs;
  return rule;
}

export function runRitualSummon(s: Extract<DocStep, { do: 'ritualSummon' }>): Step {
  const steps = ritualSummon(ritualRule(s));
  const out: Step = {
    run(ctx) {
      // Each step keeps its progress in the locals and does nothing once done.
      for (const st of steps) {
        const prompt = st.run(ctx);
        if (prompt) return prompt;
      }
      return undefined;
    },
  };
  const checks = steps.flatMap((st) => (st.can ? [st.can] : []));
  out.can = (ctx) => checks.every((c) => c(ctx));
  return out;
}
