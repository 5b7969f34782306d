// The step word `doubleMaterial`: for this turn, the referenced face-up monsters may each count as
// 2 materials of a Fusion Summon of the named Fusion monster. Its run code: run.ts; its card text:
// src/i18n/cardText/words/doubleMaterial.ts.
import { int } from '../../doc/schema/build';
import { cardRefSchema } from '../../doc/schema/refs';
import { step } from '../../doc/schema/stepBase';
import type { WordRow } from '../../doc/vocabulary/row';

export const doubleMaterialSchema = step('doubleMaterial', { cards: cardRefSchema, fusion: int(1, 999_999_999) });

export const doubleMaterialRows: readonly WordRow[] = [
  { words: ['doubleMaterial'], meaning: 'for the rest of this turn, each referenced face-up monster may count as 2 materials (filling two places of its list under the name it bears) for a Fusion Summon of the Fusion monster `fusion` (a card id), from the field; when it is picked the player says whether it counts as 1 or 2 (asked only when both ways can end the summon); kept as a `doubleMaterial` modifier on the monster whose `value` is that id, which ends when it leaves the field or turns face-down (R-MEFF-4, R-FUS-2)', example: { do: 'doubleMaterial', cards: 'self', fusion: 160319001 } },
];
