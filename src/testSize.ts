// The sizes of the seeded property and self-play tests (vitest.config.ts reads TEST_SIZE).
// Kept apart from the tests so the config and the test kits share one list.
export const TEST_SIZES = ['fast', 'ci', 'nightly'] as const;
export type TestSize = (typeof TEST_SIZES)[number];

declare module 'vitest' {
  export interface ProvidedContext {
    testSize: TestSize;
  }
}
