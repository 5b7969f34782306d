// Nothing the engine shows a player is an English literal: refusals, prompt titles and option
// labels are text codes (text.ts) rendered by src/i18n. This test reads every non-test
// source file of src/engine with the TypeScript parser and fails on a string that looks like
// a sentence, except where it cannot reach a player (listed below, each with its reason).
// The card layer (src/cards: the documents, the catalog and their tests) is held to the same
// rule: a card's text lives in src/i18n/cardText, generated from its document.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname);
const CARDS = join(__dirname, '..', 'cards');

/** Files whose words are not shown to players during a duel. */
const ALLOWED_FILES: Record<string, string> = {
  'invariants.ts': 'internal consistency reports for tests and bug reports',
  'serialize.ts': 'why a saved file is not a valid state (a developer report behind the "cannot load" notice)',
  'setup.ts': 'deck-list errors of newDuel, a setup contract for tests and the scenario format',
  'vanilla.ts': 'inline test-card validation (scenario files)',
  'replay.ts': 'replay file validation reports',
  'scenario/readBoard.ts': 'the scenario format\'s "invalid" messages (docs/scenario.md contract, English by design)',
  'scenario/reader.ts': 'the scenario format\'s "invalid" messages (docs/scenario.md contract, English by design)',
  'scenario/start.ts': 'the scenario format\'s "invalid" messages for decks (docs/scenario.md contract, English by design)',
  'scenario/run.ts': 'the scenario format\'s "invalid" messages (docs/scenario.md contract, English by design)',
  'scenario/translate.ts': 'the scenario format\'s "invalid" messages; its refusals are text codes',
  'effects/doc/validate.ts': 'card-document validation for card authors (tests and the card registry, never a duel)',
  'effects/doc/schema/build.ts': 'the card-document schemas\' problem messages (validate.ts), for card authors, never a duel',
  'effects/doc/schema/refs.ts': 'the card-document schemas\' problem messages (validate.ts), for card authors, never a duel',
  'effects/doc/schema/steps.ts': 'the card-document schemas\' problem messages (validate.ts), for card authors, never a duel',
  'effects/doc/schema/card.ts': 'the card-document schemas\' problem messages (validate.ts), for card authors, never a duel',
  'effects/doc/vocabulary/card.ts': 'the vocabulary\'s docs rows (docs/cards.md, npm run cards:vocab-docs), for card authors, never a duel',
  'effects/doc/vocabulary/filters.ts': 'the vocabulary\'s docs rows (docs/cards.md, npm run cards:vocab-docs), for card authors, never a duel',
  'effects/doc/vocabulary/modifiers.ts': 'the vocabulary\'s docs rows (docs/cards.md, npm run cards:vocab-docs), for card authors, never a duel',
  'effects/doc/vocabulary/refs.ts': 'the vocabulary\'s docs rows (docs/cards.md, npm run cards:vocab-docs), for card authors, never a duel',
  'effects/doc/vocabulary/steps.ts': 'the vocabulary\'s docs rows (docs/cards.md, npm run cards:vocab-docs), for card authors, never a duel',
  'effects/doc/vocabulary/index.ts': 'the vocabulary\'s docs rows (docs/cards.md, npm run cards:vocab-docs), for card authors, never a duel',
  'facts.ts': 'card-fact validation for card authors (tests and the card registry, never a duel)',
  'limits.ts': 'size caps of scenario files and deck lists: the scenario format\'s "invalid" messages (docs/scenario.md)',
  'testing/randomDuel.ts': 'test support',
  'testing/junkActions.ts': 'test support',
  'testing/duelChecks.ts': 'test support',
  'testing/roundTrip.ts': 'test support',
  'testing/checkedDuel.ts': 'test support',
  'testing/mk.ts': 'test support',
  'conformance/cards.testkit.ts': 'test support (made-up test cards)',
  'session/session.ts': 'the session driver\'s developer errors (an engine call threw, a step misused), for the tools and tests that drive duels, never a player',
};

/** A word's own schema file (effects/words/<word>/schema.ts, effects/words/filters/<word>/schema.ts) holds its docs row, for card authors (docs/cards.md), never a duel. */
const isWordSchema = (rel: string): boolean => /^effects\/words\/(filters\/|conditions\/)?[A-Za-z]+\/schema\.ts$/.test(rel);

/** Files of src/cards whose words are not shown to players. */
const CARDS_ALLOWED_FILES: Record<string, string> = {
  'docs/problems.ts': 'card-document validation reports for card authors (tests), never a duel',
  'cases/table.ts': 'test support (card test table validation, for test authors)',
  'cases/board.ts': 'test support (card test table boards)',
  'cases/observe.ts': 'test support (what a card test case shows)',
  'cases/runner.ts': 'test support (test names)',
};

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...sourceFiles(p));
    else if (p.endsWith('.ts') && !p.endsWith('.test.ts')) out.push(p);
  }
  return out;
}

/** A sentence: a capital letter or a word, then a space, and at least three words. */
const sentenceLike = (s: string): boolean => /[A-Za-z]{2,}/.test(s) && s.trim().split(/\s+/).filter((w) => /[A-Za-z]/.test(w)).length >= 3;

/** `throw new Error(...)` reports a programmer error, never a player's. */
function inThrownError(node: ts.Node): boolean {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isNewExpression(n) && ts.isIdentifier(n.expression) && /Error$/.test(n.expression.text)) return true;
    if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'fail') return true;
    if (ts.isBlock(n) || ts.isSourceFile(n)) return false;
  }
  return false;
}

function sentences(file: string, root: string = ROOT): string[] {
  const src = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    let text: string | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node)) text = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' x ');
    if (text !== null && sentenceLike(text) && !inThrownError(node)) {
      const { line } = src.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${relative(root, file)}:${line + 1}: ${text}`);
    }
    // Comments and imports are not strings the engine returns.
    if (!ts.isImportDeclaration(node)) ts.forEachChild(node, visit);
  };
  visit(src);
  return found;
}

describe('the engine speaks in codes', () => {
  it('no English sentence literal in src/engine outside the allowed files', () => {
    const found = sourceFiles(ROOT)
      .filter((f) => !(relative(ROOT, f).replace(/\\/g, '/') in ALLOWED_FILES) && !isWordSchema(relative(ROOT, f).replace(/\\/g, '/')))
      .flatMap((f) => sentences(f));
    expect(found).toEqual([]);
  });

  it('no English sentence literal in src/cards (scripts, documents, pool) outside the allowed files', () => {
    const found = sourceFiles(CARDS)
      .filter((f) => !(relative(CARDS, f).replace(/\\/g, '/') in CARDS_ALLOWED_FILES))
      .flatMap((f) => sentences(f, CARDS));
    expect(found).toEqual([]);
  });

  it('the check catches a sentence', () => {
    expect(sentenceLike('That card is not in your hand.')).toBe(true);
    expect(sentenceLike('opt.attackPosition')).toBe(false);
    expect(sentenceLike('R-NS-4, R-MAX-12')).toBe(false);
  });
});
