// The test of the filter word `originalDef` (schema.ts says what it means): printed in a pile,
// the original DEF as effects left it on the field (none in MAXIMUM mode, R-MAX-8).
import { originalStats } from '../../../../stats';
import type { CardDef } from '../../../../types';
import type { FieldView } from '../../filterRuns';
import { inOriginalRange } from '../originalAtk/run';

export function originalDefPasses(d: CardDef, r: { min?: number; max?: number }, field?: FieldView): boolean {
  if (d.kind !== 'monster') return false;
  if (field?.slot.maximum) return false;
  return inOriginalRange(field ? originalStats(field.state, field.slot).def : (d.def ?? 0), r);
}
