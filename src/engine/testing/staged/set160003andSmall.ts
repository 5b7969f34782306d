// Staged coverage positions for set 160003 and the small 1603xx/1604xx sets (see base.ts for the shape).
import { fillerDeck, main, type Staged } from './base';

const UMI = 160003052; // Field Spell
const AVIAN = 160320008; // WIND Warrior Normal, Level 3, 1000 ATK
const TRAP_HOLE = 160202019;
const HAMMER_CRUSH = 160001041;
/** An inline Normal Monster with its own ref. */
const mon = (ref: string, race: string, level: number, attribute = 'EARTH', atk = 1000) => ({ vanilla: { name: ref, level, atk, def: 0, attribute, race }, ref });
/** The opponent's turn: seat 0 holds the Trap Set on an earlier turn. */
const theirs = (p0: object, p1: object) => ({ turn: 3, turnPlayer: 1, phase: 'main', players: [{ deck: fillerDeck, ...p0 }, { deck: fillerDeck, ...p1 }] });

export const SET160003AND_SMALL_STAGED: Staged[] = [
  [160003034, main({ field: { card: UMI }, monsters: [{ card: 160003034 }], graveyard: [mon('fish3', 'Fish', 3, 'WATER')] })],
  [160003035, main({ hand: [HAMMER_CRUSH], monsters: [{ card: 160003035 }], graveyard: [mon('bird', 'Winged Beast', 4, 'WIND', 1500)] })],
  [160003038, main({ monsters: [{ card: 160003038 }], graveyard: [AVIAN] }, { spellTraps: [{ card: TRAP_HOLE, faceDown: true }] })],
  [160003039, main({ monsters: [{ card: 160003039 }, { card: mon('fish7', 'Fish', 7, 'WATER') }], graveyard: [mon('fish3', 'Fish', 3, 'WATER')] })],
  [160003040, main({ monsters: [{ card: 160003040 }] }, { monsters: [{ card: mon('light', 'Fairy', 4, 'LIGHT') }] })],
  [160003041, main({ monsters: [{ card: 160003041, summonedHow: 'tribute' }] }, { spellTraps: [{ card: TRAP_HOLE, faceDown: true }] })],
  [160003049, main({ hand: [160003049], field: { card: UMI }, monsters: [{ card: mon('fish4', 'Fish', 4, 'WATER') }] })],
  [UMI, main({ hand: [UMI] })],
  // Faulty Fire: the opponent's Hammer Crush destroys Sparks Set in the first zone.
  [
    160003060,
    theirs(
      { spellTraps: [{ card: 160001042, faceDown: true, zone: 0 }, { card: 160003060, faceDown: true, zone: 1 }] },
      { hand: [HAMMER_CRUSH, AVIAN], monsters: [{ card: 160003034 }] },
    ),
    ['activate', 'select', 'select'],
  ],
  [160303009, main({ monsters: [{ card: 160303009 }] })],
  [160303019, main({ hand: [AVIAN, AVIAN, AVIAN], monsters: [{ card: 160303019 }] })],
  [160304003, main({ monsters: [{ card: 160304003 }] }, { monsters: [{ card: AVIAN }] })],
  [160306003, main({ monsters: [{ card: 160306003 }, { card: mon('psy', 'Psychic', 4) }] })],
  [160306012, main({ monsters: [{ card: 160306012 }], graveyard: [mon('psy', 'Psychic', 4)] }, { graveyard: [AVIAN] })],
  // Psychic Trap Hole: two face-up Psychics; the opponent Tribute Summons a Level 5 monster.
  [
    160306026,
    theirs(
      { monsters: [{ card: mon('psy1', 'Psychic', 4) }, { card: mon('psy2', 'Psychic', 3) }], spellTraps: [{ card: 160306026, faceDown: true }] },
      { hand: [160301004], monsters: [{ card: AVIAN }] },
    ),
    ['summon', 'select'],
  ],
  [160307002, main({ monsters: [{ card: 160307002 }] })],
  [160307004, main({ monsters: [{ card: 160307004, summonedHow: 'tribute' }], graveyard: [mon('fiend3', 'Fiend', 3)] })],
  [160308004, main({ hand: [mon('cyb', 'Cyberse', 4)], monsters: [{ card: 160308004 }] }, { monsters: [{ card: mon('big', 'Warrior', 5) }] })],
  [160308005, main({ monsters: [{ card: 160308005 }], graveyard: [AVIAN, AVIAN] }, { monsters: [{ card: AVIAN }] })],
  [160309011, main({ field: { card: UMI }, monsters: [{ card: 160309011 }] })],
  [160309017, main({ monsters: [{ card: 160309017, summonedHow: 'normal' }] })],
  [160402009, main({ monsters: [{ card: 160402009 }] }, { monsters: [{ card: AVIAN }] })],
  [160406003, main({ monsters: [{ card: 160406003 }], graveyard: [mon('seven', 'Warrior', 7)] })],
  [160406004, main({ hand: [160406004] })],
  // Cure Shot: the opponent attacks; a WATER monster waits in the GY.
  [
    160406005,
    theirs(
      { monsters: [{ card: AVIAN }], spellTraps: [{ card: 160406005, faceDown: true }], graveyard: [mon('water', 'Aqua', 4, 'WATER')] },
      { monsters: [{ card: AVIAN }] },
    ),
    ['enterBattle', 'attack'],
  ],
  [160408001, main({ hand: [TRAP_HOLE], monsters: [{ card: 160408001 }], graveyard: [160301001] })],
  [160408002, main({ monsters: [{ card: 160408002 }, { card: mon('dra4', 'Dragon', 4) }, { card: mon('dra7', 'Dragon', 7) }] }, { monsters: [{ card: mon('big', 'Warrior', 7) }] })],
  [160408003, main({ hand: [160408003, AVIAN], graveyard: [AVIAN] })],
  [160409001, main({ hand: [mon('dra7', 'Dragon', 7)], monsters: [{ card: 160409001 }] }, { monsters: [{ card: AVIAN }] })],
  [160412003, main({ hand: [160412003, mon('psy', 'Psychic', 4)], monsters: [{ card: mon('two', 'Warrior', 2) }] })],
  [160412004, main({ hand: [160412004], field: { card: UMI } }, { monsters: [{ card: AVIAN, position: 'defense' }] })],
  // Trumpet Charge: the opponent's attack destroys a 0 ATK Warrior; another Warrior waits in the hand.
  [
    160412005,
    theirs(
      { hand: [AVIAN], monsters: [{ card: mon('weak', 'Warrior', 2, 'EARTH', 0) }], spellTraps: [{ card: 160412005, faceDown: true }] },
      { monsters: [{ card: AVIAN }] },
    ),
    ['enterBattle', 'attack'],
  ],
  [160414001, main({ monsters: [{ card: 160414001 }], graveyard: [mon('m1', 'Machine', 4), mon('m2', 'Machine', 3), mon('m3', 'Machine', 2)] })],
];
