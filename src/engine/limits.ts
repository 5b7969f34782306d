// Size caps for input from outside (scenario files and links, saved duels, replays, puzzle
// imports). They are far above anything the rules allow (a Deck holds at most 60 cards,
// an Extra Deck 15), so no real duel meets them; input beyond them is refused before any
// work is done, so a huge file cannot freeze the app or a command. docs/scenario.md lists them.

/** Cards in one place of one player: a Deck, Extra Deck, hand or GY. */
export const MAX_PILE = 200;
/** Cards in one duel (both players, every place). */
export const MAX_DUEL_CARDS = 2000;
/** Decisions in one scenario's "actions" or one replay. */
export const MAX_ACTIONS = 10_000;
/** Characters of one scenario, puzzle or replay file or link text. */
export const MAX_INPUT_CHARS = 2_000_000;

/** The one wording of a refusal for too many cards somewhere. */
export function tooManyCards(where: string, max: number): string {
  return `too many cards in ${where} (at most ${max})`;
}

export function tooManyActions(where: string, max = MAX_ACTIONS): string {
  return `too many actions in ${where} (at most ${max})`;
}

export function tooLong(what: string, chars: number, max = MAX_INPUT_CHARS): string {
  return `${what} is too large (${chars} characters, at most ${max})`;
}
