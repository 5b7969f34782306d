// Staged coverage positions for set 160008 (see base.ts for the shape).
import { copies, main, mon, theirTurn, type Staged } from './base';

const FILLER = 160320008;
const TRAP_HOLE = 160202019;
const CLAYMAN = 160320006; // EARTH Warrior Normal, Level 4
const PLUGGYFISH = 160008006; // WATER Thunder Normal, Level 2
const ANGLERCOIL = 160008007; // WATER Thunder Normal, Level 4
const ARMORED_LIZARD = 160008004; // EARTH Reptile Normal, Level 4
const SNAKE_CLOWN = 160008002; // LIGHT Reptile Normal, Level 5
const GERMALEWE = 160008010; // FIRE Pyro Normal, Level 4
const LAUAN = 160008009; // WIND Plant Normal, Level 4
const fusion = (id: number) => ({ card: id, summonedHow: 'fusion' });

export const SET160008_STAGED: Staged[] = [
  [160008011, main({ monsters: [{ card: 160008011 }, { card: FILLER }, { card: FILLER }], graveyard: [160301001] })],
  [160008012, main({ monsters: [{ card: 160008012 }] }, { deck: [TRAP_HOLE, FILLER] })],
  [160008013, main({ monsters: [{ card: 160008013 }] }, { monsters: [{ card: 160001000 }] })],
  [160008014, main({ hand: [FILLER], monsters: [{ card: 160008014 }], graveyard: [mon('fa', 'Fairy', 4, 0, 'LIGHT')] })],
  [160008016, main({ monsters: [{ card: 160008016 }], graveyard: copies(3, GERMALEWE) })],
  [160008017, main({ monsters: [{ card: 160008017 }] })],
  [160008018, main({ monsters: [{ card: 160008018 }, { card: mon('r7', 'Reptile', 7, 2500) }] }, { monsters: [{ card: FILLER, position: 'defense', faceDown: true }] })],
  [160008019, main({ lp: 4000, monsters: [{ card: 160008019 }] })],
  [160008020, main({ lp: 4000, monsters: [{ card: 160008020 }] })],
  [160008021, main({ lp: 1000, deck: copies(8, FILLER), monsters: [{ card: 160008021 }] })],
  [160008023, main({ monsters: [{ card: 160008023 }] }, { monsters: [{ card: FILLER }] })],
  [160008024, main({ monsters: [{ card: 160008024 }, { card: ARMORED_LIZARD }] })],
  [160008025, main({ hand: [160008025], monsters: [{ card: FILLER }, { card: ANGLERCOIL }] }), ['summon', 'select']],
  [160008026, main({ monsters: [{ card: 160008026 }] }, { graveyard: [TRAP_HOLE] })],
  [160008027, main({ hand: [FILLER], monsters: [{ card: 160008027 }], graveyard: [160008030] })],
  [160008028, main({ monsters: [{ card: 160008028 }, { card: 160008030 }] })],
  [160008029, main({ monsters: [{ card: 160008029 }], graveyard: [PLUGGYFISH] })],
  [160008030, main({ monsters: [{ card: 160008030 }], graveyard: [PLUGGYFISH] })],
  [160008031, main({ monsters: [{ card: 160008031 }] })],
  [160008033, main({ monsters: [fusion(160008033)] }, { monsters: [{ card: FILLER }] })],
  [160008034, main({ monsters: [fusion(160008034)], graveyard: [160201028, 160002023] })],
  [160008035, main({ monsters: [fusion(160008035)], graveyard: [CLAYMAN] })],
  [160008036, main({ monsters: [fusion(160008036)], graveyard: [CLAYMAN] })],
  [160008037, main({ monsters: [fusion(160008037)], graveyard: [LAUAN] })],
  [160008038, main({ monsters: [fusion(160008038)] }, { monsters: [{ card: 160001000 }, { card: FILLER }] })],
  [160008039, main({ hand: [FILLER], monsters: [fusion(160008039)] })],
  [160008040, main({ monsters: [fusion(160008040)] })],
  [160008041, main({ monsters: [fusion(160008041)], graveyard: [160008025] })],
  [160008043, main({ monsters: [fusion(160008043)], graveyard: [160007008, 160007008] }, { monsters: [{ card: FILLER }] })],
  [160008044, main({ monsters: [fusion(160008044)], graveyard: [160204050] })],
  [
    160008045,
    main({ hand: [160008045], monsters: [{ card: 160005015, maximum: { left: 160005014, right: 160005016 } }] }, { monsters: [{ card: FILLER }] }),
  ],
  [160008046, main({ hand: [160008046, FILLER], graveyard: [mon('f7', 'Fiend', 7, 2500, 'DARK')] })],
  [160008047, main({ hand: [160008047], monsters: [{ card: LAUAN }] }, { monsters: [{ card: FILLER, position: 'defense' }] })],
  [160008048, main({ hand: [160008048], monsters: [{ card: LAUAN }, { card: LAUAN }], graveyard: [LAUAN] })],
  [160008049, main({ hand: [160008049, mon('f8', 'Pyro', 8, 2500, 'FIRE')], monsters: [{ card: GERMALEWE }] })],
  [160008051, main({ deck: copies(6, FILLER), hand: [160008051], monsters: [{ card: ARMORED_LIZARD }] }, { monsters: [{ card: FILLER }] })],
  [160008053, main({ hand: [160008053], monsters: [{ card: ARMORED_LIZARD }, { card: SNAKE_CLOWN }] }, { spellTraps: [{ card: TRAP_HOLE, faceDown: true }] })],
  [160008054, main({ hand: [160008054], monsters: [{ card: ARMORED_LIZARD }, { card: ARMORED_LIZARD }] }, { monsters: [{ card: FILLER }] })],
  [160008055, main({ hand: [160008055], monsters: [{ card: PLUGGYFISH }, { card: ANGLERCOIL }] }, { monsters: [{ card: FILLER }] })],
  [160008056, main({ hand: [160008056], monsters: [{ card: PLUGGYFISH }] }, { spellTraps: [{ card: TRAP_HOLE, faceDown: true }] })],
  [160008057, main({ hand: [160008057] })],
  [160008059, main({ hand: [160008059], monsters: [{ card: mon('dino', 'Dinosaur', 4, 1500) }] })],
  // The opponent Normal Summons; a Field Spell waits in the GY.
  [160008060, theirTurn(160008060, { graveyard: [160001045] }, { hand: [FILLER] }), ['summon']],
  // The opponent's Level 4 attacks a Defense Position monster.
  [160008062, theirTurn(160008062, { monsters: [{ card: CLAYMAN, position: 'defense' }] }, { monsters: [{ card: FILLER }] }), ['enterBattle', 'attack']],
  [160008063, theirTurn(160008063, { monsters: [{ card: CLAYMAN }], graveyard: copies(3, FILLER) }, { monsters: [{ card: FILLER }] }), ['enterBattle', 'attack']],
  [160008064, theirTurn(160008064, { monsters: [{ card: CLAYMAN }], graveyard: [PLUGGYFISH, ANGLERCOIL] }, { monsters: [{ card: FILLER }] }), ['enterBattle', 'attack']],
  // The opponent's Blue-Eyes White Dragon destroys a monster in battle.
  [160008065, theirTurn(160008065, { monsters: [{ card: FILLER }] }, { monsters: [{ card: 160001000 }] }), ['enterBattle', 'attack']],
];
