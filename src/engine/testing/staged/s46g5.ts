// Staged coverage positions for the range leftovers of session 46 (see base.ts for the shape).
import { main, mon, type Staged } from './base';

export const S46_G5_STAGED: Staged[] = [
  // Celeb Rose Luxury Magicians on the field, a Level 4 LIGHT Spellcaster in the GY.
  [160013042, main({ monsters: [{ card: 160013042 }], graveyard: [mon('ls', 'Spellcaster', 4, 1500, 'LIGHT')] })],
  // Wooly Wonderland Wave Schaf on the field, a Deck to send from.
  [160010026, main({ monsters: [{ card: 160010026 }], graveyard: [160009006] })],
];
