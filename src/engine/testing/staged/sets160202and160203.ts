// Staged coverage positions for sets 160202 and 160203 (see base.ts for the shape).
import { copies, main, mon, theirTurn, type Staged } from './base';

const FILLER = 160320008;
const UPSTART_GOBLIN = 160203018;
const URABY = 160203012; // Dinosaur Normal, Level 4
const WYRM_DRAKE = 160203029; // Wyrm Normal, Level 7
const CLUBINET = 160203034; // WIND Warrior Normal, Level 3
const MONKEY_ROLL = 160203042; // Fairy Normal, Level 4
const SNARE = 160202032; // Thunder Normal, Level 1
const SCARE_BONE = 160202039; // Zombie Normal, Level 1, 0 ATK
const SCARE_GEAR = 160202038; // Machine Normal, Level 3, 0 ATK
const DAHUT = 160202037; // Level 7, 0 ATK
const TRAP_HOLE = 160202019;

export const SETS160202AND160203_STAGED: Staged[] = [
  [160202006, main({ hand: [160202006], graveyard: [mon('g1', 'Dragon', 5, 0), mon('g2', 'Fiend', 6, 0), mon('g3', 'Warrior', 7, 0)] }, { spellTraps: [{ card: TRAP_HOLE, faceDown: true }] })],
  [160202033, main({ hand: [160202033], monsters: [{ card: SNARE }] })],
  [160202037, main({ monsters: [{ card: DAHUT }, { card: SCARE_GEAR }] })],
  [160203004, theirTurn(160203004, { monsters: [{ card: mon('big', 'Warrior', 6, 2000) }] }, { monsters: [{ card: FILLER }] }), ['enterBattle', 'attack']],
  [160203009, main({ hand: [URABY], monsters: [{ card: 160203009 }] })],
  [160203010, main({ monsters: [{ card: 160203010 }], graveyard: [UPSTART_GOBLIN] })],
  [160203011, main({ monsters: [{ card: 160203011 }] }, { hand: [FILLER] })],
  [160203015, main({ hand: [160203015], monsters: [{ card: URABY }] })],
  [160203016, main({ hand: [160203016, mon('big', 'Dinosaur', 7, 2500)], monsters: [{ card: URABY }] })],
  [160203017, main({ hand: [160203017, FILLER], monsters: [{ card: mon('d7', 'Dinosaur', 7, 2500) }] }, { spellTraps: [{ card: TRAP_HOLE, faceDown: true }] })],
  // The opponent Tribute Summons a Level 7 monster with 2 Tributes.
  [
    160203019,
    theirTurn(160203019, { monsters: [{ card: mon('d7', 'Dinosaur', 7, 2500) }] }, { hand: [mon('s7', 'Warrior', 7, 2600)], monsters: [{ card: FILLER }, { card: FILLER }] }),
    ['summon', 'select', 'select'],
  ],
  [160203021, main({ hand: [160203021], monsters: [{ card: FILLER }, { card: FILLER }] }, { monsters: [{ card: FILLER }] }), ['summon', 'select', 'select']],
  [160203024, main({ monsters: [{ card: 160203024 }], graveyard: [SCARE_BONE] }, { monsters: [{ card: FILLER }] })],
  [160203025, main({ hand: [SCARE_BONE], monsters: [{ card: 160203025 }] })],
  [160203026, main({ monsters: [{ card: 160203026 }], graveyard: [SCARE_BONE, SCARE_GEAR, DAHUT] })],
  [160203031, main({ hand: [160203031], monsters: [{ card: WYRM_DRAKE }] })],
  // The opponent's Blue-Eyes White Dragon destroys the Level 7 Wyrm in battle.
  [160203033, theirTurn(160203033, { monsters: [{ card: WYRM_DRAKE }] }, { monsters: [{ card: 160001000 }] }), ['enterBattle', 'attack']],
  [160203035, main({ hand: [160203035] }), ['summon']],
  [160203036, main({ hand: [160203036], monsters: [{ card: WYRM_DRAKE }], graveyard: copies(5, CLUBINET) })],
  [160203037, main({ hand: [160203037], monsters: [{ card: mon('ww', 'Warrior', 5, 2000, 'WIND') }] }, { monsters: [{ card: FILLER }] })],
  // The opponent Normal Summons its third monster.
  [160203038, theirTurn(160203038, { monsters: [{ card: CLUBINET }] }, { hand: [FILLER], monsters: [{ card: FILLER }, { card: FILLER }] }), ['summon']],
  [160203039, main({ hand: [MONKEY_ROLL], monsters: [{ card: 160203039 }] })],
  [160203040, main({ deck: copies(12, FILLER), hand: [160203040], monsters: [{ card: FILLER }], graveyard: [MONKEY_ROLL] }), ['summon', 'select']],
  [160203044, main({ hand: [160203044], monsters: [{ card: 160203039 }] }, { monsters: [{ card: FILLER }] })],
  [160203048, main({ hand: [FILLER], monsters: [{ card: 160203048 }], graveyard: [UPSTART_GOBLIN] })],
  [160203049, main({ hand: [160203049], monsters: [{ card: FILLER }] })],
];
