import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { docSets, playablePool } from './src/cli/web/playablePool.ts';
import { TEST_SIZES, type TestSize } from './src/testSize.ts';

// TEST_SIZE picks how many seeded duels the property and self-play tests play: `fast` for
// `npm run test:fast` (a smoke size, the whole tier under a minute), `ci` for `npm test` (the
// default), `nightly` for a long run. Tests read it with `sized()` (src/engine/testing/size.ts).
const size = (process.env.TEST_SIZE ?? 'ci') as TestSize;
if (!TEST_SIZES.includes(size)) throw new Error(`TEST_SIZE must be one of ${TEST_SIZES.join(', ')}, not ${size}`);

// Tests of modules that keep state between tests (the interface language, stores, storage,
// the deck browser's text index) run isolated, one fresh module graph per file. Every other
// test file shares its worker's modules: the card pool and its compiled documents load once
// per worker instead of once per file, which was most of the unit tests' time.
// (decide.test.ts replaces a module with vi.doMock, which would leak into the files after it.)
const STATEFUL = [
  ...['store', 'decks', 'persist', 'pwa', 'ui', 'formats'].map((dir) => `src/${dir}/**/*.test.ts`),
  // The interface language is state; card text is not, except where a test swaps the ruleset.
  'src/i18n/*.test.ts',
  'src/i18n/cardText/effectText.test.ts',
  'src/ai/decide.test.ts',
];
// Tests that start other processes (the CLIs through npx/npm): not part of the fast tier.
const SPAWNING = ['src/cli/**'];

export default defineConfig({
  // src/store/cardData.ts imports the address of the browser's card facts (never fetched in Node).
  plugins: [playablePool(), docSets()],
  test: {
    environment: 'node',
    // Threads start faster than forks, and the default (one worker less than the cores) left one
    // of this 2-core machine's cores idle: npm run test:fast 84 s -> 52 s (docs/testing.md).
    pool: 'threads',
    maxWorkers: Math.max(2, availableParallelism() - 1),
    exclude: ['e2e/**', 'node_modules/**', 'dist/**', ...(size === 'fast' ? SPAWNING : [])],
    // Property tests play thousands of duels: be generous.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    passWithNoTests: false,
    provide: { testSize: size },
    projects: [
      {
        extends: true,
        // The engine's test kit words refusals in English through this (src/engine/testing/reasonText.ts).
        // Not in the isolated project, where it would load per file and no test words a refusal through the kit.
        test: { name: 'shared', include: ['src/**/*.test.ts'], exclude: [...STATEFUL, ...(size === 'fast' ? SPAWNING : [])], isolate: false, setupFiles: ['src/testing/englishReasons.ts'] },
      },
      { extends: true, test: { name: 'isolated', include: STATEFUL } },
    ],
  },
});
