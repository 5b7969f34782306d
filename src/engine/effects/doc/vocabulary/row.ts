// One row of the vocabulary's documentation (docs/cards.md): the words it documents, the
// form shown when it is a variant, what it means and an example checked against the schema.

/** The kinds of words a card document uses, each with its own table. */
export type WordKind = 'effect' | 'rule' | 'summon' | 'trigger' | 'condition' | 'ref' | 'filter' | 'step' | 'modifier' | 'continuous' | 'continuousModifier' | 'value';

export interface WordRow {
  readonly words: readonly string[];
  /** The first column, when it says more than the words (a variant: "`choose` `levels`"). */
  readonly form?: string;
  readonly meaning: string;
  /** Plain JSON data, validated against the schema of its kind (vocabulary.test.ts). */
  readonly example: unknown;
}
