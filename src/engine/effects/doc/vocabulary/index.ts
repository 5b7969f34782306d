// The registry of the card vocabulary: every word of every kind, from the schemas that check
// it (doc/schema/), with its documentation rows. docs/cards.md's vocabulary tables are
// generated from it (`npm run cards:vocab-docs`) and `npm run cards:vocab` counts the words the
// shipped documents use. Only tests and those commands import it (never the duel screen).
import * as v from 'valibot';
import { CONTINUOUS_MODIFIER_WORDS, CONTINUOUS_WORDS, EFFECT_WORDS, RULE_WORDS, SUMMON_WORDS, TRIGGER_WORDS, continuousSchema, effectSchema, modifierSchema, ruleSchema, summonSchema, triggerSchema } from '../schema/card';
import { CONDITION_WORDS, FILTER_WORDS, REF_WORDS, VALUE_WORDS, cardRefSchema, conditionSchema, filterSchema, valueSchema } from '../schema/refs';
import { MODIFIER_WORDS, STEP_WORDS, stepSchema } from '../schema/steps';
import { CONTINUOUS_MODIFIER_ROWS, CONTINUOUS_ROWS, EFFECT_ROWS, RULE_ROWS, SUMMON_ROWS, TRIGGER_ROWS } from './card';
import { FILTER_ROWS } from './filters';
import { MODIFIER_ROWS } from './modifiers';
import { CONDITION_ROWS, REF_ROWS, VALUE_ROWS } from './refs';
import type { WordKind, WordRow } from './row';
import { STEP_ROWS } from './steps';

export type { WordKind, WordRow } from './row';

export interface WordKindEntry {
  readonly kind: WordKind;
  /** The first column's heading in the table. */
  readonly heading: string;
  /** Every word of the kind, as its schema knows them. */
  readonly words: readonly string[];
  readonly rows: readonly WordRow[];
  /** What each example of the kind must pass. */
  readonly example: v.GenericSchema;
}

export const VOCABULARY: readonly WordKindEntry[] = [
  { kind: 'effect', heading: 'kind', words: EFFECT_WORDS, rows: EFFECT_ROWS, example: effectSchema },
  { kind: 'rule', heading: 'field', words: RULE_WORDS, rows: RULE_ROWS, example: ruleSchema },
  { kind: 'summon', heading: 'field', words: SUMMON_WORDS, rows: SUMMON_ROWS, example: summonSchema },
  { kind: 'trigger', heading: 'event', words: TRIGGER_WORDS, rows: TRIGGER_ROWS, example: triggerSchema },
  { kind: 'condition', heading: 'form', words: CONDITION_WORDS, rows: CONDITION_ROWS, example: conditionSchema },
  // A reference's example may show it inside the step that uses it.
  { kind: 'ref', heading: 'form', words: REF_WORDS, rows: REF_ROWS, example: v.union([cardRefSchema, stepSchema]) },
  { kind: 'filter', heading: 'field', words: FILTER_WORDS, rows: FILTER_ROWS, example: filterSchema },
  { kind: 'step', heading: 'step', words: STEP_WORDS, rows: STEP_ROWS, example: stepSchema },
  { kind: 'modifier', heading: 'kind', words: MODIFIER_WORDS, rows: MODIFIER_ROWS, example: stepSchema },
  { kind: 'continuous', heading: 'field', words: CONTINUOUS_WORDS, rows: CONTINUOUS_ROWS, example: continuousSchema },
  { kind: 'continuousModifier', heading: 'kind', words: CONTINUOUS_MODIFIER_WORDS, rows: CONTINUOUS_MODIFIER_ROWS, example: modifierSchema },
  { kind: 'value', heading: 'form', words: VALUE_WORDS, rows: VALUE_ROWS, example: valueSchema },
];

/** An example as docs/cards.md shows it: JSON with a space inside braces and after commas. */
export function exampleText(x: unknown): string {
  if (Array.isArray(x)) return `[${x.map(exampleText).join(', ')}]`;
  if (typeof x === 'object' && x !== null) {
    const entries = Object.entries(x);
    return entries.length === 0 ? '{}' : `{ ${entries.map(([k, e]) => `${JSON.stringify(k)}: ${exampleText(e)}`).join(', ')} }`;
  }
  return JSON.stringify(x);
}

/** The markdown table of one kind. */
export function vocabularyTable(entry: WordKindEntry): string {
  const lines = [`| ${entry.heading} | meaning | example |`, '|---|---|---|'];
  for (const row of entry.rows) lines.push(`| ${row.form ?? row.words.map((w) => `\`${w}\``).join(', ')} | ${row.meaning} | \`${exampleText(row.example)}\` |`);
  return lines.join('\n');
}

/** The text with each `<!-- vocab:KIND -->` … `<!-- /vocab:KIND -->` block holding that kind's table. */
export function withVocabularyTables(markdown: string): string {
  let out = markdown;
  for (const entry of VOCABULARY) {
    const open = `<!-- vocab:${entry.kind} -->`;
    const close = `<!-- /vocab:${entry.kind} -->`;
    const a = out.indexOf(open);
    const b = out.indexOf(close);
    if (a < 0 || b < a) throw new Error(`docs/cards.md has no ${open} … ${close} block`);
    out = `${out.slice(0, a + open.length)}\n${vocabularyTable(entry)}\n${out.slice(b)}`;
  }
  return out;
}

/** Every word, once: `kind:word`. */
export const allWords = (): string[] => VOCABULARY.flatMap((e) => e.words.map((w) => `${e.kind}:${w}`));
