// What a word's own text module (words/<word>.ts) is given to word its step: the card
// references and durations worded by render.ts in the language asked for.
import type { CardRef, Condition, DocStep, Duration, Filter, Value } from '../../../engine/docs';
import type { Amount, Phrasebook, Quantity } from '../phrasebook';
import type { TextLang } from '../terms';

export interface StepWording {
  /** A card reference worded ("the chosen monsters", "this card"). */
  cards(ref: CardRef, q: Quantity): string;
  /** A value worded as the phrasebook's amounts ("500", "as much as the original ATK of ..."). */
  amount(v: Value): Amount;
  /** A card's name, from its id. */
  name(id: number): string;
  /** How long a change lasts ("for the rest of the turn"). */
  until(d: Duration): string;
  /** Whether the cards may be the opponent's (a set of theirs or of both sides, or a choice among one). */
  mayBeTheirs(ref: CardRef): boolean;
  /** The language's phrasebook, for the clauses words share (a move, a count). */
  pb: Phrasebook;
  /** How later steps word the cards this step keeps as `as` ("the Ritual Summoned monster"). */
  keep(as: string, words: string): void;
}

/** A step word's text in every language. */
export type StepText<W extends DocStep['do']> = Readonly<Record<TextLang, (s: Extract<DocStep, { do: W }>, w: StepWording) => string>>;

/** A filter word's text: the filter rewritten into fields the phrasebooks word (the same in every language). */
export type FilterText = (f: Filter) => Filter;

/** A condition word's text in every language. */
export type ConditionText<W extends string> = Readonly<Record<TextLang, (c: Extract<Condition, Record<W, unknown>>, name: (id: number) => string) => string>>;
