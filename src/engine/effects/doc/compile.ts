// A card document (validated, see validate.ts) as the CardScript the engine runs.
import type { CardScript, EffectDef, SummonRule, TributeRule } from '../types';
import { knownDrawCounts } from './activationCounts';
import { compileContinuous } from './continuous';
import { allHold } from './conditions';
import { compileStep } from './steps';
import { compileTrigger } from './triggers';
import { fitsGeneric } from './fusionMaterials';
import type { FusionRule } from '../primitives/fusionSummon';
import { countZonesFreedByCost, keptCostNames, leaveOutKeptCost, narrowChoices, narrowCostChoices } from './choiceRules';
import { keepsEffectStep } from './keepsEffect';
import type { CardDoc, DocEffect, DocStep, DocSummon } from './types';

const compileSteps = (steps: readonly DocStep[], stage: 'cost' | 'effect') =>
  steps.map((s, i) => compileStep(s, stage, steps.slice(i + 1)));

function compileEffect(e: DocEffect): EffectDef {
  const steps = knownDrawCounts(countZonesFreedByCost(leaveOutKeptCost(narrowChoices(e.steps), e.cost), e.cost, e.kind), e.cost);
  const out: EffectDef = { id: e.id, kind: e.kind, steps: compileSteps(steps, 'effect') };
  if (e.maximumOnly) out.maximumOnly = true;
  if (e.byAttacker) out.byAttacker = { ...e.byAttacker };
  if (e.bothModes) out.bothModes = true;
  if (e.choiceOf !== undefined) out.usedAs = `choice:${e.choiceOf}`;
  if (e.trigger) out.trigger = compileTrigger(e.trigger);
  if (e.condition && e.condition.length > 0) {
    const conds = e.condition;
    out.condition = (ctx) => allHold(ctx, conds);
  }
  if (e.cost && e.cost.length > 0) {
    const cost = e.cost;
    // A cost choice that must keep the effect possible is checked against the effect's steps (keepsEffect.ts).
    out.cost = compileSteps(narrowCostChoices(cost, e.steps), 'cost').map((st, i) => {
      const c = cost[i];
      if (c?.do !== 'choose' || c.keepsEffect !== true) return st;
      const names = keptCostNames(c, cost);
      // Whether the effect reads the cost's cards other than as cards to leave out (`{ "chosen": name }`).
      const reads = names.some((n) => JSON.stringify(e.steps).includes(`"chosen":"${n}"`));
      return keepsEffectStep(c, out.steps, names, !reads);
    });
  }
  return out;
}

/** Contact Fusion (R-FUS-1): the listed materials, face-up on your field, shuffled into the Deck. */
const CONTACT_FUSION: FusionRule = { field: 'faceUp', hand: false, gy: false, materialsTo: 'deckShuffle', fits: fitsGeneric };
/** Union Fusion: Contact Fusion whose materials go to the bottom of the Deck in the order the player lists them. */
const UNION_FUSION: FusionRule = { ...CONTACT_FUSION, materialsTo: 'deckBottom', unionEquips: true };
function compileTributeRule(r: NonNullable<DocSummon['tributes']>[number]): TributeRule {
  const out: TributeRule = { count: r.count };
  if (r.filter) out.filter = r.filter;
  if (r.same) out.same = r.same;
  const cond = r.condition;
  if (cond && cond.length > 0) out.condition = (ctx) => allHold(ctx, cond);
  if (r.originalAtk !== undefined) out.originalAtk = r.originalAtk;
  return out;
}

function compileSummon(s: DocSummon): SummonRule {
  const out: SummonRule = {};
  const noTributes = s.noTributes;
  if (noTributes) out.noTributes = (ctx) => allHold(ctx, noTributes);
  const fromHand = s.fromHand;
  if (fromHand) {
    out.fromHand = { position: fromHand.position, condition: (ctx) => allHold(ctx, fromHand.condition) };
    if (fromHand.reveal) out.fromHand.reveal = fromHand.reveal;
    if (fromHand.cost) out.fromHand.cost = fromHand.cost;
  }
  if (s.contactFusion) out.contactFusion = CONTACT_FUSION;
  if (s.unionFusion) out.contactFusion = UNION_FUSION;
  if (s.tributes) out.tributes = s.tributes.map(compileTributeRule);
  if (s.cannotSpecialSummon) out.cannotSpecialSummon = s.cannotSpecialSummon;
  if (s.onlyBy) out.onlyBy = s.onlyBy;
  if (s.notMaterialFor) out.notMaterialFor = s.notMaterialFor;
  return out;
}

/** The script of a card document; `doc` is kept so the ruleset hashes the data itself. */
export function compileCard(doc: CardDoc): CardScript {
  const script: CardScript = { id: doc.id, doc, effects: doc.effects.map(compileEffect) };
  if (doc.continuous) script.continuous = compileContinuous(doc.continuous);
  if (doc.summon) script.summon = compileSummon(doc.summon);
  if (doc.nameAs) script.nameAs = doc.nameAs;
  if (doc.legendAs) script.legendAs = doc.legendAs;
  return script;
}
