// Staged coverage positions for set 160007 (see base.ts for the shape).
import { copies, main, mon, theirTurn, type Staged } from './base';

const FILLER = 160320008;
const TRAP_HOLE = 160202019;
const FUSION = 160204050;
const STADIUM = 160007047; // Feverous Spirit Stadium
const HOME_RUN_HITTER = 160007028;
const PRINTING_PRESSER = 160003032;
const SCOOP_SCOOTER = 160003002;
const GRAND_EXTREME = 160004049;
const BUILDRAGON = 160004024;
const EXPRESS_TRAIN = 160007007;
const SAVORY = 160003046;
const fire = (n: number) => Array.from({ length: n }, (_, i) => mon(`f${i}`, 'Warrior', 4, 100, 'FIRE'));

export const SET160007_STAGED: Staged[] = [
  [160007011, main({ hand: [160007011], graveyard: [mon('g3', 'Warrior', 3, 1000)] }, { monsters: [{ card: mon('o7', 'Dragon', 7, 2500) }] }), ['summon']],
  [160007012, main({ hand: [mon('h7', 'Warrior', 7, 2500)], monsters: [{ card: 160007012 }, { card: mon('w7', 'Warrior', 7, 2000) }] })],
  [160007013, main({ monsters: [{ card: 160007013 }], graveyard: [160001045] })],
  [160007014, main({ hand: [160007014], monsters: [{ card: FILLER }] }), ['summon', 'select']],
  [160007015, main({ hand: [160007015], graveyard: [mon('w7', 'Warrior', 7, 2500)] }, { monsters: [{ card: mon('o', 'Dragon', 7, 2500) }] }), ['summon']],
  [160007016, main({ monsters: [{ card: 160007016 }, { card: FILLER }, { card: FILLER }] })],
  [160007017, main({ monsters: [{ card: 160007017 }] }, { monsters: [{ card: FILLER }] })],
  [160007018, main({ hand: [mon('f5', 'Fiend', 5, 2000)], monsters: [{ card: 160007018 }] }, { monsters: [{ card: mon('o8', 'Dragon', 8, 2500) }] })],
  [160007019, main({ monsters: [{ card: 160007019 }], graveyard: [mon('c1', 'Cyberse', 4, 0), mon('c2', 'Cyberse', 4, 0), mon('c3', 'Cyberse', 4, 0)] })],
  [160007020, main({ monsters: [{ card: 160007020 }], graveyard: [BUILDRAGON], field: { card: STADIUM } })],
  [160007022, main({ monsters: [{ card: 160007022 }] }, { graveyard: [FILLER] })],
  [160007024, main({ monsters: [{ card: 160007024 }] }, { monsters: [{ card: FILLER }] })],
  [160007025, main({ monsters: [{ card: 160007025 }], field: { card: STADIUM } })],
  [160007026, main({ monsters: [{ card: 160007026 }], graveyard: [STADIUM, mon('n', 'Warrior', 4, 1200, 'FIRE', 400)] })],
  [160007027, main({ monsters: [{ card: 160007027 }], graveyard: [...fire(3), HOME_RUN_HITTER] })],
  [160007028, main({ monsters: [{ card: HOME_RUN_HITTER }, { card: mon('a4', 'Warrior', 4, 1000, 'FIRE') }, { card: mon('b4', 'Warrior', 4, 1000, 'FIRE') }], field: { card: STADIUM } })],
  [160007029, main({ monsters: [{ card: 160007029 }], graveyard: [PRINTING_PRESSER, SCOOP_SCOOTER] })],
  [160007030, main({ monsters: [{ card: 160007030 }], graveyard: [mon('em', 'Machine', 4, 0), mon('nm', 'Machine', 4, 0, 'WIND')] })],
  [160007031, main({ monsters: [{ card: 160007031 }], graveyard: [GRAND_EXTREME], hand: [mon('fish', 'Fish', 4, 1000, 'WATER')] }, { monsters: [{ card: FILLER }] })],
  [160007033, main({ monsters: [{ card: 160007033 }], hand: [FILLER, TRAP_HOLE] })],
  [160007034, main({ monsters: [{ card: 160007034 }] }, { monsters: [{ card: FILLER }] })],
  [160007035, main({ monsters: [{ card: 160007035 }] }, { monsters: [{ card: FILLER }] })],
  // Fusion Summoned this turn by "Fusion" (uid 0, the first card read; its materials on the field), then its own effect.
  [160007038, main({ hand: [FUSION], monsters: [{ card: 160003033 }, { card: 160007008 }], extra: [160007038], graveyard: [SAVORY] }), [{ type: 'activate', card: 0 }, 'select', 'select', 'select', 'option']],
  [160007039, main({ monsters: [{ card: 160007039 }], graveyard: [mon('p1', 'Pyro', 4, 0), mon('p2', 'Pyro', 4, 0), mon('p3', 'Pyro', 4, 0)] })],
  [160007040, main({ monsters: [{ card: 160007040 }], graveyard: [mon('f', 'Fiend', 4, 0)] }, { spellTraps: [{ card: TRAP_HOLE, faceDown: true }] })],
  [160007041, main({ monsters: [{ card: 160007041 }], hand: [mon('c', 'Cyberse', 4, 1000)] }, { monsters: [{ card: FILLER }] })],
  [160007043, main({ hand: [160007043], monsters: [{ card: mon('w', 'Warrior', 4, 1000) }] })],
  [160007045, main({ hand: [160007045, TRAP_HOLE], graveyard: [mon('a', 'Aqua', 4, 1500, 'WATER')] })],
  [160007046, main({ hand: [160007046], monsters: [{ card: mon('s', 'Sea Serpent', 4, 1000, 'WATER') }] }, { spellTraps: [{ card: TRAP_HOLE, faceDown: true }] })],
  [160007047, main({ hand: [160007047] })],
  [160007049, main({ hand: [160007049], monsters: [{ card: mon('m', 'Machine', 7, 2500) }], graveyard: [PRINTING_PRESSER] })],
  [160007050, main({ hand: [160007050], monsters: [{ card: mon('p7', 'Pyro', 7, 2500, 'FIRE') }], graveyard: [FILLER] })],
  [160007051, main({ hand: [160007051, FILLER], graveyard: [mon('p', 'Pyro', 4, 0, 'FIRE')] })],
  [160007052, main({ hand: [160007052, FILLER] })],
  [160007053, main({ hand: [160007053], graveyard: copies(2, FILLER) }, { graveyard: copies(4, FILLER) })],
  [160007054, main({ hand: [160007054] })],
  [160007055, main({ hand: [160007055, FILLER], monsters: [{ card: FILLER }] }, { hand: [FILLER] })],
  // Traps: the opponent's attack, or the opponent's Trap Hole on your Normal Summon, opens their windows.
  [160007056, theirTurn(160007056, { monsters: [{ card: FILLER }], graveyard: [mon('ps', 'Psychic', 4, 1500)] }, { monsters: [{ card: mon('a6', 'Dragon', 6, 2000) }] }), ['enterBattle', 'attack']],
  [160007057, theirTurn(160007057, { monsters: [{ card: mon('m10', 'Dragon', 10, 3000) }] }, { monsters: [{ card: mon('a', 'Dragon', 4, 3000) }] }), ['enterBattle', 'attack']],
  [
    160007060,
    main({ hand: [mon('m', 'Warrior', 4, 1500)], spellTraps: [{ card: 160007060, faceDown: true }], graveyard: [HOME_RUN_HITTER] }, { spellTraps: [{ card: TRAP_HOLE, faceDown: true }], monsters: [{ card: FILLER }] }),
    ['summon', 'activate'],
  ],
  [160007061, theirTurn(160007061, { monsters: [{ card: mon('m', 'Warrior', 4, 1000) }], graveyard: [...fire(8), HOME_RUN_HITTER] }, { monsters: [{ card: mon('a', 'Dragon', 4, 2000) }] }), ['enterBattle', 'attack']],
  [160007063, theirTurn(160007063, { monsters: [{ card: mon('m', 'Machine', 4, 1000) }], graveyard: copies(2, EXPRESS_TRAIN) }, { monsters: [{ card: mon('a', 'Dragon', 4, 2000) }] }), ['enterBattle', 'attack']],
];
