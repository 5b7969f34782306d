// Staged coverage positions for set 160014 (see base.ts for the shape).
import { copies, main, mon, theirTurn, type Staged } from './base';

const FILLER = 160320008;
const BLUE_EYES = 160001000; // LIGHT Dragon Normal, Level 8, 3000 ATK
const GAIA_KNIGHT = 160403001; // EARTH Warrior Normal, Level 7, 2100 DEF
const GAIA_CHAMPION = 160433001; // WIND Dragon Fusion, Level 7
const SPELL = 160012042;
const PHOENIX = { card: 160014016, maximum: { left: 160014015, right: 160014017 } };
const normal = (id: number) => ({ card: id, summonedHow: 'normal' });
const attack = ['enterBattle', 'attack'] as const;

export const SET160014_STAGED: Staged[] = [
  [160014002, main({ monsters: [{ card: 160014002 }], graveyard: [160009019] })],
  [160014007, main({ monsters: [{ card: 160014007 }, { card: mon('m5', 'Machine', 5, 2000) }] }, { monsters: [{ card: FILLER }] })],
  [160014013, main({ monsters: [normal(160014013)] })],
  [160014015, main({ monsters: [{ card: 160014015 }], graveyard: [mon('ft', 'Thunder', 4, 1000, 'FIRE')] }, { monsters: [{ card: FILLER }] })],
  [160014016, main({ hand: [mon('fi', 'Pyro', 4, 1000, 'FIRE')], monsters: [PHOENIX] })],
  [160014017, main({ monsters: [{ card: 160014017 }], graveyard: [mon('fa', 'Aqua', 4, 1000, 'FIRE')] }, { spellTraps: [{ card: SPELL, faceDown: true }] })],
  [160014022, main({ hand: [FILLER], monsters: [{ card: 160014022 }, { card: mon('r1', 'Reptile', 4, 1000) }, { card: mon('r2', 'Reptile', 4, 1000) }] })],
  [160014040, main({ monsters: [normal(160014040)] }, { spellTraps: [{ card: SPELL, faceDown: true }] })],
  [160014048, main({ hand: [160014048], monsters: [{ card: mon('fi', 'Pyro', 4, 1000, 'FIRE') }], graveyard: [mon('aq', 'Aqua', 4, 1000, 'WATER')] })],
  [160014052, main({ hand: [160014052, FILLER] })],
  [160014062, theirTurn(160014062, { monsters: [{ card: FILLER }], graveyard: [mon('d5', 'Dragon', 5, 2000, 'DARK')] }, { monsters: [{ card: BLUE_EYES }] }), [...attack]],
  [160014009, main({ monsters: [{ card: 160014009 }], graveyard: [mon('th', 'Thunder', 4, 1000)] })],
  [160014010, main({ hand: [FILLER, FILLER], monsters: [{ card: 160014010 }] })],
  [160014011, main({ hand: [FILLER], monsters: [{ card: 160014011 }], graveyard: [mon('p7', 'Pyro', 7, 2500, 'FIRE')] })],
  [160014012, main({ hand: [FILLER], monsters: [{ card: 160014012 }], graveyard: [mon('a5', 'Aqua', 5, 2000, 'WATER')] })],
  [160014014, main({ hand: [mon('p7', 'Pyro', 7, 2500, 'FIRE')], monsters: [{ card: 160014014 }] }, { monsters: [{ card: FILLER }] })],
  [160014018, main({ monsters: [{ card: 160014018 }] })],
  [160014019, main({ monsters: [normal(160014019)] })],
  [160014020, main({ hand: [mon('r2', 'Reptile', 2, 500)], monsters: [{ card: 160014020 }], graveyard: [mon('r7', 'Reptile', 7, 2500)] }, { monsters: [{ card: BLUE_EYES }] })],
  [160014021, main({ monsters: [{ card: 160014021 }, { card: mon('rp', 'Reptile', 4, 1000) }] }, { monsters: [{ card: FILLER, position: 'defense', faceDown: true }] })],
  [160014024, main({ hand: [mon('ss', 'Sea Serpent', 4, 1000, 'WATER')], monsters: [{ card: 160014024 }] })],
  [160014025, main({ hand: [FILLER, mon('z', 'Aqua', 4, 1000, 'WATER', 0)], monsters: [{ card: 160014025 }] }, { graveyard: [FILLER] })],
  [160014026, main({ hand: [BLUE_EYES], monsters: [{ card: 160014026 }] })],
  [160014027, main({ monsters: [{ card: 160014027 }], graveyard: [160004022] })],
  [160014029, main({ hand: [GAIA_KNIGHT], monsters: [{ card: 160014029 }], graveyard: copies(3, SPELL) })],
  [160014030, main({ monsters: [{ card: 160014030 }, { card: GAIA_CHAMPION }] }, { spellTraps: [{ card: SPELL, faceDown: true }] })],
  [160014033, main({ monsters: [{ card: 160014033 }], graveyard: [mon('i1', 'Insect', 4, 1000), mon('i2', 'Insect', 4, 1000), mon('i3', 'Insect', 4, 1000)] })],
  [160014034, main({ monsters: [normal(160014034)] }, { monsters: [{ card: BLUE_EYES }] })],
  [160014039, main({ monsters: [{ card: 160014039 }], graveyard: [mon('dn', 'Dinosaur', 4, 1000)] })],
  [160014042, main({ monsters: [{ card: 160014042 }] }, { monsters: [{ card: BLUE_EYES }] })],
  [160014044, main({ monsters: [{ card: 160014044 }] }, { monsters: [{ card: BLUE_EYES }] })],
  [160014045, main({ monsters: [{ card: 160014045 }] }, { monsters: [{ card: FILLER }] })],
  [160014046, main({ monsters: [{ card: 160014046, summonedHow: 'fusion' }], graveyard: [FILLER] }, { spellTraps: [{ card: SPELL, faceDown: true }] })],
  [160014054, main({ hand: [160014054] }, { monsters: [{ card: 160014042 }] })],
  [160014055, main({ hand: [160014055] }, { monsters: [{ card: FILLER }] })],
  [160014056, main({ hand: [160014056], monsters: [{ card: 160006013 }] })],
  [160014058, theirTurn(160014058, { monsters: [{ card: mon('em', 'Machine', 7, 1000) }] }, { monsters: [{ card: BLUE_EYES }] }), [...attack]],
  [160014060, theirTurn(160014060, { monsters: [{ card: FILLER }], graveyard: [mon('r1', 'Reptile', 3, 500), mon('r2', 'Reptile', 3, 500), mon('r3', 'Reptile', 3, 500)] }, { monsters: [{ card: BLUE_EYES }] }), [...attack]],
  [160014061, theirTurn(160014061, { monsters: [{ card: GAIA_KNIGHT }] }, { hand: [FILLER] }), ['summon']],
];
