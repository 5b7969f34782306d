// The step word `destroyAtEndPhase`: a destruction by this effect delayed to the End Phase of
// this turn. Its run code: run.ts; its card text: src/i18n/cardText/words/destroyAtEndPhase.ts.
import { cardRefSchema } from '../../doc/schema/refs';
import { step } from '../../doc/schema/stepBase';
import type { WordRow } from '../../doc/vocabulary/row';

export const destroyAtEndPhaseSchema = step('destroyAtEndPhase', { cards: cardRefSchema });

export const destroyAtEndPhaseRows: readonly WordRow[] = [
  { words: ['destroyAtEndPhase'], meaning: 'a delayed `destroy`: in the End Phase of this turn (R-END-1) the referenced face-up monsters, if still on the field face-up, are destroyed by this effect, all at the same time (one run of destroy events; a protection from effects of that card kind or of that player still holds then); kept as a `destroyAtEndPhase` modifier whose `value` is the card kind of the effect (0 monster, 1 Spell, 2 Trap) and whose `seat` is the effect\'s player; a monster that left the field or turned face-down is a new card and is not destroyed (R-MEFF-4)', example: { do: 'destroyAtEndPhase', cards: 'self' } },
];
