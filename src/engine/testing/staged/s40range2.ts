// Staged coverage positions for the tier-2 leftovers taken up again (part 2 of 3; see base.ts for the shape).
import { main, mon, theirTurn, type Staged } from './base';

const FILLER = 160320008;

export const S40_RANGE2_STAGED: Staged[] = [
  [160011012, main({ monsters: [{ card: 160011012 }], graveyard: [160316018] })],
  [160011024, main({ hand: [FILLER], monsters: [{ card: 160011024 }] })],
  [160011032, main({ monsters: [{ card: 160011032 }], graveyard: [FILLER] }, { monsters: [{ card: FILLER }] })],
  [160011054, main({ hand: [160011054], monsters: [{ card: 160005002 }, { card: mon('p', 'Psychic', 4, 1000) }] }, { spellTraps: [{ card: 160202019, faceDown: true }] })],
  [160012012, main({ hand: [FILLER], monsters: [{ card: 160012012 }], graveyard: [mon('dg', 'Dragon', 4, 1000)] })],
  [160012046, main({ hand: [160012046], monsters: [{ card: 160001000 }], graveyard: [160001000] }, { monsters: [{ card: 160001000 }] })],
  [160012047, main({ hand: [160012047], monsters: [{ card: 160001000 }, { card: 160001000 }], graveyard: [160204050] })],
  [160205030, theirTurn(160205030, { monsters: [{ card: mon('m5', 'Machine', 5, 2000) }], graveyard: [160205022] }, { hand: [FILLER] }), ['summon']],
  [160206002, main({ hand: [160206002], monsters: [{ card: FILLER }], graveyard: [mon('b', 'Beast', 4, 1000)] }), ['summon', 'select']],
  [160206016, main({ monsters: [{ card: 160206016 }] }, { monsters: [{ card: FILLER }] })],
];
