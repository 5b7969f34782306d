// Staged coverage positions for the cards of session 46 whose cost keeps what the effect needs
// (`keepsEffect`, see base.ts for the shape).
import { copies, main, mon, type Staged } from './base';

const AVIAN = 160320008;
const TANG = 160001005;

export const S46_G1_STAGED: Staged[] = [
  // Fire Wrath: 2 Reptile monsters in the hand (Levels 4 and 4), a face-up Level 3 monster on the opponent's field.
  [160008052, main({ hand: [160008052, 160008003, 160008004] }, { monsters: [{ card: AVIAN }] })],
  // Finalize Phoenix: 4 Pyro monsters to shuffle, Pyro Effect monsters of Levels 3 and 3 for two opposing Level 3 monsters.
  [160205046, main({ monsters: [{ card: 160205046 }], graveyard: [...copies(4, TANG), 160004035, 160004035] }, { monsters: [{ card: AVIAN }, { card: AVIAN }] })],
  // Splame: 3 Pyro monsters in the GY (2 to shuffle, a Level 3 name left to take).
  [160013027, main({ monsters: [{ card: 160013027 }], graveyard: [TANG, TANG, TANG] })],
  // Fairy of the Stars: 3 Level 7 monsters and a Level 3 one in the GY.
  [160219016, main({ monsters: [{ card: 160219016 }], graveyard: [mon('g1', 'Warrior', 7, 100), mon('g2', 'Warrior', 7, 200), mon('g3', 'Warrior', 7, 300), mon('l3', 'Warrior', 3, 400)] })],
  // Jointech Arcscorpio: itself to send, "Fusion" and Jointech Spike Centipede in the GY.
  [160014006, main({ monsters: [{ card: 160014006 }], graveyard: [160204050, 160014007] })],
  // Dark Hole Device: 3 DARK Galaxy monsters in the hand, a monster on the opponent's field.
  [160014050, main({ hand: [160014050, ...copies(3, 160010021)] }, { monsters: [{ card: AVIAN }] })],
  // Tama Tama Gachance: a Machine in the hand to send, an EARTH Machine on top of the Deck, King Tamabot in the GY.
  [160402053, main({ hand: [160402053, mon('hm', 'Machine', 4, 100, 'EARTH')], deck: [mon('em', 'Machine', 4, 100, 'EARTH'), ...copies(4, AVIAN)], graveyard: [mon('kt', 'Machine', 7, 100, 'EARTH')] })],
];
