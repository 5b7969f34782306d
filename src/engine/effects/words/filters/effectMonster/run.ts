// The test of the filter word `effectMonster` on a card's printed facts (schema.ts says what it means).
import { hasEffects } from '../../../../facts';
import type { CardDef } from '../../../../types';

export const effectMonsterPasses = (d: CardDef, value: true): boolean => hasEffects(d) === value;
