// Staged coverage positions for set 160005 (see base.ts for the shape).
import { fillerDeck, main, type Staged } from './base';

/** An inline Normal Monster with the figures a position needs (ref: its name). */
const mon = (name: string, race: string, level: number, atk = 1000, def = 0, attribute = 'EARTH') => ({ vanilla: { name, level, atk, def, attribute, race }, ref: name });
// The opponent (seat 1) acts on its turn; seat 0 holds the Trap Set on an earlier turn.
const theirs = (p0: object, p1: object) => ({ turn: 3, turnPlayer: 1, phase: 'main', players: [{ deck: fillerDeck, ...p0 }, { deck: fillerDeck, ...p1 }] });
const trap = (id: number) => ({ spellTraps: [{ card: id, faceDown: true }] });
const OPP = { monsters: [{ card: 160320008 }] };
const VULCAN = { card: 160005015, maximum: { left: 160005014, right: 160005016 } };
const POT = 160411003;
const TRAP_HOLE = 160202019;

export const SET160005_STAGED: Staged[] = [
  [160005013, main({ monsters: [{ card: 160005013, summonedHow: 'normal' }], graveyard: [mon('Ice', 'Aqua', 4, 1000, 0, 'WATER')] }, { spellTraps: [{ card: POT, faceDown: true }] })],
  [160005014, main({ monsters: [VULCAN] }, OPP)],
  [160005016, main({ monsters: [VULCAN] }, OPP)],
  [160005018, main({ hand: [160320008], monsters: [{ card: 160005018 }], graveyard: [160201039] })],
  [160005020, main({ monsters: [{ card: 160005020 }], graveyard: [mon('Zero', 'Warrior', 4, 0)] }, OPP)],
  [160005023, main({ monsters: [{ card: 160005023 }, { card: mon('Fiend7', 'Fiend', 7) }], graveyard: [mon('Fiend8', 'Fiend', 8)] })],
  [160005027, main({ monsters: [{ card: 160005027 }, { card: mon('Plant7', 'Plant', 7) }] }, { monsters: [{ card: 160320008, position: 'defense' }] })],
  [160005029, main({ hand: [mon('Plant3', 'Plant', 3)], monsters: [{ card: 160005029 }], graveyard: [160005029] })],
  [160005030, main({ monsters: [{ card: 160005030 }, { card: mon('Plant3', 'Plant', 3) }] }, { monsters: [{ card: mon('Earth8', 'Warrior', 8) }] })],
  [160005031, main({ hand: [mon('Plant7', 'Plant', 7)], monsters: [{ card: 160005031 }], graveyard: [mon('Plant3', 'Plant', 3)] })],
  [160005033, main({ hand: [POT, TRAP_HOLE], monsters: [{ card: 160005033 }] })],
  [160005034, main({ monsters: [{ card: 160005034 }], graveyard: [TRAP_HOLE] })],
  [160005036, main({ monsters: [{ card: 160005036 }, { card: 160005002 }], graveyard: [mon('Psychic7', 'Psychic', 7)] })],
  [160005037, main({ monsters: [{ card: 160005037 }], graveyard: [160002039] })],
  [160005038, main({ monsters: [{ card: 160005038 }] }, OPP)],
  [160005039, main({ hand: [160005039, mon('Psychic7', 'Psychic', 7)], monsters: [{ card: 160005002 }] })],
  [160005040, main({ hand: [160005040], graveyard: [160005002, 160005002, 160005002] })],
  [160005041, main({ hand: [160005041, mon('Fiend3', 'Fiend', 3)], monsters: [{ card: mon('LightFiend', 'Fiend', 4, 1000, 0, 'LIGHT') }] })],
  [160005044, main({ hand: [160005044, 160320008] }, OPP)],
  [160005046, main({ hand: [160005046, mon('Aqua3', 'Aqua', 3)], monsters: [{ card: mon('Aqua8', 'Aqua', 8) }] }, OPP)],
  [160005049, main({ hand: [160005049], field: { card: 160002039 }, graveyard: [mon('BeastWarrior4', 'Beast-Warrior', 4)] })],
  [160005052, main({ hand: [160005052], graveyard: [160320008] })],
  [160005053, main({ hand: [160005053], monsters: [{ card: 160320008 }, { card: 160320008 }] }, { spellTraps: [{ card: POT, faceDown: true }] })],
  // Traps: the opponent's attack or summon opens their window.
  [160005056, theirs({ monsters: [{ card: mon('Aqua8', 'Aqua', 8, 1000, 3000) }], ...trap(160005056) }, OPP), ['enterBattle', 'attack']],
  [160005057, theirs({ monsters: [{ card: mon('Plant3', 'Plant', 3, 1000, 3000) }], graveyard: [mon('PlantA', 'Plant', 4), mon('PlantB', 'Plant', 4)], ...trap(160005057) }, OPP), ['enterBattle', 'attack']],
  [160005059, theirs({ monsters: [{ card: mon('Bird', 'Winged Beast', 4) }], ...trap(160005059) }, { hand: [mon('Big5', 'Warrior', 5)], monsters: [{ card: 160320008 }] }), [{ type: 'summon', position: 'attack' }, 'select']],
  [160005060, theirs({ monsters: [{ card: mon('Bird', 'Winged Beast', 4) }], graveyard: [160005034], ...trap(160005060) }, { hand: [160320008] }), [{ type: 'summon', position: 'attack' }]],
  [160005061, theirs({ monsters: [{ card: 160320008 }], ...trap(160005061) }, OPP), ['enterBattle', 'attack']],
];
