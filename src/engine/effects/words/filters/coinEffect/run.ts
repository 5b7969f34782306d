// The test of the filter word `coinEffect` on a card's facts (schema.ts says what it means).
import type { CardDef } from '../../../../types';

export const coinEffectPasses = (d: CardDef, value: true): boolean => (d.tossesCoin === true) === value;

/** Whether a card document tosses a coin in one of its effects (cost or steps). */
export function docTossesCoin(doc: unknown): boolean {
  const effects = (doc as { effects?: { steps?: { do?: string }[]; cost?: { do?: string }[] }[] } | undefined)?.effects ?? [];
  return effects.some((e) => [...(e.steps ?? []), ...(e.cost ?? [])].some((s) => s.do === 'tossCoin'));
}
