// The test of the filter word `originalIds` (schema.ts says what it means): the printed card id.
import type { CardDef } from '../../../../types';

export const originalIdsPasses = (d: CardDef, ids: readonly number[]): boolean => ids.includes(d.id);
