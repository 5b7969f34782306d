// Staged coverage positions for the MAXIMUM monsters of session 44 (see base.ts for the shape).
import { main, mon, type Staged } from './base';

const tenCards = Array.from({ length: 10 }, () => 160320008);
const RAILARTILLERY = { card: 160207002, maximum: { left: 160207001, right: 160207003 } };

export const H_MAX_STAGED: Staged[] = [
  // Supreme Railartillery Magnum Overlord in MAXIMUM mode, alone, 10 cards in the Deck, monsters in the GYs and the hand.
  [160207001, main({ deck: tenCards, monsters: [RAILARTILLERY], graveyard: [160320008, 160320008] }, { graveyard: [160320008] })],
  [160207002, main({ monsters: [RAILARTILLERY] })],
  [160207003, main({ hand: [mon('h7', 'Machine', 7, 2000)], monsters: [RAILARTILLERY] })],
];
