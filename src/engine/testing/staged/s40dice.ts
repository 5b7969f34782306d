// Staged coverage positions for the dice cards (rollDie, rolled, dieResult, diceEffect; see base.ts for the shape).
import { copies, main, mon, theirTurn, type Staged } from './base';

const FILLER = 160320008;
const GRACEFUL = 160016049;
const SKULL = 160016062;
const ARCHANGEL = 160016012;

export const S40_DICE_STAGED: Staged[] = [
  [160016009, main({ hand: [FILLER], monsters: [{ card: 160016009 }], graveyard: [GRACEFUL] }, { monsters: [{ card: FILLER }, { card: FILLER }] })],
  [160016010, main({ hand: [FILLER], monsters: [{ card: 160016010 }], graveyard: [SKULL] }, { monsters: [{ card: FILLER }, { card: FILLER }] })],
  [160016011, main({ monsters: [{ card: 160016011 }] })],
  [160016012, main({ monsters: [{ card: ARCHANGEL }], graveyard: [GRACEFUL] })],
  [160016013, main({ monsters: [{ card: 160016013 }] }, { monsters: [{ card: FILLER }] })],
  [160016015, main({ monsters: [{ card: 160016015 }, { card: ARCHANGEL }], graveyard: [mon('f', 'Fairy', 4, 300, 'LIGHT', 1200)] })],
  [160016049, main({ hand: [GRACEFUL], monsters: [{ card: FILLER }] })],
  [160016050, main({ hand: [160016050, GRACEFUL, SKULL, 160016009], graveyard: [GRACEFUL], deck: copies(12, FILLER) })],
  [160016062, theirTurn(SKULL, {}, { monsters: [{ card: FILLER }] }), ['enterBattle', 'attack']],
  [160016063, theirTurn(160016063, { monsters: [{ card: FILLER }] }, { hand: [mon('o', 'Warrior', 4, 1500)], monsters: [{ card: FILLER }] }), [{ type: 'summon', position: 'attack' }]],
  [160017010, main({ hand: [FILLER], monsters: [{ card: 160017010 }], deck: [160017012, ARCHANGEL, ...copies(6, FILLER)] })],
  [160017011, main({ monsters: [{ card: 160017011, summonedHow: 'normal' }], graveyard: [160211068] }, { monsters: [{ card: FILLER, position: 'defense' }] })],
  [160017012, main({ monsters: [{ card: 160017012 }], graveyard: [160017010, ARCHANGEL] })],
  [160019009, main({ hand: [FILLER, mon('f', 'Fairy', 4, 1000, 'LIGHT')], monsters: [{ card: 160019009 }] })],
  [160020045, main({ monsters: [{ card: 160020045, summonedHow: 'fusion' }] }, { monsters: [{ card: FILLER }] })],
  [160211067, main({ monsters: [{ card: 160211067 }] }, { monsters: [{ card: FILLER }] })],
  [160211068, main({ monsters: [{ card: 160211068 }, { card: ARCHANGEL }] }, { monsters: [{ card: FILLER }] })],
];
