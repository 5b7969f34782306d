import { defineConfig } from 'vitest/config';
import { playablePool } from './src/cli/web/playablePool.ts';

export default defineConfig({
  // src/store/cardData.ts imports the address of the browser's card facts (never fetched in Node).
  plugins: [playablePool()],
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    // Property tests play thousands of duels: be generous.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    passWithNoTests: false,
  },
});
