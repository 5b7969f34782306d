// The text of a card still written as a TypeScript script (src/cards/scripts), by card id:
// the project's own wording of what the script does, in the sections the generated text of a
// card document uses. `{<card id>}` stands for a card's name in the chosen card-name language
// (the quote marks around it belong to the text, as each language quotes names its own way).

/** One effect of a script card: its sections, in the order they are shown. */
export interface ScriptPart {
  /** The effect works only in MAXIMUM mode (shown with the MAXIMUM label). */
  maximum?: true;
  /** A summon rule of the card (summoned without Tributes, from the hand...). */
  summon?: string;
  trigger?: string;
  condition?: string;
  cost?: string;
  effect?: string;
  continuous?: string;
}

/** Every script card's text in one language. */
export type ScriptBook = Readonly<Record<number, readonly ScriptPart[]>>;

/** The sections of a part, in the order they are shown. */
export const SECTIONS = ['summon', 'trigger', 'condition', 'cost', 'effect', 'continuous'] as const;
