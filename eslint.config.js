// @ts-check
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Folders that must stay pure, deterministic and framework-free. */
const PURE_DIRS = ['src/engine/**', 'src/cards/**', 'src/ai/**'];
const PURE_TESTS = ['src/engine/**/*.test.ts', 'src/cards/**/*.test.ts', 'src/ai/**/*.test.ts'];

const UI_IMPORTS_MESSAGE =
  'The engine, cards and AI are pure TypeScript: no UI frameworks or app state here.';

const restrictedImports = [
  'error',
  {
    patterns: [
      {
        group: [
          'react',
          'react/*',
          'react-dom',
          'react-dom/*',
          'zustand',
          'zustand/*',
          'framer-motion',
          'framer-motion/*',
          '@dnd-kit/*',
        ],
        message: UI_IMPORTS_MESSAGE,
      },
      {
        group: ['**/ui', '**/ui/**', '**/store', '**/store/**'],
        message: UI_IMPORTS_MESSAGE,
      },
    ],
  },
];

const MATH_RANDOM = {
  object: 'Math',
  property: 'random',
  message: 'Use the seeded RNG from the engine so duels are reproducible.',
};
const DATE_NOW = {
  object: 'Date',
  property: 'now',
  message: 'The engine must be deterministic: pass time in from outside.',
};

const DOM_GLOBALS = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'location',
  'history',
  'indexedDB',
  'self',
].map((name) => ({ name, message: 'The engine must not depend on the browser.' }));

const NONDETERMINISTIC_GLOBALS = ['performance', 'crypto'].map((name) => ({
  name,
  message: 'The engine must be deterministic: no clocks or random sources.',
}));

export default defineConfig(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'artifacts/**',
      'coverage/**',
    ],
  },
  {
    files: ['**/*.js'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/main.tsx', 'src/ui/**/*.{ts,tsx}', 'src/store/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: PURE_DIRS,
    rules: {
      'no-restricted-imports': restrictedImports,
      'no-restricted-properties': ['error', MATH_RANDOM, DATE_NOW],
      'no-restricted-globals': ['error', ...DOM_GLOBALS, ...NONDETERMINISTIC_GLOBALS],
    },
  },
  {
    // Tests may time themselves, but must stay reproducible: still no Math.random.
    files: PURE_TESTS,
    rules: {
      'no-restricted-properties': ['error', MATH_RANDOM],
      'no-restricted-globals': ['error', ...DOM_GLOBALS],
    },
  },
);
