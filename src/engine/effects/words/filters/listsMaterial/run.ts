// The test of the filter word `listsMaterial` (schema.ts says what it means): a named material
// of the printed list (a generic one is a string, no card id).
import type { CardDef } from '../../../../types';

export const listsMaterialPasses = (d: CardDef, ids: readonly number[]): boolean => (d.fusionMaterials ?? []).some((m) => typeof m === 'number' && ids.includes(m));
