// Staged coverage positions for the second pass over sets 160005 to 160014 and 160203 to 160206
// (see base.ts for the shape).
import { copies, main, mon, theirTurn, type Staged } from './base';

const FILLER = 160320008;
const BLUE_EYES = 160001000; // LIGHT Dragon Normal, Level 8, 3000 ATK
const attack = ['enterBattle', 'attack'] as const;
const normal = (id: number) => ({ card: id, summonedHow: 'normal' });

export const SECOND_PASS_STAGED: Staged[] = [
  [160005043, main({ hand: [160005043], graveyard: [mon('d1', 'Warrior', 4, 1000), mon('d2', 'Warrior', 4, 1000), mon('d3', 'Warrior', 4, 1000), mon('d4', 'Warrior', 4, 1000)] })],
  [160005051, main({ hand: [160005051], monsters: [{ card: mon('pl', 'Plant', 4, 1000) }] }, { spellTraps: [{ card: 160005051, faceDown: true }] })],
  [160203020, theirTurn(160203020, { monsters: [{ card: FILLER }], graveyard: copies(3, 160203012) }, { monsters: [{ card: BLUE_EYES }] }), [...attack]],
  [160203023, main({ hand: [160203023, FILLER] }, { monsters: [{ card: FILLER }] })],
  [160203045, main({ hand: [160203045], monsters: [{ card: mon('fa', 'Fairy', 4, 1000) }] }, { spellTraps: [{ card: 160005051, faceDown: true }] })],
  [160014035, main({ monsters: [normal(160014035)], graveyard: [160428092] }, { graveyard: [FILLER] })],
  [160014057, main({ hand: [160014057], graveyard: [160001000] }, { spellTraps: [{ card: 160014057, faceDown: true }] })],
  [160206020, main({ monsters: [normal(160206020)], deck: [160206020, FILLER, FILLER, FILLER] }, { monsters: [{ card: FILLER }] })],
  [160206036, main({ monsters: [normal(160206036)], graveyard: [mon('n4', 'Warrior', 4, 1000)] })],
  [160006049, main({ hand: [160006049], monsters: [{ card: mon('fi', 'Pyro', 4, 1000, 'FIRE') }], graveyard: [mon('bs', 'Beast', 4, 1000)] })],
  [160006053, main({ hand: [160006053], graveyard: [mon('g1', 'Warrior', 4, 1000), mon('g2', 'Warrior', 4, 1000), mon('g3', 'Warrior', 4, 1000), mon('g4', 'Warrior', 4, 1000)] }, { monsters: [{ card: FILLER }] })],
  [160006055, main({ hand: [160006055], monsters: [{ card: mon('b1', 'Beast', 4, 1000) }, { card: mon('b2', 'Beast-Warrior', 4, 1000) }], graveyard: [160001045] }, { spellTraps: [{ card: 160005051, faceDown: true }] })],
  [160009042, main({ monsters: [{ card: 160009042, summonedHow: 'fusion' }], graveyard: [160008064] }, { monsters: [{ card: FILLER }] })],
  [160010061, theirTurn(160010061, { graveyard: [mon('aq', 'Aqua', 4, 1000, 'WATER')] }, { hand: [BLUE_EYES], monsters: [{ card: FILLER }, { card: FILLER }] }), ['summon', 'select', 'select']],
  [160011036, main({ hand: [FILLER], monsters: [normal(160011036)], graveyard: [160007010] })],
  [160204043, main({ hand: [160005051], monsters: [{ card: 160204043 }], graveyard: [160204050] }, { monsters: [{ card: FILLER }], spellTraps: [{ card: 160005051, faceDown: true }] })],
  [160204044, main({ monsters: [{ card: 160204044 }, { card: mon('l9', 'Dragon', 9, 1000) }], graveyard: [160204050] })],
  [160203046, theirTurn(160203046, { monsters: [{ card: mon('fa', 'Fairy', 4, 1000, 'LIGHT') }] }, { monsters: [{ card: BLUE_EYES }] }), [...attack]],
  [160203047, theirTurn(160203047, {}, { hand: [FILLER] }), ['summon']],
  [160006065, theirTurn(160006065, { monsters: [{ card: mon('bs', 'Beast', 4, 1000) }] }, { hand: [FILLER] }), ['summon']],
  [160005064, theirTurn(160005064, { hand: [mon('pl', 'Plant', 4, 1000)] }, { hand: [FILLER] }), ['summon']],
  [160005042, main({ hand: [160005042] }, { monsters: [{ card: FILLER }, { card: FILLER }] })],
  [160006056, main({ hand: [160006056] })],
  [160010048, main({ hand: [160010048], monsters: [{ card: mon('a1', 'Aqua', 4, 1000, 'WATER') }, { card: mon('a2', 'Aqua', 4, 1000, 'WATER') }] })],
  [160012019, main({ hand: [FILLER], monsters: [{ card: 160012019 }] }, { monsters: [{ card: mon('o6', 'Dragon', 6, 2000) }] })],
  [160008042, main({ monsters: [{ card: 160008042, summonedHow: 'fusion' }], graveyard: [...copies(4, 160006004), 160006048] })],
  [160009022, main({ hand: [160007003], monsters: [normal(160009022)], graveyard: [160007059] })],
  [160012035, main({ hand: [FILLER], monsters: [{ card: 160012035, summonedHow: 'fusion' }, { card: 160012003 }, { card: 160012003 }], graveyard: [160012002, 160012002] })],
  [160007037, main({ monsters: [{ card: 160007037, summonedHow: 'fusion' }] }, { deck: [...copies(7, FILLER)], monsters: [{ card: FILLER }] })],
  [160005055, theirTurn(160005055, { monsters: [{ card: mon('aq', 'Aqua', 8, 2000, 'WATER') }] }, { hand: [FILLER], graveyard: [FILLER] }), ['summon']],
  [160005063, theirTurn(160005063, { monsters: [{ card: 160003000 }] }, { hand: [BLUE_EYES], monsters: [{ card: FILLER }, { card: FILLER }], graveyard: [FILLER] }), ['summon', 'select', 'select']],
  [160006058, theirTurn(160006058, { monsters: [{ card: FILLER }] }, { monsters: [{ card: BLUE_EYES }] }), [...attack]],
  [160010022, main({ hand: [mon('g7', 'Galaxy', 7, 2500, 'LIGHT')], monsters: [{ card: 160010022 }] }, { monsters: [{ card: FILLER }] })],
  [160008015, main({ monsters: [normal(160008015), { card: mon('wn', 'Warrior', 4, 1000, 'WIND') }], graveyard: [160006045] })],
  [160008050, main({ hand: [160008050], graveyard: [160007047, 160008049] })],
  [160011011, main({ hand: [160005051], monsters: [{ card: 160011011 }] }, { spellTraps: [{ card: 160005051, faceDown: true }] })],
  [160011020, main({ deck: copies(15, FILLER), monsters: [{ card: 160011020 }] })],
  [160011030, main({ monsters: [{ card: 160011030 }, { card: mon('d5', 'Fiend', 5, 1000, 'DARK') }] }, { monsters: [{ card: FILLER }] })],
  [160012030, main({ monsters: [{ card: 160012030, summonedHow: 'fusion' }], graveyard: [mon('gx', 'Galaxy', 4, 1000, 'LIGHT')] })],
  [160012032, main({ monsters: [{ card: 160012032, summonedHow: 'fusion' }] }, { spellTraps: [{ card: 160005051, faceDown: true }] })],
  [160012037, main({ monsters: [{ card: 160012037, summonedHow: 'fusion' }], graveyard: [mon('c1', 'Beast', 4, 1000, 'DARK', 200), mon('c2', 'Beast', 4, 1000, 'DARK', 200), 160012004, 160012004] })],
  [160012058, theirTurn(160012058, { monsters: [{ card: mon('dr', 'Dragon', 4, 1000) }] }, { hand: [BLUE_EYES], monsters: [{ card: FILLER }, { card: FILLER }] }), ['summon', 'select', 'select']],
  [160009025, main({ monsters: [{ card: 160009025 }, { card: mon('in', 'Insect', 4, 1000) }] }, { monsters: [{ card: FILLER }] })],
];
