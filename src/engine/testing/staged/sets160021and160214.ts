// Staged coverage positions for sets 160021 and 160214 (see base.ts for the shape).
import { copies, main, mon } from './base';
import type { Staged } from './base';

const FILLER = 160320008;
const FUSION = 160204050;
const normal = (id: number) => ({ card: id, summonedHow: 'normal' });
const deck10 = copies(10, FILLER);

export const SETS160021AND160214_STAGED: Staged[] = [
  [160021002, main({ hand: [FILLER], monsters: [normal(160021002)], graveyard: [160401001] })],
  [160021006, main({ monsters: [{ card: 160021006 }], graveyard: [160010101] })],
  [160021008, main({ monsters: [normal(160021008)], graveyard: [160312023] })],
  [160021009, main({ deck: [160312023, ...deck10], monsters: [{ card: 160021009 }] })],
  [160021011, main({ monsters: [normal(160021011), { card: 160312023 }] }, { monsters: [{ card: FILLER }] })],
  [160021014, main({ hand: [mon('hw', 'Wyrm', 4, 0)], monsters: [{ card: 160021014 }] })],
  [160021016, main({ hand: [FILLER], monsters: [{ card: 160021016 }] })],
  [160021017, main({ monsters: [normal(160021017)], graveyard: [160021016] })],
  [160021018, main({ monsters: [{ card: 160021018 }], graveyard: [160021057] })],
  [160021019, main({ monsters: [normal(160021019)], graveyard: [mon('g1', 'Thunder', 4, 1000, 'LIGHT', 800), mon('g2', 'Thunder', 4, 1000, 'LIGHT', 800), 160021058] }, { monsters: [{ card: FILLER }] })],
  [160021020, main({ monsters: [normal(160021020)], graveyard: [160021058] })],
  [160021022, main({ monsters: [{ card: 160021022 }, { card: FILLER }] }, { spellTraps: [{ card: 160001048, faceDown: true }] })],
  [160021026, main({ monsters: [normal(160021026)], graveyard: [160021058] })],
  [160021029, main({ monsters: [normal(160021029), { card: 160021046 }] })],
  [160214025, main({ monsters: [{ card: 160214025 }] })],
  [160214037, main({ monsters: [{ card: 160214037 }, { card: mon('l7', 'Warrior', 7, 2000) }] })],
  [160214038, main({ hand: [160214038], monsters: [{ card: 160319001 }] })],
  [160214040, main({ deck: deck10, hand: [mon('h7', 'Warrior', 7, 2000)], monsters: [{ card: 160214040 }], graveyard: [160204015] })],
  [160214042, main({ monsters: [normal(160214042)], graveyard: [160302004] })],
  [160214043, main({ monsters: [normal(160214043)], graveyard: [160413001] })],
  [160214045, main({ monsters: [normal(160214045)], graveyard: [160016058, mon('a', 'Machine', 4, 0), mon('b', 'Machine', 4, 0), mon('c', 'Machine', 4, 0)] })],
  [160214046, main({ monsters: [normal(160214046)], graveyard: [FUSION] })],
  [160214047, main({ monsters: [normal(160214047), { card: mon('w7', 'Psychic', 7, 2000, 'WIND') }], graveyard: [160011040] }, { spellTraps: [{ card: 160001048, faceDown: true }] })],
  [160214049, main({ monsters: [{ card: 160214049 }, { card: 160014044 }] }, { monsters: [{ card: FILLER }] })],
  [160214052, main({ hand: [160214052] }, { spellTraps: [{ card: 160001048, faceDown: true }] })],
];
