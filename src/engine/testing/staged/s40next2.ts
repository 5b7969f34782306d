// Staged coverage positions for tier-2 cards of later sets taken up in s40 (part 2; see base.ts for the shape).
import { main, mon, theirTurn, type Staged } from './base';

const FILLER = 160320008;

export const S40_NEXT2_STAGED: Staged[] = [
  [160023005, main({ monsters: [{ card: 160023005, summonedThisTurn: true }], graveyard: [160302010] })],
  [160023006, main({ hand: [160302010], monsters: [{ card: 160023006 }], graveyard: [160302010] }, { spellTraps: [{ card: 160216039, faceDown: true }] })],
  [160023007, main({ monsters: [{ card: 160023007, summonedThisTurn: true, summonedHow: 'normal' }, { card: mon('dr', 'Dragon', 4, 1000) }], graveyard: [160006017, 160204050] })],
  [160023012, main({ monsters: [{ card: 160023012 }] })],
  [160023015, main({ monsters: [{ card: 160023015, summonedThisTurn: true }, { card: mon('z', 'Zombie', 4, 1000) }], graveyard: [160008065] })],
  [160023029, main({ monsters: [{ card: 160023029 }], graveyard: [160023057] })],
  [160023030, main({ monsters: [{ card: 160023030 }, { card: 160023066 }] }, { monsters: [{ card: FILLER, position: 'defense' }] }), ['enterBattle', 'attack']],
  [160023035, main({ monsters: [{ card: 160023035, summonedThisTurn: true, summonedHow: 'normal' }], spellTraps: [{ card: 160216039, faceDown: true }], graveyard: [160402039] })],
  [160023047, main({ hand: [160023047], deck: Array(10).fill(FILLER), graveyard: [mon('dg', 'Dragon', 4, 1000)] })],
  [160023051, main({ hand: [160023051], monsters: [{ card: mon('z', 'Zombie', 4, 1000) }], deck: [FILLER, 160023012, FILLER, FILLER, FILLER] })],
  [160023060, main({ hand: [160023060], graveyard: [160009013] })],
  [160024005, main({ monsters: [{ card: 160024005 }] })],
  [160024007, main({ monsters: [{ card: 160024007, summonedThisTurn: true }], graveyard: [mon('bw', 'Beast-Warrior', 4, 1000)] })],
  [160216012, main({ monsters: [{ card: 160216012 }] }, { spellTraps: [{ card: 160216039, faceDown: true }] })],
  [160216013, main({ monsters: [{ card: 160216013 }] }, { monsters: [{ card: FILLER }] })],
  [160216017, main({ monsters: [{ card: 160216017 }, { card: mon('b', 'Beast', 4, 1000) }], graveyard: [160216025] })],
  [160216025, main({ hand: [160216025], monsters: [{ card: mon('b', 'Beast', 4, 1000) }], graveyard: [160010002, 160010002], extra: [160216012] })],
  [160216026, main({ hand: [160216026, 160009006], graveyard: [mon('b', 'Beast', 4, 1000)] })],
  [160216033, main({ hand: [160216035], monsters: [{ card: 160216033 }, { card: 160216001 }] })],
  [160216034, main({ hand: [160216035], monsters: [{ card: 160216034 }] })],
  [160216035, main({ monsters: [{ card: 160216035 }], graveyard: [160216033, 160216034] }, { spellTraps: [{ card: 160216039, faceDown: true }] })],
  [160216053, main({ deck: [FILLER, FILLER, FILLER, FILLER, FILLER], monsters: [{ card: 160216053, summonedThisTurn: true, summonedHow: 'normal' }] })],
  [160216039, main({ hand: [160216039], monsters: [{ card: 160216001 }] }, { monsters: [{ card: FILLER }] })],
  [160217004, main({ monsters: [{ card: 160217004 }, { card: mon('z', 'Zombie', 4, 1000) }] })],
  [160217013, main({ hand: [160217013, FILLER], graveyard: [mon('z', 'Zombie', 4, 1000, 'WIND')] })],
  [160217022, main({ monsters: [{ card: 160217022, summonedThisTurn: true }] })],
  [160217037, main({ monsters: [{ card: 160217037 }, { card: mon('i', 'Insect', 4, 1000) }] })],
  [160217038, main({ monsters: [{ card: 160217038, summonedThisTurn: true }] })],
  [160217040, main({ hand: [FILLER], monsters: [{ card: 160217040 }], graveyard: [160217037] }, { spellTraps: [{ card: 160216039, faceDown: true }] })],
  [160217041, main({ monsters: [{ card: 160217041 }], graveyard: [160001008] })],
  [160217042, main({ hand: [160217042], monsters: [{ card: FILLER }], graveyard: [160009034] })],
  [160217058, theirTurn(160217058, { monsters: [{ card: FILLER }] }, { monsters: [{ card: mon('a', 'Warrior', 4, 2000) }] }), ['enterBattle', 'attack']],
];
