// English counts of cards in words up to ten ("choose two monsters"), figures above that.
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

export const inWords = (n: number): string => NUMBER_WORDS[n] ?? String(n);

/** A group worded with a count of more than one ("two monsters", "at least three cards", "12 cards",
 * "exactly three monsters", "up to two cards", "any number of cards"). */
export const MANY = new RegExp(`^(at least|any number of|((exactly|up to|at most) )?(${NUMBER_WORDS.slice(2).join('|')}|\\d\\d+)\\b)`);
