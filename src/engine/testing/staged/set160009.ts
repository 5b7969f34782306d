// Staged coverage positions for set 160009 (see base.ts for the shape).
import { copies, main, mon, theirTurn, type Staged } from './base';

const FILLER = 160320008;
const TRAP_HOLE = 160202019;
const MISS_MUTTON = 160009006; // LIGHT Beast Normal, Level 7
const TRANSAM_LINAC = 160425001;
const PEAKS = 160004042;
const ENGAGE = 160009061;
const DARK_HANDSHAKER = 160009013; // an Effect Monster, Level 2
const set = (card: number) => ({ card, faceDown: true });
const em = (ref: string) => mon(ref, 'Machine', 4, 1000);
const bug = (ref: string, level = 4, atk = 1000) => mon(ref, 'Insect', level, atk);

export const SET160009_STAGED: Staged[] = [
  [160009013, main({ monsters: [{ card: 160009013 }, { card: MISS_MUTTON }] }, { graveyard: [FILLER], monsters: [{ card: FILLER }] })],
  [160009015, main({ hand: [FILLER], monsters: [{ card: 160009015 }] })],
  [160009016, main({ monsters: [{ card: 160009016 }, { card: TRANSAM_LINAC }] }, { monsters: [{ card: FILLER }] })],
  [160009017, main({ monsters: [{ card: 160009017, summonedHow: 'normal' }] }, { monsters: [{ card: FILLER }] })],
  [160009018, main({ hand: [FILLER], monsters: [{ card: 160009018 }] })],
  [160009019, main({ monsters: [{ card: 160009019, summonedHow: 'tribute' }], graveyard: copies(3, FILLER) }, { spellTraps: [set(TRAP_HOLE)] })],
  [160009020, main({ monsters: [{ card: 160009020 }, { card: MISS_MUTTON }], graveyard: [160009044] })],
  [160009023, main({ hand: [bug('i1'), bug('i2', 3)], monsters: [{ card: 160009023 }] })],
  [160009024, main({ monsters: [{ card: 160009024 }], graveyard: [mon('b1', 'Beast', 4, 1000), mon('b2', 'Beast', 4, 1200)] })],
  [160009026, main({ monsters: [{ card: 160009026 }], graveyard: [mon('r1', 'Reptile', 3, 500), mon('r2', 'Reptile', 3, 600)] })],
  [160009027, main({ hand: [em('h')], monsters: [{ card: 160009027 }], graveyard: [em('e1'), em('e2'), em('e3')] }, { monsters: [{ card: FILLER }, { card: FILLER }, { card: FILLER }] })],
  [160009028, main({ hand: [bug('i')], monsters: [{ card: 160009028 }] })],
  [160009029, main({ hand: [FILLER], monsters: [{ card: 160009029 }], graveyard: [mon('w', 'Warrior', 4, 1000, 'EARTH', 1000)] })],
  [160009031, main({ monsters: [{ card: 160009031 }, { card: em('m') }] })],
  [160009032, main({ monsters: [{ card: 160009032 }] }, { monsters: [{ card: bug('i') }] })],
  [160009033, main({ monsters: [{ card: 160009033 }, { card: FILLER }] })],
  [160009035, main({ monsters: [{ card: 160009035 }] })],
  [160009036, main({ monsters: [{ card: 160009036 }], graveyard: copies(3, FILLER) }, { monsters: [{ card: bug('i', 6, 2000) }] })],
  [160009038, main({ monsters: [{ card: 160009038 }], graveyard: [PEAKS] })],
  [160009039, main({ monsters: [{ card: 160009039 }] }, { monsters: [{ card: FILLER }] })],
  [160009040, main({ monsters: [{ card: 160009040 }] })],
  [160009041, main({ monsters: [{ card: 160009041, summonedHow: 'fusion' }], graveyard: [ENGAGE] }, { monsters: [{ card: FILLER }] })],
  [160009021, main({ monsters: [{ card: 160009021, summonedHow: 'normal' }], graveyard: copies(3, FILLER) }, { monsters: [{ card: FILLER }], graveyard: copies(3, FILLER) })],
  [160009034, main({ monsters: [{ card: 160009034 }] })],
  [160009037, main({ monsters: [{ card: 160009037 }], graveyard: [FILLER] }, { monsters: [{ card: MISS_MUTTON }] })],
  [160009043, main({ hand: [160009043], monsters: [{ card: 160009001 }] }, { monsters: [{ card: FILLER }] })],
  [160009044, main({ hand: [160009044, FILLER, FILLER], monsters: [{ card: MISS_MUTTON }] }, { monsters: [{ card: DARK_HANDSHAKER }] })],
  [160009045, main({ hand: [160009045] }, { monsters: [{ card: FILLER }, { card: FILLER }] })],
  [160009046, main({ hand: [160009046], graveyard: [mon('w8', 'Warrior', 8, 2500)], monsters: [{ card: mon('big', 'Warrior', 7, 2500, 'EARTH', 2500) }] }, { spellTraps: [set(TRAP_HOLE)] })],
  [160009048, main({ hand: [160009048, mon('e', 'Warrior', 4, 1000)] })],
  [160009049, main({ hand: [160009049] })],
  [160009050, main({ hand: [160009050], monsters: [{ card: bug('i') }], graveyard: copies(2, FILLER) }, { monsters: [{ card: bug('o') }] })],
  [160009051, main({ hand: [160009051, FILLER], monsters: [{ card: bug('i1') }, { card: bug('i2') }] }, { spellTraps: [set(TRAP_HOLE)] })],
  [160009052, main({ hand: [160009052], monsters: [{ card: mon('w', 'Warrior', 4, 1000) }, { card: mon('f', 'Fiend', 6, 1000, 'DARK', 500) }] })],
  [160009053, main({ hand: [160009053] }, { spellTraps: [set(TRAP_HOLE)] })],
  // Traps: the opponent's attack (or summon) opens the window.
  [160009054, theirTurn(160009054, { monsters: [{ card: FILLER }], graveyard: [160009013] }, { monsters: [{ card: FILLER }] }), ['enterBattle', 'attack']],
  [160009055, theirTurn(160009055, { deck: copies(5, FILLER), monsters: [{ card: mon('b', 'Beast', 4, 1500) }] }, { monsters: [{ card: FILLER }] }), ['enterBattle', 'attack']],
  [160009056, theirTurn(160009056, { monsters: [{ card: mon('w', 'Warrior', 6, 1000) }] }, { monsters: [{ card: FILLER }] }), ['enterBattle', 'attack']],
  [160009058, theirTurn(160009058, { monsters: [{ card: mon('c', 'Cyberse', 7, 2500) }] }, { monsters: [{ card: FILLER }] }), ['enterBattle', 'attack']],
  [160009059, theirTurn(160009059, { monsters: [{ card: MISS_MUTTON }] }, { hand: [mon('s7', 'Warrior', 7, 2600)], monsters: [{ card: FILLER }, { card: FILLER }] }), ['summon', 'select', 'select']],
  // The opponent's attack destroys the EARTH Normal Monster.
  [160009060, theirTurn(160009060, { monsters: [{ card: mon('e', 'Warrior', 4, 100) }] }, { monsters: [{ card: MISS_MUTTON }] }), ['enterBattle', 'attack']],
  [160009061, theirTurn(160009061, { monsters: [{ card: FILLER }] }, { monsters: [{ card: FILLER }] }), ['enterBattle', 'attack']],
  [160009062, theirTurn(160009062, { monsters: [{ card: bug('d'), position: 'defense' }], graveyard: [bug('g1'), bug('g2')] }, { monsters: [{ card: FILLER }] }), ['enterBattle', 'attack']],
  [160009063, theirTurn(160009063, { monsters: [{ card: bug('i') }] }, { hand: [FILLER] }), ['summon']],
  // The opponent's "Intruding Beetles" destroys the Set "Trap Hole".
  [
    160009064,
    theirTurn(160009064, { spellTraps: [set(TRAP_HOLE), set(160009064)] }, { hand: [160009051, FILLER], monsters: [{ card: bug('o1') }, { card: bug('o2') }] }),
    ['activate', 'select', { type: 'option', index: 1 }, 'select'],
  ],
  [160009065, theirTurn(160009065, {}, { hand: [mon('s7', 'Warrior', 7, 2600)], monsters: [{ card: FILLER }, { card: FILLER }, { card: DARK_HANDSHAKER }] }), ['summon', 'select', 'select']],
];
