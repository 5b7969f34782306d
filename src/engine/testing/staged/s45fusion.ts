// Staged coverage positions for the Fusion and materials cards of session 45 (see base.ts for the shape).
import { copies, main, type Staged } from './base';

const DRAGIAS = 160012003;
const DRAGIASTAR = 160402031;
const AVIAN = 160320008;
const TANG = 160001005;

export const S45_FUSION_STAGED: Staged[] = [
  // Fusionic Revivern: "Polymerization" Fusion Summons The Trinity Dragiastar from three "The Dragias" in the hand first.
  [
    160402030,
    main({ hand: [160206025, DRAGIAS, DRAGIAS, DRAGIAS], monsters: [{ card: 160402030 }], extra: [DRAGIASTAR] }),
    ['activate', 'select', 'select', 'select', 'select', 'option'],
  ],
  // The Trinity Dragiastar with a card in the hand, two monsters on the opponent's field, a Normal Monster in the GY.
  [DRAGIASTAR, main({ hand: [160320008], monsters: [{ card: DRAGIASTAR }], graveyard: [DRAGIAS] }, { monsters: [{ card: 160320008 }, { card: 160320008 }] })],
  // Finalize Phoenix: 4 Pyro monsters to shuffle, Pyro Effect monsters of Levels 3 and 3 for two opposing Level 3 monsters.
  // Analyze Phlogiston: a Trap in the hand, 3 Pyro monsters whose Levels make 3 + 3 (Levels 3, 2 and 1).
  [160316001, main({ hand: [160202019], monsters: [{ card: 160316001 }], graveyard: [TANG, 160010018, 160004010] }, { monsters: [{ card: AVIAN }, { card: AVIAN }] })],
  // Cyber Tactical Dragon: 2 LIGHT Machine monsters in the GY, a 1000 ATK monster on the opponent's field.
  [160013044, main({ monsters: [{ card: 160013044 }], graveyard: copies(2, 160023001) }, { monsters: [{ card: AVIAN }] })],
  // Astrobio Drake, Normal Summoned this turn, "Fusion" in the GY.
  [160012026, main({ monsters: [{ card: 160012026, summonedHow: 'normal' }], graveyard: [160204050] })],
  // Splame: 2 Pyro monsters in the GY (one of them a Level 3 name to take).
  // Fire Wrath: 2 Reptile monsters in the hand, a face-up Level 3 monster on the opponent's field.
];
