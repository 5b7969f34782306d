// The test of the filter word `diceEffect` on a card's facts (schema.ts says what it means).
import type { CardDef } from '../../../../types';

export const diceEffectPasses = (d: CardDef, value: true): boolean => (d.rollsDie === true) === value;

/** Whether a card document rolls a die in one of its effects (cost or steps). */
export function docRollsDie(doc: unknown): boolean {
  const effects = (doc as { effects?: { steps?: { do?: string }[]; cost?: { do?: string }[] }[] } | undefined)?.effects ?? [];
  return effects.some((e) => [...(e.steps ?? []), ...(e.cost ?? [])].some((s) => s.do === 'rollDie'));
}
