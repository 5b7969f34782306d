// The step word `equipSelf`: a monster equips itself to another face-up monster (a Union monster):
// it leaves the Monster Zone and stays face-up in a Spell & Trap Zone as an Equip card (R-EQ).
// Its run code: run.ts; its card text: src/i18n/cardText/words/equipSelf.ts.
import { cardRefSchema } from '../../doc/schema/refs';
import { step } from '../../doc/schema/stepBase';
import type { WordRow } from '../../doc/vocabulary/row';

export const equipSelfSchema = step('equipSelf', { to: cardRefSchema });

export const equipSelfRows: readonly WordRow[] = [
  {
    words: ['equipSelf'],
    meaning: 'a Union monster: the effect\'s own monster, face-up in your Monster Zone, leaves it and is placed face-up in your first free Spell & Trap Zone as an Equip card of 1 other face-up monster among `to` (a cards prompt titled `prompt.equipTarget`; a `move` event from the Monster Zone to the Spell & Trap Zone); it is no monster there: the effects applied to it as a monster end and Equip Spells on it go to the GY (R-EQ-6); its continuous modifiers reach `"equipped"` (R-EQ-3) and the equipped monster leaving the field or turning face-down sends it to the GY, no destruction (R-EQ-6, R-EQ-8, R-EQ-10); to activate, a free Spell & Trap Zone and such a monster must be there (R-ZONE-3); a monster gone or turned face-down before it resolves leaves this card where it is',
    example: { do: 'equipSelf', to: { place: 'monsterZones', side: 'you', filter: { faceUp: true, ids: [160219056] } } },
  },
];
