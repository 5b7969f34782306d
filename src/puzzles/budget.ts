// The budget the trainer gives the solver (browser worker, tests, bench): enough for every
// built-in puzzle with a wide margin, small enough to answer within seconds on a phone.
export const TRAINER_BUDGET = { maxNodes: 200_000, maxMs: 15_000 } as const;
