// Staged coverage positions for the Fusion and materials cards of session 45 (see base.ts for the shape).
import { main, type Staged } from './base';

const DRAGIAS = 160012003;
const DRAGIASTAR = 160402031;

export const S45_FUSION_STAGED: Staged[] = [
  // Fusionic Revivern: "Polymerization" Fusion Summons The Trinity Dragiastar from three "The Dragias" in the hand first.
  [
    160402030,
    main({ hand: [160206025, DRAGIAS, DRAGIAS, DRAGIAS], monsters: [{ card: 160402030 }], extra: [DRAGIASTAR] }),
    ['activate', 'select', 'select', 'select', 'select', 'option'],
  ],
  // The Trinity Dragiastar with a card in the hand, two monsters on the opponent's field, a Normal Monster in the GY.
  [DRAGIASTAR, main({ hand: [160320008], monsters: [{ card: DRAGIASTAR }], graveyard: [DRAGIAS] }, { monsters: [{ card: 160320008 }, { card: 160320008 }] })],
];
