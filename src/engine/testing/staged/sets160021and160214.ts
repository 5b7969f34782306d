// Staged coverage positions for sets 160021 and 160214 (see base.ts for the shape).
import { copies, fillerDeck, main, mon } from './base';
import type { Staged } from './base';

const FILLER = 160320008;
const FUSION = 160204050;
const normal = (id: number) => ({ card: id, summonedHow: 'normal' });
const deck10 = copies(10, FILLER);

export const SETS160021AND160214_STAGED: Staged[] = [
  [160021063, { turn: 3, turnPlayer: 1, phase: 'main', players: [{ deck: fillerDeck, spellTraps: [{ card: 160021063, faceDown: true }], monsters: [{ card: mon('x', 'Warrior', 4, 100) }], graveyard: [160312023] }, { deck: fillerDeck, monsters: [{ card: mon('o', 'Warrior', 4, 2000) }] }] }, ['enterBattle', 'attack']],
  [160214026, main({ lp: 4000, hand: [FILLER], monsters: [{ card: 160214026, summonedHow: 'fusion' }] })],
  [160021003, main({ monsters: [{ card: 160021003 }], graveyard: [mon('sc', 'Spellcaster', 4, 0)] }, { monsters: [{ card: FILLER }] })],
  [160021004, main({ monsters: [normal(160021004)], graveyard: [160021050] })],
  [160021010, main({ hand: [FILLER], monsters: [{ card: 160021010 }], graveyard: [160312023, 160312023] })],
  [160021032, main({ monsters: [{ card: 160021032, summonedHow: 'fusion' }], graveyard: [160301001, 160401001], extra: [160008032] })],
  [160021056, main({ hand: [160021056], monsters: [{ card: 160021046 }] })],
  [160021060, main({ hand: [160021060], monsters: [{ card: 160214043 }], graveyard: [160008031] })],
  [160021066, { turn: 3, turnPlayer: 1, phase: 'main', players: [{ deck: fillerDeck, spellTraps: [{ card: 160021066, faceDown: true }], monsters: [{ card: mon('sc', 'Spellcaster', 4, 1000) }] }, { deck: fillerDeck, hand: [FILLER] }] }, ['summon']],
  [160021024, main({ hand: [FILLER], monsters: [{ card: 160021024 }, { card: 160211029 }, { card: 160211031 }], graveyard: [160211030], extra: [160211024] })],
  [160021028, main({ deck: [mon('s9', 'Spellcaster', 9, 2500), ...deck10], monsters: [normal(160021028)] }, { graveyard: [FILLER] })],
  [160021031, main({ monsters: [{ card: 160021031 }, { card: mon('p2', 'Plant', 4, 1000) }, { card: mon('p3', 'Plant', 4, 1000) }], graveyard: [FILLER, FILLER] }, { monsters: [{ card: 160214043 }] })],
  [160021034, main({ monsters: [{ card: 160021034, summonedHow: 'fusion' }], graveyard: [160008032] }, { monsters: [{ card: FILLER }, { card: FILLER }] })],
  [160021035, main({ monsters: [{ card: 160021035, summonedHow: 'fusion' }], graveyard: [FILLER] })],
  [160021036, main({ deck: deck10, hand: [160315001], monsters: [{ card: 160021036, summonedHow: 'fusion' }] })],
  [160021038, main({ monsters: [{ card: 160021038, summonedHow: 'fusion' }], graveyard: [160312023] })],
  [160021039, main({ monsters: [{ card: 160021039, summonedHow: 'fusion' }], graveyard: [160312023] })],
  [160021041, main({ monsters: [{ card: 160021041, summonedHow: 'fusion' }] })],
  [160021050, main({ hand: [160021050, 160301001, 160401001], extra: [160008032] })],
  [160021052, main({ hand: [160021052], monsters: [{ card: 160312023 }] })],
  [160021054, main({ hand: [160021054, FILLER, FILLER], monsters: [{ card: mon('f7', 'Plant', 7, 2500) }], graveyard: [mon('g7', 'Plant', 7, 2500)] })],
  [160021055, main({ hand: [160021055], deck: [mon('th', 'Thunder', 4, 1000, 'EARTH', 800), ...deck10] })],
  [160021061, main({ hand: [160021061], monsters: [{ card: FILLER }, { card: FILLER }], graveyard: [mon('s9', 'Spellcaster', 9, 2500)] })],
  [160021064, { turn: 3, turnPlayer: 1, phase: 'main', players: [{ deck: fillerDeck, spellTraps: [{ card: 160021064, faceDown: true }], graveyard: [mon('ep', 'Plant', 4, 0), mon('p1', 'Plant', 4, 0, 'EARTH', 1000)] }, { deck: fillerDeck, hand: [FILLER] }] }, ['summon']],
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
