// Staged coverage positions for sets 160020 and 160213 (see base.ts for the shape).
import { main, mon, theirTurn, type Staged } from './base';

const FILLER = 160320008;
const normal = (id: number) => ({ card: id, summonedHow: 'normal' });
const special = (id: number) => ({ card: id, summonedHow: 'special' });
const CRAWLING = 160213046; // EARTH Dinosaur Normal, Level 4, 1200 DEF
const KING_REX = 160213047; // EARTH Dinosaur Normal, Level 4
const INSECT_KNIGHT = 160020001; // EARTH Insect Normal, Level 4
const SPELL = 160204050; // "Fusion"
const SKULL = 160003000; // Summoned Skull, DARK Fiend Normal
const gal = (ref: string, attribute: string, level = 4) => mon(ref, 'Galaxy', level, 1000, attribute);
const attack = ['enterBattle', 'attack'] as const;

export const SETS160020AND160213_STAGED: Staged[] = [
  [160213012, main({ monsters: [normal(160213012)], graveyard: [160003000, 160404001], extra: [160016000] })],
  [160213016, main({ monsters: [special(160213016)], deck: [160213012, FILLER, FILLER, FILLER, FILLER] })],
  [160213022, main({ hand: [CRAWLING], monsters: [{ card: 160213022 }] })],
  [160213038, main({ monsters: [{ card: 160213038 }], graveyard: [CRAWLING] }, { spellTraps: [{ card: SPELL, faceDown: true }] })],
  [160213039, main({ monsters: [normal(160213039)], graveyard: [160203006, CRAWLING] })],
  [160213041, main({ monsters: [normal(160213041)], graveyard: [CRAWLING] })],
  [160213048, main({ hand: [160213048, CRAWLING] })],
  [160213049, main({ hand: [160213049], monsters: [{ card: 160203006 }], graveyard: [CRAWLING, KING_REX, CRAWLING, KING_REX] }, { monsters: [{ card: FILLER }] })],
  [160213052, main({ monsters: [{ card: 160213052, summonedHow: 'fusion' }], graveyard: [INSECT_KNIGHT, INSECT_KNIGHT, INSECT_KNIGHT] }, { monsters: [{ card: FILLER }] })],
  [160213056, main({ monsters: [{ card: 160213056 }], graveyard: [mon('li', 'Insect', 4, 1000, 'LIGHT')] })],
  [160213062, main({ hand: [INSECT_KNIGHT], monsters: [{ card: 160213062 }] })],
  [160213068, theirTurn(160213068, { graveyard: [INSECT_KNIGHT] }, { hand: [FILLER] }), ['summon']],
  [160213084, theirTurn(160213084, {}, { monsters: [{ card: FILLER }] }), [...attack]],
  [160020002, main({ monsters: [{ card: 160020002 }], hand: [gal('g7', 'LIGHT', 7)] }, { monsters: [{ card: mon('o7', 'Dragon', 7, 2000) }] })],
  [160020005, main({ monsters: [{ card: 160020005 }], graveyard: [gal('ga', 'LIGHT'), gal('gb', 'DARK'), 160010025] })],
  [160020008, main({ monsters: [special(160020008)], graveyard: [FILLER, FILLER] })],
  [160020009, main({ monsters: [{ card: 160020009 }], graveyard: [gal('ga', 'DARK'), gal('gb', 'DARK'), gal('gc', 'DARK'), 160311025] }, { spellTraps: [{ card: SPELL, faceDown: true }] })],
  [160020010, main({ monsters: [normal(160020010), { card: gal('gx', 'DARK') }] })],
  [160020018, main({ monsters: [{ card: 160020018 }], graveyard: [160001006] })],
  [160020020, main({ hand: [SKULL], monsters: [{ card: 160020020 }] }, { monsters: [{ card: FILLER }] })],
  [160020021, main({ monsters: [{ card: 160020021 }, { card: SKULL }] }, { spellTraps: [{ card: SPELL, faceDown: true }] })],
  [160020022, main({ monsters: [normal(160020022), { card: SKULL }] }, { monsters: [{ card: FILLER }] })],
  [160020025, main({ hand: [FILLER], monsters: [{ card: 160020025 }] })],
  [160020027, main({ hand: [FILLER], monsters: [normal(160020027)] })],
  [160020034, main({ hand: [FILLER], monsters: [{ card: 160020034 }], deck: [FILLER, FILLER, FILLER, FILLER, FILLER, FILLER, FILLER, FILLER, FILLER, FILLER, FILLER] })],
  [160020035, main({ monsters: [normal(160020035)], graveyard: [160015033] })],
  [160020036, main({ monsters: [normal(160020036)], hand: [mon('w25', 'Warrior', 7, 2500, 'EARTH', 2500)] })],
  [160020039, main({ hand: [mon('di', 'Insect', 4, 1000, 'DARK')], monsters: [{ card: 160020039 }], deck: [FILLER, FILLER, FILLER, FILLER, FILLER, FILLER, FILLER, FILLER, FILLER, FILLER, FILLER] })],
  [160020049, main({ monsters: [{ card: 160020049 }] })],
  [160020050, main({ monsters: [{ card: 160020050 }] }, { monsters: [{ card: FILLER }] })],
  [160020054, main({ hand: [160020054, INSECT_KNIGHT], deck: [FILLER, FILLER, FILLER, FILLER, FILLER] })],
  [160020057, main({ hand: [160020057], monsters: [{ card: mon('lb', 'Beast', 4, 1000, 'LIGHT') }] })],
  [160020058, main({ hand: [160020058], monsters: [{ card: INSECT_KNIGHT }] })],
  [160020062, theirTurn(160020062, { monsters: [{ card: SKULL }] }, { hand: [FILLER] }), ['summon']],
  [160020026, main({ monsters: [normal(160020026)], graveyard: [160020057] })],
  [160213028, main({ hand: [160213028], graveyard: [FILLER, FILLER, 160016000] }, { spellTraps: [{ card: SPELL, faceDown: true }] })],
  [160213042, main({ hand: [FILLER], monsters: [{ card: 160213042 }], graveyard: [160203006] })],
  [160213064, main({ hand: [160213064] })],
  [160213082, main({ hand: [160213082, FILLER] }, { monsters: [{ card: FILLER }] })],
  [160020040, main({ monsters: [{ card: 160020040 }], graveyard: [FILLER, FILLER] })],
  [160213030, theirTurn(160213030, { monsters: [{ card: mon('rd', 'Dragon', 7, 2400, 'DARK') }] }, { hand: [160213062] }), ['summon']],
  [160020060, theirTurn(160020060, { lp: 5000, monsters: [{ card: 160010025 }] }, { monsters: [{ card: mon('a', 'Warrior', 4, 2600) }] }), [...attack]],
  [160020004, main({ hand: [gal('dg', 'DARK')], monsters: [{ card: 160020004 }] })],
];
