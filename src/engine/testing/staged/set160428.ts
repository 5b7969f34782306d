// Staged coverage positions for set 160428 (see base.ts for the shape).
import { copies, fillerDeck, main, type Staged } from './base';

const AVIAN = 160320008; // WIND Warrior Normal, Level 3
const TRAP_HOLE = 160202019;
const SAMBA = 160428078; // DARK Zombie Normal, Level 4
const MAGICAL_GHOST = 160428093; // DARK Zombie Normal, Level 4
const BLUE_EYES = 160001000; // LIGHT Dragon Normal, Level 8
let n = 0;
const v = (race: string, level: number, attribute = 'DARK', atk = 1000) => ({ vanilla: { name: `${attribute} ${race} ${level}`, level, atk, def: 0, attribute, race }, ref: `t5v${++n}` });
const mon = (card: unknown, more: object = {}) => ({ card, ...more });
const set = (card: number) => ({ card, faceDown: true });
// The opponent (seat 1) attacks with Avian (or directly with it when seat 0 has no monster); seat 0 holds the Trap.
const onAttack = (trap: number, mine: unknown[], graveyard: unknown[] = []): Staged => [
  trap,
  { turn: 3, turnPlayer: 1, phase: 'main', players: [{ deck: fillerDeck, monsters: mine, spellTraps: [set(trap)], graveyard }, { deck: fillerDeck, monsters: [mon(AVIAN)] }] },
  ['enterBattle', 'attack'],
];

export const SET160428_STAGED: Staged[] = [
  [160428004, main({ monsters: [mon(160428004)] })],
  [160428044, main({ hand: [160428044], graveyard: copies(4, 160005002) }, { monsters: [mon(AVIAN), mon(AVIAN)] })],
  // Featuring Omega: the opponent Special Summons CAN:D from the GY with CAN:D ALL.
  [
    160428049,
    { turn: 3, turnPlayer: 1, phase: 'main', players: [{ deck: fillerDeck, monsters: [mon(v('Psychic', 4))], spellTraps: [set(160428049)] }, { deck: fillerDeck, monsters: [mon(160428027)], graveyard: [160005002] }] },
    ['activate', 'select', 'option'],
  ],
  [160428052, main({ hand: [AVIAN], monsters: [mon(160428052)] })],
  [160428006, main({ monsters: [mon(160428006, { summonedHow: 'special' })], graveyard: Array.from({ length: 8 }, () => v('Spellcaster', 4)) }, { monsters: [mon(AVIAN)] })],
  [160428008, main({ hand: [v('Spellcaster', 4)], monsters: [mon(160428008, { summonedHow: 'normal' })] })],
  [160428018, main({ hand: [160428018, v('Spellcaster', 4)] })],
  [160428019, main({ hand: [160428019, v('Fiend', 4)], monsters: [mon(v('Spellcaster', 7))] }, { monsters: [mon(AVIAN)] })],
  [160428020, main({ hand: [160428020], monsters: [mon(v('Spellcaster', 5))] })],
  onAttack(160428023, [mon(v('Spellcaster', 4))], [v('Spellcaster', 4), v('Spellcaster', 4)]),
  [160428024, main({ monsters: [mon(160428024)] }, { monsters: [mon(AVIAN)] })],
  [160428025, main({ monsters: [mon(160428025)] }, { monsters: [mon(AVIAN)] })],
  [160428027, main({ monsters: [mon(160428027)], graveyard: [160005002] })],
  [160428029, main({ monsters: [mon(160428029), mon(v('Psychic', 4))] })],
  [160428035, main({ monsters: [mon(160428035)], graveyard: copies(5, AVIAN) }, { graveyard: [AVIAN] })],
  onAttack(160428048, [mon(160006013)]),
  [160428053, main({ hand: [AVIAN], monsters: [mon(160428053, { summonedHow: 'normal' })] }, { monsters: [mon(AVIAN)] })],
  [160428054, main({ monsters: [mon(160428054, { summonedHow: 'normal' }), mon(v('Aqua', 7))] })],
  [160428062, main({ hand: [160428062, v('Aqua', 4)], monsters: [mon(v('Aqua', 8))] }, { monsters: [mon(AVIAN)] })],
  [160428065, main({ hand: [160428065], monsters: [mon(v('Aqua', 8))] }, { monsters: [mon(AVIAN)] })],
  onAttack(160428067, [mon(v('Aqua', 4, 'WATER', 2000))]),
  // Master's Cure: the opponent Tribute Summons Blue-Eyes White Dragon (Level 8) with two Avians.
  [
    160428068,
    { turn: 3, turnPlayer: 1, phase: 'main', players: [{ deck: fillerDeck, monsters: [mon(v('Aqua', 4))], spellTraps: [set(160428068)] }, { deck: fillerDeck, hand: [BLUE_EYES], monsters: [mon(AVIAN), mon(AVIAN)] }] },
    ['summon', 'select', 'select'],
  ],
  [160428071, main({ hand: [v('Zombie', 4)], monsters: [mon(160428071)] })],
  [160428073, main({ monsters: [mon(160428073, { summonedHow: 'normal' })], graveyard: [160428076] })],
  [160428074, main({ monsters: [mon(160428074, { summonedHow: 'normal' })], graveyard: [160428075] })],
  [160428079, main({ hand: [160428079] }, { spellTraps: [set(TRAP_HOLE), set(TRAP_HOLE)] })],
  [160428081, main({ hand: [160428081], monsters: [mon(SAMBA)] })],
  [160428082, main({ hand: [160428082, v('Zombie', 5)], graveyard: [SAMBA] })],
  [160428083, main({ hand: [160428083], monsters: [mon(SAMBA), mon(MAGICAL_GHOST)] }, { monsters: [mon(AVIAN)] })],
  onAttack(160428086, [mon(v('Zombie', 7))]),
  [160428088, main({ monsters: [mon(160428088)] }, { graveyard: [TRAP_HOLE] })],
  [160428090, main({ monsters: [mon(160428090), mon(SAMBA)] }, { monsters: [mon(v('Warrior', 5))] })],
  [160428091, main({ monsters: [mon(160428091)] })],
  [160428092, main({ monsters: [mon(160428092)] })],
  [160428094, main({ hand: [160428094, 160428089], monsters: [mon(160428071)] })],
  [160428096, main({ hand: [160428096, v('Dragon', 8)] })],
  onAttack(160428098, []),
  [160428099, main({ hand: [160428099], graveyard: [v('Fiend', 4), v('Fiend', 4)] })],
  [160428100, main({ hand: [160428100], graveyard: copies(5, AVIAN) })],
];
