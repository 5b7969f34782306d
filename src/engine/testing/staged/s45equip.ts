// Staged coverage positions for the Equip Spells and continuous effects of session 45 (see base.ts for the shape).
import { main, mon, type Staged } from './base';

export const S45_EQUIP_STAGED: Staged[] = [
  // Helmet of the Master Craftsman: a face-up monster to equip.
  [160206045, main({ hand: [160206045], monsters: [{ card: 160020001 }] })],
  // Harpie Lady 3 on the field, a Level 4 monster on the opponent's.
  [160208006, main({ monsters: [{ card: 160208006 }] }, { monsters: [{ card: 160320008 }] })],
  // Fiery Arms - Fretberge: a face-up Psychic to equip.
  [160011051, main({ hand: [160011051], monsters: [{ card: mon('p', 'Psychic', 4, 1500) }] })],
  // Pot of Arrogance: no Spell activated yet this turn, cards in the Deck.
  [160206006, main({ hand: [160206006] })],
  // Destructor Claw Shield and Voidvelg Shroud: a face-up Wyrm, a face-up Galaxy to equip.
  [160208052, main({ hand: [160208052], monsters: [{ card: mon('wy', 'Wyrm', 4, 1500) }] })],
  [160013051, main({ hand: [160013051], monsters: [{ card: mon('ga', 'Galaxy', 4, 1500) }] })],
  // Neo Plandish on the field, a Deck to send from.
  [160011035, main({ monsters: [{ card: 160011035 }] })],
  // Mirroring Wyvern, Normal Summoned this turn, Lesser Dragon in the GY.
  [160012013, main({ monsters: [{ card: 160012013, summonedHow: 'normal' }], graveyard: [160001002] })],
  // Bislasher: two face-up Lesser Dragons.
  [160012048, main({ hand: [160012048], monsters: [{ card: 160001002 }, { card: 160001002 }] })],
];
