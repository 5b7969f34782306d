// The step word `equip`: an Equip Spell equips itself to one face-up monster (R-EQ). Its run
// code: run.ts; its card text: src/i18n/cardText/words/equip.ts.
import { cardRefSchema } from '../../doc/schema/refs';
import { step } from '../../doc/schema/stepBase';
import type { WordRow } from '../../doc/vocabulary/row';

export const equipSchema = step('equip', { to: cardRefSchema });

export const equipRows: readonly WordRow[] = [
  {
    words: ['equip'],
    meaning: 'the effect\'s own Equip Spell equips 1 face-up monster on the field among `to` (its side and filter are the card\'s restriction, R-EQ-2; a face-down monster is never offered), a cards prompt titled `prompt.equipTarget`; the Spell stays face-up in its zone and its continuous modifiers reach `"equipped"` (R-EQ-3); one such monster must be there to activate; a monster gone or turned face-down before it resolves leaves the Spell equipping nothing, and it goes to the GY; the monster leaving the field or turning face-down later sends the Spell to the GY, which is no destruction (R-EQ-6, R-EQ-8, R-EQ-10)',
    example: { do: 'equip', to: { place: 'monsterZones', side: 'you', filter: { faceUp: true, race: 'Warrior' } } },
  },
];
