// The test of the filter word `originalAtk` (schema.ts says what it means): printed in a pile,
// the original ATK as effects left it on the field.
import { originalStats } from '../../../../stats';
import type { CardDef } from '../../../../types';
import type { FieldView } from '../../filterRuns';

export const inOriginalRange = (v: number, r: { min?: number; max?: number }): boolean => (r.min === undefined || v >= r.min) && (r.max === undefined || v <= r.max);

export function originalAtkPasses(d: CardDef, r: { min?: number; max?: number }, field?: FieldView): boolean {
  if (d.kind !== 'monster') return false;
  return inOriginalRange(field ? originalStats(field.state, field.slot).atk : (d.atk ?? 0), r);
}
