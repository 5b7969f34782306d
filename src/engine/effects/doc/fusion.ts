// Compiling the fusionSummon word onto the Fusion Summon steps every effect uses
// (../vocab/fusionSummon.ts): one engine step that runs them in order.
import { fusionSummon, type FusionRule } from '../vocab/fusionSummon';
import type { Step } from '../types';
import { defPasses } from './select';
import type { FusionSummonStep } from './fusionTypes';

/** The rule the Fusion Summon steps read, from the document's data. */
export function fusionRule(s: FusionSummonStep): FusionRule {
  const rule: FusionRule = {
    field: s.from.includes('field') ? (s.faceUp ? 'faceUp' : 'any') : null,
    hand: s.from.includes('hand'),
    gy: s.from.includes('gy'),
    materialsTo: s.materialsTo,
  };
  const f = s.monster;
  if (f) rule.filter = (d) => defPasses(d, f);
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

export const fusionSummonStep = (s: FusionSummonStep): Step => inOrder(fusionSummon(fusionRule(s)));
