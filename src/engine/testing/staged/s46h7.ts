// Staged coverage positions for the summon position lock and opposing Tribute cards of session 46 (see base.ts for the shape).
import { main, type Staged } from './base';

export const S46_H7_STAGED: Staged[] = [
  // Yamiterasu the Divine Ruler on the field, a Deck to send from, a monster on the opponent's field to change.
  [160007036, main({ monsters: [{ card: 160007036 }] }, { monsters: [{ card: 160320008 }] })],
  // Advance Impact: no monster of yours, a Level 3 in the hand, a face-up Level 3 on the opponent's field.
  [160013046, main({ hand: [160013046, 160320008] }, { monsters: [{ card: 160320008 }] })],
];
