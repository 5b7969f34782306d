// The step word `damageAtEndPhase`: damage by this effect delayed to the End Phase of this turn,
// its amount read when the step runs. Its run code: run.ts; its card text:
// src/i18n/cardText/words/damageAtEndPhase.ts.
import { opt } from '../../doc/schema/build';
import { playerSchema, valueSchema } from '../../doc/schema/refs';
import { step } from '../../doc/schema/stepBase';
import type { WordRow } from '../../doc/vocabulary/row';

export const damageAtEndPhaseSchema = step('damageAtEndPhase', { player: opt(playerSchema), amount: valueSchema });

export const damageAtEndPhaseRows: readonly WordRow[] = [
  { words: ['damageAtEndPhase'], meaning: 'a delayed `damage`: `player` (you by default, or `opponent`) takes `amount`, read when the step runs ("the ATK it gained"), as effect damage in the End Phase of this turn (R-END-1), whatever became of the cards since; kept as a `damageAtEndPhase` player rule on the damaged player whose `value` is the amount (nothing is kept for 0); the damage is dealt by the owner of the effect\'s card with that card\'s kind, so a rule stopping effect damage still holds then', example: { do: 'damageAtEndPhase', player: 'you', amount: { times: 1, originalAtkOf: { chosen: 'fused' } } } },
];
