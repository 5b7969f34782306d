// Staged coverage positions for set 160205 (see base.ts for the shape).
import { main, mon, theirTurn, type Staged } from './base';

const FILLER = 160320008;
const TRAP_HOLE = 160202019;
const LUCY = 160205035; // Level 6, 500 DEF
const RAM = 160205036; // Level 6, 500 DEF
const VULCAN = { card: 160005015, maximum: { left: 160005014, right: 160005016 } };
const many = (n: number, race: string, attribute: string) => Array.from({ length: n }, (_, i) => mon(`${race}${attribute}${i}`, race, 4, 1000, attribute));

export const SET160205_STAGED: Staged[] = [
  [160205013, main({ monsters: [{ card: 160205013 }], graveyard: [160202001] })],
  [160205014, main({ monsters: [{ card: 160205014 }], graveyard: [160202002] }, { monsters: [{ card: 160001000 }] })],
  // The opponent's 4000 ATK monster destroys Hyper Engine Vast Vulcan in battle.
  [160205017, theirTurn(160205017, { monsters: [VULCAN] }, { monsters: [{ card: mon('big', 'Dragon', 8, 4000) }] }), ['enterBattle', 'attack']],
  [160205025, main({ hand: [FILLER], monsters: [{ card: 160205025 }, { card: mon('m5', 'Machine', 5, 1000, 'LIGHT') }] })],
  [160205028, main({ hand: [160205028], monsters: [{ card: mon('m5', 'Machine', 5, 1000, 'LIGHT') }], graveyard: many(5, 'Machine', 'LIGHT') }, { monsters: [{ card: FILLER }] })],
  [160205035, main({ monsters: [{ card: LUCY }], graveyard: [RAM] }, { monsters: [{ card: FILLER }] })],
  [160205036, main({ monsters: [{ card: RAM }], hand: [LUCY] }, { spellTraps: [{ card: TRAP_HOLE, faceDown: true }] })],
  [160205039, main({ hand: [160205039, LUCY] })],
  // The opponent Normal Summons while Excutie Ram stands.
  [160205041, theirTurn(160205041, { monsters: [{ card: RAM }] }, { hand: [FILLER] }), ['summon']],
  [160205042, theirTurn(160205042, { monsters: [{ card: RAM }] }, { monsters: [{ card: FILLER }] }), ['enterBattle', 'attack']],
  [160205043, main({ monsters: [{ card: 160205043 }], hand: [mon('gx', 'Galaxy', 4, 1600, 'LIGHT')] })],
  // Normal Summoned first (the only monster in the hand).
  [160205047, main({ hand: [FILLER], monsters: [{ card: 160205047, summonedHow: 'fusion' }], graveyard: [160205069] })],
  [160205048, main({ hand: [160205048], graveyard: [...many(3, 'Galaxy', 'DARK'), 160204050] }), ['summon']],
  [160205049, main({ monsters: [{ card: 160205049 }], graveyard: [...many(4, 'Spellcaster', 'DARK'), 160301013] })],
  [160205050, main({ monsters: [{ card: 160205050 }], graveyard: many(3, 'Machine', 'LIGHT') }, { monsters: [{ card: FILLER }] })],
  [160205054, main({ hand: [160205054], graveyard: many(2, 'Winged Beast', 'WIND') }), ['summon']],
  [160205055, main({ monsters: [{ card: 160205055 }, { card: mon('bw', 'Beast-Warrior', 4, 1500) }] }, { monsters: [{ card: FILLER }] })],
  // Dark Hole is the hand card for the cost; the Youth is the only monster to Normal Summon.
  [160205058, main({ hand: [160205058, 160205069], graveyard: [mon('sc', 'Spellcaster', 4, 1000)] }), ['summon']],
  [160205060, main({ monsters: [{ card: 160205060 }], hand: [mon('fd', 'Fiend', 4, 1000)] })],
  [160205063, main({ hand: [160205063], graveyard: [mon('sp4', 'Spellcaster', 4, 1000)] })],
  [160205064, main({ hand: [160205064, FILLER], monsters: [{ card: mon('l6', 'Fiend', 6, 2000) }] })],
];
