// Staged coverage positions for sets 160017 and 160018 (see base.ts for the shape).
import { main, mon, theirTurn, type Staged } from './base';

const FILLER = 160320008;
const FUSION = 160204050;
const TRAP_HOLE = 160202019;
const normal = (id: number) => ({ card: id, summonedHow: 'normal' });
const faceDown = (m: object) => ({ card: m, position: 'defense', faceDown: true });
const galaxy = (ref: string) => mon(ref, 'Galaxy', 4, 1000, 'DARK', 1300);

export const SETS160017AND160018_STAGED: Staged[] = [
  [160017003, main({ monsters: [{ card: 160017003 }], graveyard: [mon('ld', 'Dragon', 4, 1000, 'LIGHT'), mon('em', 'Machine', 4, 1000, 'EARTH')] })],
  [160017004, main({ hand: [FILLER], monsters: [{ card: 160017004 }] })],
  [160017005, main({ monsters: [normal(160017005)], graveyard: [160017004] })],
  [160017007, main({ monsters: [{ card: 160017007 }], graveyard: [160401001, FUSION] })],
  [160017008, main({ monsters: [normal(160017008)] })],
  [160017009, main({ hand: [mon('aq', 'Aqua', 3, 100, 'WATER')], monsters: [{ card: 160017009 }] })],
  [160017013, main({ monsters: [normal(160017013)], graveyard: [mon('f7', 'Cyberse', 7, 2400, 'FIRE')] })],
  [160017014, main({ hand: [FILLER], monsters: [{ card: 160017014 }] })],
  [160017015, main({ deck: Array.from({ length: 10 }, () => FILLER), monsters: [{ card: 160017015 }, { card: 160017016 }] }, { spellTraps: [{ card: TRAP_HOLE, faceDown: true }] })],
  [160017016, main({ monsters: [{ card: 160017016 }] })],
  [160017019, main({ monsters: [{ card: 160017019 }] }, { monsters: [{ card: FILLER }] })],
  [160017020, main({ monsters: [normal(160017020)], graveyard: [mon('g5', 'Galaxy', 5, 1800, 'DARK', 1300)] })],
  [160017021, main({ hand: [galaxy('g')], monsters: [{ card: 160017021 }] })],
  [160017023, main({ monsters: [{ card: 160017023 }], graveyard: [FUSION] })],
  [160017026, main({ monsters: [normal(160017026)], graveyard: [160017023] })],
  [160017028, main({ monsters: [{ card: 160017028 }, { card: mon('r5', 'Rock', 5, 1000) }, { card: mon('r6', 'Rock', 6, 1000) }] }, { monsters: [{ card: FILLER }] })],
  [160017035, main({ monsters: [normal(160017035), { card: mon('d7', 'Dragon', 7, 2500) }] }, { spellTraps: [{ card: TRAP_HOLE, faceDown: true }] })],
  [160017038, main({ hand: [mon('e', 'Rock', 4, 100, 'EARTH'), mon('w', 'Warrior', 4, 100, 'WIND')], monsters: [{ card: 160017038 }] }, { graveyard: [FILLER, FILLER] })],
  [160017039, main({ monsters: [normal(160017039)], graveyard: [160402039] }, { monsters: [{ card: FILLER }] })],
  [160017042, main({ hand: [160017042], graveyard: [160007052] })],
  [160017047, main({ monsters: [{ card: 160017047 }] }, { spellTraps: [{ card: TRAP_HOLE, faceDown: true }], deck: [FUSION, FILLER, FILLER, FILLER] })],
  [160017050, main({ monsters: [{ card: 160017050 }] }, { monsters: [{ card: FILLER }] })],
  [160017051, main({ monsters: [{ card: 160017051 }] })],
  [160017053, main({ hand: [160017053], graveyard: [mon('l1', 'Dragon', 4, 100, 'LIGHT'), mon('l2', 'Dragon', 4, 100, 'LIGHT'), mon('em', 'Machine', 4, 100, 'EARTH')] })],
  [160017054, main({ hand: [160017054], graveyard: [mon('l1', 'Dragon', 4, 100, 'LIGHT'), mon('l2', 'Dragon', 4, 100, 'LIGHT'), 160010101] })],
  [160017055, main({ hand: [160017055, 160017015], monsters: [{ card: 160017013 }], extra: [160018044] }, { graveyard: [FILLER] })],
  [160017056, main({ hand: [160017056], monsters: [faceDown(galaxy('f1')), faceDown(galaxy('f2'))] }, { spellTraps: [{ card: TRAP_HOLE, faceDown: true }] })],
  [160017060, theirTurn(160017060, { graveyard: [mon('c1', 'Cyberse', 4, 100, 'FIRE'), mon('c2', 'Cyberse', 4, 100, 'FIRE')] }, { hand: [FILLER] }), ['summon']],
  [160017064, theirTurn(160017064, { monsters: [{ card: mon('d7', 'Dragon', 7, 2500) }] }, { hand: [160017039] }), ['summon']],
  [160018002, main({ monsters: [{ card: 160018002 }], graveyard: [160018001] })],
  [160018013, main({ monsters: [{ card: 160018013 }], graveyard: [mon('wy', 'Wyrm', 4, 100)] })],
  [160018014, main({ hand: [FILLER], monsters: [{ card: 160018014 }], graveyard: [FUSION] })],
  [160018016, main({ monsters: [normal(160018016)], graveyard: [160320004] })],
  [160018019, main({ monsters: [{ card: 160018019 }] })],
  [160018020, main({ hand: [FILLER], monsters: [{ card: 160018020 }], graveyard: [160320011] })],
  [160018021, main({ monsters: [{ card: 160018021 }, { card: 160320003 }] }, { monsters: [{ card: FILLER }] })],
  [160018024, main({ hand: [FILLER], monsters: [{ card: 160018024 }] })],
  [160018025, main({ hand: [FILLER], monsters: [{ card: 160018025 }] })],
  [160018026, main({ monsters: [normal(160018026)], graveyard: [160010034] })],
  [160018029, main({ monsters: [{ card: 160018029 }, { card: 160018030 }] })],
  [160018030, main({ hand: [FILLER], monsters: [{ card: 160018030 }] }, { monsters: [{ card: FILLER }] })],
  [160018032, main({ monsters: [{ card: 160018032 }] }, { monsters: [{ card: mon('o7', 'Dragon', 7, 2500) }, { card: FILLER }] })],
  [160018034, main({ monsters: [normal(160018034)], graveyard: [galaxy('g1'), galaxy('g2')] })],
  [160018044, main({ monsters: [{ card: 160018044 }] })],
  [160018051, main({ hand: [160018051, mon('f7', 'Fish', 7, 2500, 'WATER')] })],
  [160018058, main({ hand: [160018058], graveyard: [160010034] }, { monsters: [{ card: mon('o', 'Warrior', 4, 1500) }] })],
  [160018059, main({ hand: [160018059], monsters: [{ card: mon('fi', 'Fish', 4, 1000, 'WATER') }] }, { spellTraps: [{ card: TRAP_HOLE, faceDown: true }] })],
];
