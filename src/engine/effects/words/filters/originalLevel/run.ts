// The test of the filter word `originalLevel` (schema.ts says what it means): the printed Level,
// wherever the card is.
import type { CardDef } from '../../../../types';
import { inOriginalRange } from '../originalAtk/run';

export function originalLevelPasses(d: CardDef, r: { min?: number; max?: number }): boolean {
  return d.kind === 'monster' && inOriginalRange(d.level ?? 0, r);
}
