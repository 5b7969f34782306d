// What every step schema shares: the guards `ifSaid` (runs only when that earlier yes/no
// question was answered yes) and `if` (runs only when these conditions hold at that moment),
// and the durations. Used by schema/steps.ts and by each word's own schema (effects/words/).
import * as v from 'valibot';
import { name, obj, opt, word } from './build';
import { conditionsSchema } from './refs';

// `ifNotSaid`: runs unless that earlier question was answered yes (a no, or the question not asked): "otherwise".
const guards = { ifSaid: opt(name), ifNotSaid: opt(name), if: opt(conditionsSchema) };
/** The schema of one step word: its guards, `do`, and its own fields. */
export const step = <const W extends string, E extends v.ObjectEntries>(w: W, entries: E) => obj({ ...guards, do: v.literal(w), ...entries });
/** `whileFaceUp`: for as long as the monster stays face-up on the field (R-MEFF-4); `yourNextTurn`: until the end of the effect's player's next turn. */
export const durationSchema = word('thisTurn', 'opponentsNextTurn', 'whileFaceUp', 'yourNextTurn');
/** A `modify` step's durations: those, and `thisMainPhase` (until the Main Phase it is made in ends). */
export const modifyDurationSchema = word('thisTurn', 'opponentsNextTurn', 'whileFaceUp', 'yourNextTurn', 'thisMainPhase');
