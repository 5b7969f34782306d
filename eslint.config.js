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

const ENGINE_ENTRY = {
  index: 'src/engine/index.ts (src/engine/play.ts in files of the first screen)',
  docs: 'src/engine/docs.ts (the card document format; docSchema.ts for its validator and word tables)',
  testkit: 'src/engine/testkit.ts (test files and test kits only)',
};
const ENGINE_FACE_MESSAGE = '"{{spec}}" is inside the engine. Outside src/engine, import the engine through {{use}}.';
const TESTKIT_MESSAGE = '"{{spec}}" is the engine\'s test kit: only test files and test kits use it. Import the engine through ' + ENGINE_ENTRY.index + '.';

/**
 * A local rule, the other direction of engineBoundary: a file outside src/engine imports the
 * engine only through its entry points (docs/engine.md, "Entry points"): index.ts, play.ts (the
 * first screen's part of it), docs.ts (card documents), testkit.ts (tests, with `testkit: true`).
 */
const engineFace = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: { testkit: { type: 'boolean' }, allow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: { internal: ENGINE_FACE_MESSAGE, testkit: TESTKIT_MESSAGE },
  },
  create(context) {
    const engineDir = path.resolve(import.meta.dirname, 'src/engine');
    const testkit = context.options[0]?.testkit === true;
    const allow = context.options[0]?.allow ?? [];
    const check = (node) => {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), spec).replace(/\.tsx?$/, '');
      if (!isInside(target, engineDir)) return;
      const inner = path.relative(engineDir, target).split(path.sep).join('/');
      if (['', 'index', 'play', 'docs', 'docSchema', ...allow].includes(inner)) return;
      if (inner === 'testkit') {
        if (!testkit) context.report({ node, messageId: 'testkit', data: { spec } });
        return;
      }
      const use = inner.startsWith('testing/') ? ENGINE_ENTRY.testkit : /^effects\/(doc|words)(\/|$)/.test(inner) ? ENGINE_ENTRY.docs : ENGINE_ENTRY.index;
      context.report({ node, messageId: 'internal', data: { spec, use } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
const rushPlugin = { rules: { 'engine-boundary': engineBoundary, 'engine-face': engineFace } };
/** Files that may use the engine's test kit: tests, their helpers (the vitest setup too) and the card-case runner. */
const TESTKIT_USERS = ['**/*.test.ts', '**/*.test.tsx', 'src/testing/**', 'src/cards/testing/**', 'src/cards/cases/**'];

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
    plugins: { rush: rushPlugin },
    rules: { 'rush/engine-boundary': 'error' },
  },
  {
    // Outside the engine: only its entry points (engineFace above).
    files: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    ignores: ['src/engine/**'],
    plugins: { rush: rushPlugin },
    rules: { 'rush/engine-face': 'error' },
  },
  {
    files: TESTKIT_USERS,
    ignores: ['src/engine/**'],
    rules: { 'rush/engine-face': ['error', { testkit: true }] },
  },
  {
    // The bench's behaviour fingerprint runs outside vitest (testkit.ts brings vitest in): its junk actions only.
    files: ['src/cli/bench/fingerprint.ts'],
    rules: { 'rush/engine-face': ['error', { allow: ['testing/junkActions'] }] },
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
