// Staged coverage positions for sets 160218 and 160219, third pass (see base.ts for the shape).
import { copies, fillerDeck, main, mon, type Staged } from './base';

const AVIAN = 160320008; // Warrior Normal, Level 3
const FUSION = 160204050;
const SOLEIL = 160012020;
const CIELA = 160012024;
const SOLCIERE = 160012038;
const DEAD_CORE = 160218025;
const DEAD_END = 160015033;
const BAD_END = 160218027;
const THE_END = 160218022;
const fiend3 = () => mon('f3', 'Fiend', 3, 1000, 'DARK');
const setCard = (card: number) => ({ card, faceDown: true });
const STADIUM = 160007047; // Feverous Spirit Stadium, a Field Spell
const fire = (ref: string, level: number, atk: number) => mon(ref, 'Warrior', level, atk, 'FIRE');
const spellcaster = (atk: number, level = 3) => mon(`sc${atk}`, 'Spellcaster', level, atk, 'EARTH', 1500);
const SAKAKAZE = 160004038; // WIND Warrior Effect Monster, Level 4, 1000 ATK
const windWarrior = () => mon('ww', 'Warrior', 4, 1000, 'WIND');
// Seat 1 acts on its turn (a Normal Summon); seat 0 holds the Trap Set on an earlier turn.
const onSummon = (trap: number, p0: object, p1: object, tributes = 0): Staged => [
  trap,
  { turn: 3, turnPlayer: 1, phase: 'main', players: [{ deck: fillerDeck, spellTraps: [setCard(trap)], ...p0 }, { deck: fillerDeck, ...p1 }] },
  [{ type: 'summon', position: 'attack' }, ...Array.from({ length: tributes }, () => 'select' as const)],
];

export const SETS160218AND160219_STAGED: Staged[] = [
  [160218009, main({ hand: [AVIAN], monsters: [{ card: 160218009, summonedHow: 'normal' }] })],
  [160218011, main({ hand: [AVIAN], monsters: [{ card: 160218011, summonedHow: 'normal' }] })],
  [160218036, main({ monsters: [{ card: 160218036 }] })],
  [160218049, main({ monsters: [{ card: 160218049 }], graveyard: [SOLEIL] })],
  onSummon(160218054, { monsters: [{ card: AVIAN }], graveyard: [mon('w1', 'Warrior', 4, 1000, 'WATER'), mon('w2', 'Warrior', 4, 1000, 'WATER')] }, { hand: [AVIAN] }),
  [160218056, main({ monsters: [{ card: 160218056, summonedHow: 'fusion' }] }, { spellTraps: [setCard(FUSION)] })],
  [160218059, main({ monsters: [{ card: 160218059, summonedHow: 'normal' }], graveyard: [SAKAKAZE, 160218062] })],
  [160218062, main({ hand: [160218062, windWarrior()], monsters: [{ card: mon('w2', 'Warrior', 4, 1000, 'WIND') }] }, { spellTraps: [setCard(FUSION)] })],
  onSummon(160218064, { graveyard: [windWarrior()] }, { hand: [mon('big', 'Warrior', 7, 2500)], monsters: [{ card: AVIAN }, { card: AVIAN }] }, 2),
  [160218065, main({ monsters: [{ card: 160218065, summonedHow: 'fusion' }], deck: copies(10, AVIAN), graveyard: [AVIAN] })],
  [160218071, main({ monsters: [{ card: 160218071, summonedHow: 'tribute' }], hand: [mon('aq', 'Aqua', 4, 1, 'WATER')] }, { monsters: [{ card: mon('o', 'Warrior', 10, 3000) }] })],
  [160218050, main({ hand: [160218050, CIELA, SOLEIL], extra: [SOLCIERE] })],
  [THE_END, main({ monsters: [{ card: THE_END }], graveyard: copies(6, AVIAN) }, { monsters: [{ card: AVIAN }], graveyard: [AVIAN] })],
  [DEAD_CORE, main({ monsters: [{ card: DEAD_CORE }, { card: BAD_END }], hand: [DEAD_END], extra: [THE_END] })],
  [BAD_END, main({ monsters: [{ card: BAD_END }], graveyard: [...copies(4, FUSION), ...copies(6, AVIAN)] }, { spellTraps: [setCard(FUSION)], graveyard: [AVIAN] })],
  [160218029, main({ monsters: [{ card: 160218029 }, { card: DEAD_CORE }] })],
  [160218031, main({ monsters: [{ card: 160218031, summonedHow: 'normal' }], graveyard: [160218032] })],
  [160218032, main({ hand: [160218032], monsters: [{ card: fiend3() }], extra: [DEAD_CORE] })],
  [160218033, main({ hand: [160218033, fiend3()], extra: [DEAD_CORE] })],
  [160218012, main({ hand: [AVIAN], monsters: [{ card: 160218012, summonedHow: 'normal' }] }, { monsters: [{ card: 160218049 }] })],
  [160218017, main({ hand: [160218017, spellcaster(500)] })],
  [160218018, main({ hand: [160218018, spellcaster(1900, 5)] })],
  [160218034, main({ hand: [160218034, 160218029], monsters: [{ card: DEAD_CORE }], graveyard: [160218031] })],
  [160218046, main({ monsters: [{ card: 160218046, summonedHow: 'tribute' }], graveyard: [mon('ww', 'Warrior', 4, 1, 'WATER', 2000)] })],
  [160219013, main({ hand: [160219013], graveyard: [160219056] }, { spellTraps: [setCard(160218064)] })],
  [160219014, main({ monsters: [{ card: 160219014 }], graveyard: [AVIAN] })],
  [160219015, main({ monsters: [{ card: 160219015, summonedHow: 'fusion' }], graveyard: [AVIAN, AVIAN] }, { spellTraps: [setCard(FUSION)] })],
  [160219021, main({ monsters: [{ card: 160219021 }], hand: [AVIAN], graveyard: [160213069] })],
  [160219024, main({ hand: [160219024, FUSION] })],
  onSummon(160219027, { graveyard: [160218036] }, { hand: [AVIAN], spellTraps: [setCard(FUSION)] }),
  [160219036, main({ hand: [160219036, AVIAN], graveyard: [160204048] })],
  [160219031, main({ monsters: [{ card: 160219031 }], field: { card: STADIUM }, graveyard: [fire('w4', 4, 1500), fire('w8', 8, 2500)] })],
  [160219033, main({ monsters: [{ card: 160219033 }, { card: fire('f4', 4, 1000) }] }, { monsters: [{ card: AVIAN }] })],
  [160219034, main({ monsters: [{ card: 160219034, summonedHow: 'normal' }], field: { card: STADIUM } })],
  [160219039, main({ hand: [160219039], field: { card: STADIUM }, graveyard: [fire('w8', 8, 2500)] })],
];
