// Staged coverage positions for sets 160023 and 160024, third pass (see base.ts for the shape).
import { main, mon, theirTurn, type Staged } from './base';

const FILLER = 160320008;
const LURKER = 160023044;
const RE_D = 160023045;
const zombies = [mon('z1', 'Zombie', 4, 1000, 'LIGHT'), mon('z2', 'Zombie', 4, 1000, 'LIGHT'), mon('z3', 'Zombie', 4, 1000, 'LIGHT')];

export const SETS160023AND160024_STAGED: Staged[] = [
  [LURKER, main({ monsters: [{ card: LURKER }], graveyard: zombies }, { spellTraps: [{ card: 160202019, faceDown: true }] })],
  [RE_D, main({ monsters: [{ card: RE_D }], graveyard: [LURKER] }, { monsters: [{ card: FILLER }] })],
  [160023049, main({ hand: [160023049], extra: [LURKER], monsters: [{ card: mon('a', 'Warrior', 4, 1000) }, { card: mon('b', 'Warrior', 3, 1000) }] })],
  [160023050, main({ hand: [160023050], extra: [RE_D], monsters: [{ card: mon('a', 'Zombie', 4, 1000) }, { card: mon('b', 'Zombie', 3, 1000) }] })],
  [160024039, main({ monsters: [{ card: 160024039 }], graveyard: zombies }, { monsters: [{ card: FILLER }] })],
  [160023013, main({ monsters: [{ card: 160023013, summonedThisTurn: true, summonedHow: 'normal' }], graveyard: [160023049] })],
  [160023014, main({ monsters: [{ card: 160023014, summonedThisTurn: true, summonedHow: 'normal' }, { card: mon('w', 'Warrior', 4, 1000) }], graveyard: [LURKER] })],
  [160023025, main({ monsters: [{ card: 160023025 }], hand: [mon('h', 'Warrior', 4, 1000)] }, { spellTraps: [{ card: 160202019, faceDown: true }] })],
  [160023046, main({ hand: [160023046], monsters: [{ card: mon('a', 'Warrior', 4, 1000) }], graveyard: [160023010] })],
  [160024016, main({ monsters: [{ card: 160024016 }], hand: [FILLER] })],
  [160024017, main({ monsters: [{ card: 160024017 }], graveyard: [160204050] })],
  [160024019, main({ monsters: [{ card: 160024019, summonedThisTurn: true, summonedHow: 'normal' }], hand: [FILLER], graveyard: [160024063] })],
  [160024020, main({ monsters: [{ card: 160024020 }, { card: 160004013 }] }, { monsters: [{ card: FILLER }] })],
  [160024021, main({ monsters: [{ card: 160024021 }], hand: [FILLER], graveyard: [160004013, 160024057] })],
  [160024022, main({ monsters: [{ card: 160024022, summonedThisTurn: true, summonedHow: 'normal' }], graveyard: [160022060] })],
  [160024023, main({ monsters: [{ card: 160024023 }, { card: 160024041 }] }, { spellTraps: [{ card: 160202019, faceDown: true }] })],
  [160024026, main({ monsters: [{ card: 160024026 }], hand: [FILLER] }, { monsters: [{ card: FILLER }] })],
  [160024027, main({ monsters: [{ card: 160024027, summonedThisTurn: true, summonedHow: 'normal' }], graveyard: [160024057] })],
  [160024008, main({ monsters: [{ card: 160024008, summonedThisTurn: true, summonedHow: 'normal' }], graveyard: [160024047] })],
  [160024028, main({ monsters: [{ card: 160024028, summonedThisTurn: true, summonedHow: 'normal' }], graveyard: zombies }, { monsters: [{ card: 160023030 }] })],
  [160024035, main({ monsters: [{ card: 160024035 }], graveyard: [mon('p1', 'Pyro', 4, 1000), mon('p2', 'Pyro', 4, 1000), mon('p3', 'Pyro', 4, 1000)] }, { monsters: [{ card: FILLER }] })],
  [160024036, main({ monsters: [{ card: 160024036, summonedThisTurn: true, summonedHow: 'fusion' }], graveyard: [160001030] }, { spellTraps: [{ card: 160202019, faceDown: true }] })],
  [160024047, main({ hand: [160024047], monsters: [{ card: 160024008 }] })],
  [160024048, main({ hand: [160024048], monsters: [{ card: FILLER }], graveyard: [mon('b7', 'Beast-Warrior', 7, 2000)] })],
  [160024049, main({ hand: [160024049], deck: [160024047, FILLER, FILLER, FILLER, FILLER] })],
  [160024059, main({ hand: [160024059], deck: Array(10).fill(FILLER), graveyard: ['g1', 'g2', 'g3', 'g4', 'g5', 'g6'].map((r) => mon(r, 'Galaxy', 4, 1000, 'DARK')) })],
  [160024060, theirTurn(160024060, { monsters: [{ card: FILLER }], graveyard: [mon('g', 'Galaxy', 4, 1000, 'DARK')] }, { hand: [FILLER] }), ['summon']],
  [160024062, theirTurn(160024062, { monsters: [{ card: FILLER }], graveyard: [160024008] }, { monsters: [{ card: FILLER }] }), ['enterBattle', 'attack']],
  [160023019, main({ monsters: [{ card: 160023019 }], graveyard: [160411001] })],
  [160023043, main({ monsters: [{ card: 160023043 }], graveyard: [mon('l3', 'Warrior', 3, 1000)] }, { graveyard: [FILLER] })],
  [160023054, main({ hand: [160023054], monsters: [{ card: FILLER }], graveyard: [160023001] })],
  [160023056, main({ hand: [160023056], deck: [160023001, 160023023, FILLER, FILLER, FILLER] })],
  [160023062, theirTurn(160023062, { hand: [FILLER] }, { hand: [160411003], spellTraps: [{ card: 160411003, faceDown: true }], graveyard: [160001045] }), ['setSpellTrap']],
  [160024006, main({ monsters: [{ card: 160024006 }], hand: [FILLER], deck: Array(10).fill(FILLER), graveyard: [FILLER] })],
  [160023017, main({ monsters: [{ card: 160023017 }], deck: [160023049, FILLER, FILLER, FILLER, FILLER] })],
  [160023027, main({ monsters: [{ card: 160023027, summonedThisTurn: true, summonedHow: 'normal' }], deck: [160023057, FILLER, FILLER, FILLER] })],
  [160023040, main({ monsters: [{ card: 160023040 }], graveyard: [mon('d', 'Dragon', 4, 1000)] }, { spellTraps: [{ card: 160202019, faceDown: true }] })],
  [160023008, main({ monsters: [{ card: 160023008 }], extra: [160023040] })],
  [160023038, main({ monsters: [{ card: 160023038 }], graveyard: [160023049, LURKER] })],
  [160023064, theirTurn(160023064, { monsters: [{ card: mon('m', 'Warrior', 4, 100) }], graveyard: [160023001] }, { monsters: [{ card: FILLER }] }), ['enterBattle', 'attack']],
  [160023068, main({ monsters: [{ card: 160023068 }, { card: 160023023 }] })],
  // Chainsaw Insect: its battleWin effect resolves in the lead attack.
  [160024029, main({ monsters: [{ card: 160024029 }] }, { monsters: [{ card: mon('o', 'Warrior', 4, 100) }] }), ['enterBattle', 'attack']],
];
