// The puzzle of the day's seed, apart from the generator so the trainer's first chunk does not load it.

/** The seed of a day's puzzle: its date as a number (2026-12-07 -> 20261207). */
export const daySeed = (isoDate: string): number => Number(isoDate.slice(0, 10).replaceAll('-', ''));
