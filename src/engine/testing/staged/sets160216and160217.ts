// Staged coverage positions for sets 160216 and 160217, third pass (see base.ts for the shape).
import { main, mon, type Staged } from './base';

const BLUE_EYES = 160001000; // LIGHT Dragon Normal, Level 8, 3000 ATK, Legend
// Souffraes the Defiant Soul (160018030): a Level 3 Zombie.
const GRAND_LEGEND_SABER = 160212041; // Level 7 LIGHT, 300 DEF, a Legend card in the GY
const EXCUTIE_LEYA = 160205032;
const SPECTER_BEGINNING = 160014035; // Zombie, a material of Enigmatic Princess of Eternal Heaven
const SPECTER_END = 160428092; // Zombie, its other material
const ENIGMATIC_PRINCESS = 160018049; // Zombie Fusion, 0 DEF
const SPARKS = 160001042;

export const SETS160216AND160217_STAGED: Staged[] = [
  [160216068, main({ hand: [160216068, BLUE_EYES], monsters: [{ card: mon('l2', 'Warrior', 2, 500) }], extra: [160216065] })],
  [160217012, main({ hand: [160217012], monsters: [{ card: 160018030 }], extra: [160217002] })],
  [160216041, main({ hand: [160216041], graveyard: [mon('g', 'Spellcaster', 4, 500, 'LIGHT', 1000)] }, { monsters: [{ card: BLUE_EYES }] })],
  [160216067, main({ monsters: [{ card: 160216067, summonedThisTurn: true, summonedHow: 'normal' }], graveyard: [GRAND_LEGEND_SABER] })],
  [160216070, main({ monsters: [{ card: 160216070, summonedThisTurn: true, summonedHow: 'normal' }], graveyard: [EXCUTIE_LEYA] })],
  [160217015, main({ hand: [160217015], monsters: [{ card: SPECTER_BEGINNING }, { card: BLUE_EYES }], graveyard: [SPECTER_END], extra: [ENIGMATIC_PRINCESS] }, { monsters: [{ card: BLUE_EYES }], spellTraps: [{ card: 160202019, faceDown: true }] })],
  [160217027, main({ monsters: [{ card: 160217027, summonedThisTurn: true, summonedHow: 'normal' }], hand: [BLUE_EYES, BLUE_EYES], graveyard: [SPARKS], deck: Array.from({ length: 12 }, () => BLUE_EYES) })],
  [160217039, main({ monsters: [{ card: 160217039 }], hand: [mon('i6', 'Insect', 6, 1000)], extra: [160217032] })],
  [160217043, main({ hand: [160217043], graveyard: [mon('i2', 'Insect', 2, 500)] })],
  [160217033, main({ monsters: [{ card: 160217033, summonedHow: 'fusion' }], hand: [mon('i6', 'Insect', 6, 1000)], extra: [160217032] })],
  [160216045, main({ monsters: [{ card: 160216045, summonedThisTurn: true, summonedHow: 'fusion' }], graveyard: [160216044, 160017058] })],
  // Souffraruda's battleWin resolves by itself when it wins the attack the lead declares.
  [160217002, main({ monsters: [{ card: 160217002 }], graveyard: [mon('g5', 'Zombie', 5, 0)] }, { monsters: [{ card: mon('o', 'Warrior', 4, 500) }] }), ['enterBattle', 'attack']],
];
