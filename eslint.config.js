// @ts-check
import path from 'node:path';
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

const ENGINE_UPWARD_MESSAGE =
  '"{{spec}}" is outside src/engine. The engine receives its cards as a ruleset value (src/engine/ruleset.ts): it never imports card data, tools or anything above it.';

/**
 * A local rule: a file under src/engine may import only files under src/engine (and packages).
 * The engine receives its cards as a ruleset value (src/engine/ruleset.ts); importing card
 * data, the CLI tools, the AI or the app from it would tie the rules to one card set.
 */
const engineBoundary = {
  meta: { type: 'problem', schema: [], messages: { upward: ENGINE_UPWARD_MESSAGE } },
  create(context) {
    const engineDir = path.resolve(import.meta.dirname, 'src/engine');
    const check = (node) => {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string') return;
      const outside = spec.startsWith('#') || (spec.startsWith('.') && !isInside(path.resolve(path.dirname(context.filename), spec), engineDir));
      if (outside) context.report({ node, messageId: 'upward', data: { spec } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
const isInside = (file, dir) => file === dir || file.startsWith(dir + path.sep);

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
    // Tests and their helpers (src/engine/testing) play with the game's real cards.
    files: ['src/engine/**/*.ts'],
    ignores: ['src/engine/**/*.test.ts', 'src/engine/testing/**', 'src/engine/conformance/*.testkit.ts'],
    plugins: { rush: { rules: { 'engine-boundary': engineBoundary } } },
    rules: { 'rush/engine-boundary': 'error' },
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
