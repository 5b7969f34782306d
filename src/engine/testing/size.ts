// How many seeded duels a property or self-play test plays, by test size: `fast` (npm run
// test:fast), `ci` (npm test, the default) or `nightly` (TEST_SIZE=nightly npm run test:unit).
import { inject } from 'vitest';
import type { TestSize } from '../../testSize';

export const testSize = (): TestSize => inject('testSize') ?? 'ci';

/** The count for the current test size. */
export const sized = (counts: Record<TestSize, number>): number => counts[testSize()];
