// The step word `equipFrom`: Equip Spell cards taken from a pile are placed face-up in your Spell &
// Trap Zones, each equipping a face-up monster (R-EQ). Its run code: run.ts; its card text:
// src/i18n/cardText/words/equipFrom.ts.
import { cardRefSchema, cardSetSchema } from '../../doc/schema/refs';
import { int } from '../../doc/schema/build';
import { step } from '../../doc/schema/stepBase';
import type { WordRow } from '../../doc/vocabulary/row';

export const equipFromSchema = step('equipFrom', { from: cardSetSchema, to: cardRefSchema, max: int(1, 3) });

export const equipFromRows: readonly WordRow[] = [
  {
    words: ['equipFrom'],
    meaning: 'up to `max` Equip Spell cards of `from` (a pile, such as your GY) are placed face-up in your free Spell & Trap Zones one at a time, each equipping 1 face-up monster among `to` that its own `equip` step also allows (its restriction, R-EQ-2); for each, the player picks the Spell (a cards prompt titled `prompt.equipCard`, none after the first to stop), then the monster (`prompt.equipTarget`); the Spells are placed, not activated (a `move` event to the Spell & Trap Zone), and their continuous modifiers reach `"equipped"` (R-EQ-3); to activate, a free Spell & Trap Zone and one such Spell with a monster it may equip must be there (R-ZONE-3)',
    example: { do: 'equipFrom', from: { place: 'gy', side: 'you', filter: { spellKind: 'equip' } }, to: { place: 'monsterZones', side: 'you', filter: { faceUp: true, race: 'Warrior' } }, max: 3 },
  },
];
