// Staged coverage positions for the Union monsters of session 46 (see base.ts for the shape).
import { main, type Staged } from './base';

export const S46_H10_STAGED: Staged[] = [
  // Koitsu next to a face-up Aitsu.
  [160219043, main({ monsters: [{ card: 160219043 }, { card: 160437009 }] })],
  // Doitsu next to a face-up Soitsu.
  [160219044, main({ monsters: [{ card: 160219044 }, { card: 160439008 }] })],
  // Y-Dragon Head next to a face-up X-Head Cannon.
  [160219057, main({ monsters: [{ card: 160219057 }, { card: 160219056 }] })],
  // Z-Metal Tank next to a face-up Y-Dragon Head.
  [160219058, main({ monsters: [{ card: 160219058 }, { card: 160219057 }] })],
  // Soitsu and Doitsu on the field, a card in the hand to send, Aitsu in the GY.
  [160026040, main({ hand: [160219056], monsters: [{ card: 160026040, summonedHow: 'fusion' }], graveyard: [160437009] })],
];
