// Staged coverage positions for set 160006 (see base.ts for the shape).
import { copies, fillerDeck, main, type Staged } from './base';

const AVIAN = 160320008; // WIND Warrior Normal, Level 3
const SCOOTER = 160003002; // EARTH Machine Normal, Level 1
const OX = 160006004; // FIRE Beast Normal, Level 3
const BLANC = 160006008; // EARTH Pyro Normal, Level 6
const ALLIGATOR = 160006000; // WIND Machine Normal, Level 5, 2500 ATK
const TRAP_HOLE = 160202019;
let n = 0;
const inline = (race: string, level: number, attribute = 'EARTH') => ({ vanilla: { name: `${attribute} ${race} ${level}`, level, atk: 1000, def: 0, attribute, race }, ref: `h2v${++n}` });
const mon = (card: unknown, more: object = {}) => ({ card, ...more });
const set = (card: number) => ({ card, faceDown: true });
// The opponent (seat 1) attacks with Avian; seat 0 holds the Trap.
const onAttack = (trap: number, mine: unknown[], graveyard: number[] = []): Staged => [
  trap,
  { turn: 3, turnPlayer: 1, phase: 'main', players: [{ deck: fillerDeck, monsters: mine, spellTraps: [set(trap)], graveyard }, { deck: fillerDeck, monsters: [mon(AVIAN)] }] },
  ['enterBattle', 'attack'],
];
// The opponent (seat 1) Tribute Summons Cyber-Tech Alligator (Level 5, 2500 ATK); seat 0 holds the Trap.
const onTribute = (trap: number, mine: unknown[], graveyard: number[] = []): Staged => [
  trap,
  { turn: 3, turnPlayer: 1, phase: 'main', players: [{ deck: fillerDeck, monsters: mine, spellTraps: [set(trap)], graveyard }, { deck: fillerDeck, hand: [ALLIGATOR], monsters: [mon(AVIAN)] }] },
  ['summon', 'select'],
];

export const SET160006_STAGED: Staged[] = [
  [160006015, main({ monsters: [mon(160006015, { summonedHow: 'normal' })] })],
  [160006016, main({ hand: [AVIAN], monsters: [mon(160006016)] }, { monsters: [mon(AVIAN), mon(AVIAN), mon(AVIAN)], spellTraps: [set(TRAP_HOLE), set(TRAP_HOLE)] })],
  [160006017, main({ hand: [inline('Dragon', 7)], monsters: [mon(160006017)] })],
  [160006018, main({ monsters: [mon(160006018)] }, { monsters: [mon(AVIAN)] })],
  [160006019, main({ monsters: [mon(160006019), mon(inline('Psychic', 7))] })],
  [160006021, main({ hand: [inline('Warrior', 7)], monsters: [mon(160006021)], graveyard: [AVIAN] })],
  [160006022, main({ hand: [AVIAN], monsters: [mon(160006022)], graveyard: copies(3, AVIAN) })],
  [160006024, main({ hand: [AVIAN], monsters: [mon(160006024)], graveyard: [160006062, 160006063] }, { monsters: [mon(160001000)] })],
  [160006025, main({ monsters: [mon(160006025, { summonedHow: 'normal' })], graveyard: copies(7, OX) }, { monsters: [mon(ALLIGATOR)] })],
  [160006026, main({ hand: [AVIAN], monsters: [mon(160006026)], graveyard: [OX] })],
  [160006027, main({ monsters: [mon(160006027, { summonedHow: 'normal' })] })],
  [160006028, main({ monsters: [mon(160006028, { summonedHow: 'normal' })], graveyard: [BLANC] })],
  [160006029, main({ monsters: [mon(160006029), mon(160005006)] }, { monsters: [mon(AVIAN, { position: 'defense' })] })],
  [160006030, main({ hand: [SCOOTER], monsters: [mon(160006030)] })],
  [160006031, main({ monsters: [mon(160006031), mon(SCOOTER), mon(SCOOTER)] }, { monsters: [mon(AVIAN)] })],
  [160006033, main({ monsters: [mon(160006033)] })],
  [160006034, main({ monsters: [mon(160006034)], field: { card: 160006045 } })],
  [160006035, main({ hand: [AVIAN], monsters: [mon(160006035)] })],
  [160006037, main({ monsters: [mon(160006037)] })],
  [160006038, main({ hand: [AVIAN, AVIAN], monsters: [mon(160006038)] }, { spellTraps: [set(TRAP_HOLE)] })],
  [160006039, main({ hand: [160006039, 160001000], monsters: [mon(inline('Spellcaster', 7))] }, { monsters: [mon(AVIAN)] })],
  [160006041, main({ hand: [160006041], graveyard: [160005002] }, { monsters: [mon(AVIAN)], graveyard: [AVIAN] })],
  [160006043, main({ hand: [160006043], monsters: [mon(160006012)] }, { spellTraps: [set(TRAP_HOLE)] })],
  [160006044, main({ hand: [160006044], monsters: [mon(ALLIGATOR), mon(AVIAN)] }, { monsters: [mon(AVIAN)] })],
  [160006045, main({ hand: [160006045], monsters: [mon(AVIAN)] })],
  [160006046, main({ hand: [160006046], monsters: [mon(160006024)], graveyard: [SCOOTER] }, { monsters: [mon(AVIAN)] })],
  [160006047, main({ hand: [160006047], monsters: [mon(AVIAN)] })],
  [160006048, main({ hand: [160006048], monsters: [mon(inline('Beast', 7))], deck: copies(4, OX) })],
  [160006050, main({ hand: [160006050], monsters: [mon(OX), mon(OX), mon(OX)] })],
  [160006051, main({ hand: [160006051], monsters: [mon(OX)] })],
  [160006052, main({ hand: [160006052], monsters: [mon(BLANC)], graveyard: copies(4, BLANC) })],
  [160006054, main({ hand: [160006054], monsters: [mon(SCOOTER)] }, { spellTraps: [set(TRAP_HOLE)] })],
  onTribute(160006057, [mon(SCOOTER)], [AVIAN]),
  // Psychicounter: Wattkiss (a 300 ATK Psychic) falls to the attack.
  onAttack(160006059, [mon(160002002)]),
  onAttack(160006060, [mon(AVIAN)]),
  onAttack(160006061, [mon(AVIAN)], [AVIAN]),
  onAttack(160006062, [mon(AVIAN)]),
  onAttack(160006063, [mon(SCOOTER)]),
  onTribute(160006064, [mon(SCOOTER)]),
];
