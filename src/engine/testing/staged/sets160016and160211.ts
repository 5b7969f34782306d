// Staged coverage positions for sets 160016 and 160211 (see base.ts for the shape).
import { copies, main, mon, theirTurn, type Staged } from './base';

const FILLER = 160320008;
const FUSION = 160204050;
const normal = (id: number) => ({ card: id, summonedHow: 'normal' });
const attack = ['enterBattle', 'attack'] as const;

export const SETS160016AND160211_STAGED: Staged[] = [
  [160016003, main({ hand: [160001022], monsters: [{ card: 160016003 }], graveyard: [160425001] })],
  [160016020, main({ monsters: [{ card: 160016020 }], graveyard: [mon('t2', 'Thunder', 2, 600, 'FIRE'), FUSION] }, { monsters: [{ card: FILLER }] })],
  [160016022, main({ monsters: [normal(160016022)] })],
  [160016026, main({ monsters: [{ card: 160016026 }], graveyard: [FILLER] })],
  [160016027, main({ monsters: [{ card: 160016027 }], graveyard: [160004000] })],
  [160016030, main({ hand: [FILLER], monsters: [{ card: 160016030 }], graveyard: [160433001] }, { graveyard: [FILLER, FILLER] })],
  [160016034, main({ monsters: [{ card: 160016034 }, { card: mon('f2', 'Fish', 4, 1000, 'WATER') }] }, { monsters: [{ card: FILLER }] })],
  [160016035, main({ monsters: [{ card: 160016035 }, { card: FILLER }], graveyard: [FUSION] })],
  [160016038, main({ monsters: [{ card: 160016038, summonedHow: 'fusion' }, { card: mon('l7', 'Galaxy', 7, 2000, 'LIGHT') }] })],
  [160016040, main({ monsters: [{ card: 160016040, summonedHow: 'fusion' }], deck: [mon('d1', 'Galaxy', 4, 100, 'LIGHT'), FILLER, FILLER, FILLER] }, { monsters: [{ card: FILLER }] })],
  [160016042, main({ monsters: [{ card: 160016042, summonedHow: 'fusion' }], graveyard: [mon('p7', 'Pyro', 7, 2000, 'FIRE')] }, { monsters: [{ card: FILLER }] })],
  [160016045, main({ monsters: [{ card: 160016045, summonedHow: 'fusion' }] })],
  [160016047, main({ monsters: [{ card: 160016047, summonedHow: 'fusion' }] })],
  [160016055, main({ hand: [160016055], graveyard: [mon('f7', 'Fiend', 7, 2500, 'DARK')] }, { monsters: [{ card: FILLER }] })],
  [160016061, theirTurn(160016061, { graveyard: [mon('g1', 'Galaxy', 4, 100, 'DARK'), mon('g2', 'Galaxy', 4, 100, 'LIGHT'), mon('g3', 'Galaxy', 3, 100, 'LIGHT')] }, { monsters: [{ card: FILLER }] }), [...attack]],
  [160016065, theirTurn(160016065, { monsters: [{ card: mon('r1', 'Reptile', 4, 100, 'LIGHT') }, { card: mon('r2', 'Reptile', 4, 100, 'LIGHT') }, { card: mon('r3', 'Reptile', 4, 100, 'LIGHT') }], graveyard: [mon('g1', 'Reptile', 4, 100, 'LIGHT'), mon('g2', 'Reptile', 4, 100, 'LIGHT'), mon('g3', 'Reptile', 4, 100, 'LIGHT')] }, { monsters: [{ card: FILLER }] }), [...attack]],
  [160211007, main({ monsters: [{ card: 160211007, summonedHow: 'fusion' }] }, { monsters: [{ card: mon('o7', 'Dragon', 7, 2500) }] }), [...attack]],
  [160211009, main({ hand: [mon('cy', 'Cyberse', 4, 1200, 'DARK')], monsters: [{ card: 160211009 }], spellTraps: [{ card: FUSION, faceDown: true }] })],
  [160211010, main({ monsters: [{ card: 160211010 }], graveyard: [mon('c7', 'Cyberse', 7, 2400, 'DARK')] })],
  [160211014, main({ monsters: [{ card: 160211014 }, { card: FILLER }] })],
  [160211015, main({ monsters: [{ card: 160211015 }, { card: mon('c7', 'Cyberse', 7, 2400, 'DARK') }] })],
  [160211019, main({ hand: [160211019, mon('c7', 'Cyberse', 7, 2400, 'DARK')], graveyard: [mon('g8', 'Cyberse', 8, 2500, 'DARK')] })],
  [160211024, main({ monsters: [{ card: 160211024, summonedHow: 'fusion' }], graveyard: [FILLER, FILLER, FILLER] }, { monsters: [{ card: FILLER }] })],
  [160211026, main({ monsters: [{ card: 160211026, summonedHow: 'fusion' }], graveyard: [160211038] })],
  [160211028, main({ monsters: [{ card: 160211028 }, { card: 160211029 }], graveyard: [160211030, 160211031], extra: [160211024] })],
  [160211032, main({ monsters: [{ card: 160211032 }], hand: [160211030, 160211031], extra: [160211024] })],
  [160211033, main({ monsters: [{ card: 160211033 }], hand: [160211029, 160211031], extra: [160211024] })],
  [160211034, main({ monsters: [{ card: 160211034 }], hand: [160211029, 160211030], extra: [160211024] })],
  [160211036, main({ hand: [160211036], monsters: [{ card: 160211029 }], graveyard: [mon('r8', 'Rock', 8, 2500)] })],
  [160211038, theirTurn(160211038, { graveyard: [160211029, 160211030, 160211031] }, { monsters: [{ card: FILLER }] }), [...attack]],
  [160211043, main({ monsters: [{ card: 160211043 }], deck: copies(10, FILLER), graveyard: [mon('g2', 'Fairy', 2, 0), mon('g3', 'Fairy', 3, 0), mon('g5', 'Fairy', 5, 0)] })],
  [160211047, main({ hand: [mon('f0', 'Fairy', 4, 0, 'LIGHT')], monsters: [normal(160211047)] })],
  [160211062, main({ monsters: [{ card: 160211062, summonedHow: 'fusion' }], graveyard: [160301001] }, { monsters: [{ card: FILLER }] })],
  [160211064, main({ hand: [FILLER], monsters: [{ card: 160211064 }], spellTraps: [{ card: FUSION, faceDown: true }] })],
  [160211065, main({ hand: [FILLER], monsters: [{ card: 160211065 }], lp: 4000 })],
  [160211070, main({ hand: [mon('hr', 'Rock', 4, 100)], monsters: [{ card: 160211070 }, { card: mon('r2', 'Rock', 4, 100) }, { card: mon('r3', 'Rock', 4, 100) }], deck: copies(10, FILLER), graveyard: [mon('r7', 'Rock', 7, 2000)] })],
  [160211071, main({ hand: [mon('ww', 'Warrior', 4, 1000, 'WIND')], monsters: [{ card: 160211071 }] }, { monsters: [{ card: FILLER }] })],
  [160211072, main({ hand: [FILLER], monsters: [{ card: 160211072 }], graveyard: [mon('fd', 'Fiend', 8, 0, 'DARK', 2400)] })],
  [160211073, main({ monsters: [{ card: 160211073 }], graveyard: [mon('k8', 'Warrior', 8, 2400, 'EARTH', 1000)] }, { monsters: [{ card: 160001022 }] })],
  [160211077, main({ hand: [160211077], graveyard: [FILLER, FILLER] }, { spellTraps: [{ card: FUSION, faceDown: true }] })],
];
