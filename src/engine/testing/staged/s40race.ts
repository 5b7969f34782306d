// Staged coverage positions for the cards of the words change (a named Type or Attribute),
// continuous raceAs and the name "OuTerverSe" no card is printed with (see base.ts for the shape).
import { main, mon, type Staged } from './base';

const lightInsect = { card: mon('li', 'Insect', 4, 500, 'LIGHT') };
const foe = { monsters: [{ card: mon('o', 'Warrior', 4, 2000, 'DARK') }] };
const OTS = 160022001; // "OuTerverSe Acid Blob": named "OuTerverSe" in the GY
const otsGy = [OTS, OTS, OTS, OTS, OTS];
const EMPEROR = { card: 160216059, maximum: { left: 160216058, right: 160216060 } };

export const S40_RACE_STAGED: Staged[] = [
  [160009030, main({ monsters: [{ card: 160009030 }], graveyard: [mon('ig', 'Insect', 4, 1000)] }, foe)],
  [160020033, main({ monsters: [{ card: 160020033 }, lightInsect] }, foe)],
  [160024025, main({ monsters: [{ card: 160024025 }] }, foe)],
  [160213057, main({ monsters: [{ card: 160213057 }, lightInsect] }, foe)],
  [160213058, main({ monsters: [{ card: 160213058 }, lightInsect] }, foe)],
  [160213059, main({ monsters: [{ card: 160213059 }, lightInsect] }, foe)],
  [160022001, main({ monsters: [{ card: 160022001 }], graveyard: otsGy }, foe)],
  [160022002, main({ monsters: [{ card: 160022002 }], graveyard: otsGy }, { monsters: [{ card: mon('s', 'Rock', 4, 1000), position: 'defense', faceDown: true }] })],
  [160022003, main({ monsters: [{ card: 160022003 }] }, foe)],
  [160022005, main({ monsters: [{ card: 160022005 }] }, foe)],
  [160022006, main({ monsters: [{ card: 160022006 }], hand: [OTS], graveyard: otsGy }, foe)],
  [160022007, main({ monsters: [{ card: 160022007 }] }, foe)],
  [160022008, main({ monsters: [{ card: 160022008 }], hand: [OTS], graveyard: otsGy }, foe)],
  [160022029, main({ monsters: [{ card: 160022029, summonedHow: 'fusion' }], graveyard: otsGy }, foe)],
  [160216058, main({ monsters: [EMPEROR] }, foe)],
  [160216063, main({ monsters: [{ card: 160216063, summonedHow: 'fusion' }], graveyard: otsGy }, { spellTraps: [{ card: 160202019 }] })],
  [160402056, main({ monsters: [{ card: 160402056, summonedHow: 'normal', summonedThisTurn: true }, { card: 160009016 }] }, foe)],
  [160402056, main({ monsters: [{ card: 160402056, summonedHow: 'normal', summonedThisTurn: true }, { card: 160009016 }] }, foe)],
];
