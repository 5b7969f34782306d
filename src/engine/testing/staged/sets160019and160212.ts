// Staged coverage positions for sets 160019 and 160212 (see base.ts for the shape).
import { copies, main, mon, theirTurn, type Staged } from './base';

const FILLER = 160320008;
const BLUE_EYES = 160001000;
const SKULL_SERVANT = 160001009;
const attack = ['enterBattle', 'attack'] as const;
const machine = (r: string) => mon(r, 'Machine', 4, 1000);
const normal = (id: number) => ({ card: id, summonedHow: 'normal' });

export const SETS160019AND160212_STAGED: Staged[] = [
  [160019000, main({ monsters: [{ card: 160019000 }] })],
  [160019021, main({ lp: 3000, monsters: [{ card: 160019021 }] }, { hand: [FILLER, FILLER] })],
  [160019023, main({ hand: [FILLER], monsters: [normal(160019023)], graveyard: [160008026] })],
  [160019031, main({ hand: [mon('th', 'Thunder', 4, 1000, 'LIGHT')], monsters: [{ card: 160019031 }], deck: copies(12, FILLER) })],
  [160019062, theirTurn(160019062, { monsters: [{ card: FILLER }], graveyard: [SKULL_SERVANT] }, { monsters: [{ card: BLUE_EYES }] }), [...attack]],
  [160212015, theirTurn(160212015, { monsters: [{ card: FILLER }], graveyard: [machine('m1'), machine('m2'), machine('m3'), machine('m4')] }, { monsters: [{ card: BLUE_EYES }] }), [...attack]],
  [160212052, main({ hand: [160212052, BLUE_EYES], graveyard: [160005000] }, { monsters: [{ card: FILLER }] })],
  [160212075, main({ hand: [160212075], spellTraps: [{ card: 160212052 }] }, { spellTraps: [{ card: 160212015 }] })],
  [160019003, main({ monsters: [{ card: 160019003 }], graveyard: [160316023], deck: copies(6, FILLER) }, { spellTraps: [{ card: 160212052, faceDown: true }] })],
  [160019020, main({ monsters: [{ card: 160019020 }, { card: 160320011 }] }, { monsters: [{ card: FILLER }] })],
  [160019022, main({ monsters: [normal(160019022)], graveyard: [mon('e4', 'Beast', 4, 400, 'EARTH', 1500)] })],
  [160019028, main({ hand: [FILLER], monsters: [{ card: 160019028 }] })],
  [160019063, theirTurn(160019063, { monsters: [{ card: FILLER }] }, { hand: [FILLER], monsters: [{ card: BLUE_EYES }] }), ['summon']],
  [160212061, main({ monsters: [normal(160212061)], graveyard: [160429002] }, { monsters: [{ card: FILLER }] })],
  [160212016, main({ hand: [FILLER], monsters: [{ card: 160212016 }], graveyard: [160204002] }, { monsters: [{ card: FILLER }] })],
  [160212017, main({ monsters: [{ card: 160212017 }], graveyard: [160204002] }, { monsters: [{ card: FILLER }] })],
  [160212019, main({ monsters: [{ card: 160212019 }], deck: copies(12, FILLER) }, { graveyard: [mon('r4', 'Rock', 4, 1000)] })],
  [160019037, main({ monsters: [{ card: 160019037 }] }, { spellTraps: [{ card: 160212052, faceDown: true }] })],
  [160019051, main({ hand: [160019051, mon('m4', 'Machine', 4, 1000)] }, { spellTraps: [{ card: 160212052, faceDown: true }] })],
  [160212010, main({ monsters: [{ card: 160212010 }], spellTraps: [{ card: 160212052, faceDown: true }], graveyard: [mon('e1', 'Machine', 4, 1000), mon('e2', 'Machine', 4, 1000)] }, { spellTraps: [{ card: 160212015, faceDown: true }] })],
  [160212040, theirTurn(160212040, { monsters: [{ card: 160204006 }], graveyard: [160204002], extra: [160212017] }, { hand: [FILLER], monsters: [{ card: BLUE_EYES }] }), ['summon']],
  [160019055, main({ hand: [160019055, FILLER], monsters: [{ card: mon('z4', 'Zombie', 4, 1000, 'DARK') }] }, { monsters: [{ card: FILLER }] })],
  [160212053, main({ hand: [160212053], graveyard: [mon('l1', 'Fairy', 4, 1000, 'LIGHT', 300), mon('l2', 'Fairy', 4, 1000, 'LIGHT', 300), BLUE_EYES], deck: copies(12, FILLER) })],
  [160212074, main({ hand: [160212074], graveyard: [160204050] })],
  [160212026, main({ hand: [mon('n5', 'Fairy', 4, 1000, 'LIGHT', 500)], monsters: [normal(160212026)] })],
  [160212045, main({ hand: [BLUE_EYES], monsters: [{ card: 160212045 }], graveyard: [160212046] }, { monsters: [{ card: FILLER }] })],
  [160212046, main({ hand: [BLUE_EYES], monsters: [{ card: 160212046 }], graveyard: [160212045] }, { graveyard: [FILLER] })],
  [160212066, main({ hand: [160212066], monsters: [{ card: mon('l1', 'Fairy', 4, 1000, 'LIGHT') }, { card: mon('l2', 'Fairy', 4, 1000, 'LIGHT') }] })],
];
