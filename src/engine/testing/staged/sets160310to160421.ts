// Staged coverage positions for the t9 batch of cards (see base.ts for the shape).
import { fillerDeck, type Staged } from './base';

const FILLER = 160320008;
const UMI = 160003052;
/** An inline Normal Monster. */
const mon = (ref: string, race: string, level: number, atk: number, attribute = 'EARTH', def = 0) => ({ vanilla: { name: ref, level, atk, def, attribute, race }, ref });
const main = (p0: object, p1: object = {}) => ({ turn: 3, phase: 'main', players: [{ deck: fillerDeck, ...p0 }, { deck: fillerDeck, ...p1 }] });
/** The opponent (seat 1) acts on its turn; seat 0 holds the Trap Set on an earlier turn. */
const theirTurn = (trap: number, p0: object, p1: object) => ({
  turn: 3,
  turnPlayer: 1,
  phase: 'main',
  players: [{ deck: fillerDeck, spellTraps: [{ card: trap, faceDown: true }], ...p0 }, { deck: fillerDeck, ...p1 }],
});

export const SETS160310TO160421_STAGED: Staged[] = [
  [160007000, main({ monsters: [{ card: 160007000 }], field: { card: UMI } }, { monsters: [{ card: FILLER }] })],
  [160007021, main({ monsters: [{ card: 160007021 }, { card: mon('f', 'Fish', 4, 1000, 'WATER') }], field: { card: UMI } })],
  [160007023, main({ monsters: [{ card: 160007023 }], hand: [UMI] })],
  [160007058, theirTurn(160007058, { monsters: [{ card: mon('f', 'Fish', 4, 1000, 'WATER') }], graveyard: [UMI] }, { monsters: [{ card: mon('a', 'Dragon', 4, 2000) }] }), ['enterBattle', 'attack']],
  [160007059, theirTurn(160007059, { field: { card: UMI }, graveyard: [mon('s', 'Sea Serpent', 4, 1000, 'WATER')] }, { monsters: [{ card: mon('a', 'Dragon', 4, 2000) }] }), ['enterBattle', 'attack']],
  [160310003, main({ hand: [160310003], graveyard: [mon('n1', 'Warrior', 4, 1000), mon('n2', 'Warrior', 4, 1000)] })],
  [160310010, main({ hand: [160310010, mon('n5', 'Warrior', 5, 2000)] })],
  [160311005, main({ monsters: [{ card: 160311005 }], graveyard: [mon('g1', 'Galaxy', 4, 0), mon('g2', 'Galaxy', 4, 0), mon('g3', 'Galaxy', 4, 0), mon('g4', 'Galaxy', 4, 0)] })],
  [160311009, main({ monsters: [{ card: 160311009 }, { card: mon('g', 'Galaxy', 4, 1000, 'LIGHT') }] }, { monsters: [{ card: FILLER }] })],
  [160311016, main({ monsters: [{ card: 160311016 }], graveyard: Array.from({ length: 10 }, (_, i) => mon(`a${i}`, 'Warrior', 4, 0)) })],
  [160311025, main({ hand: [160311025], monsters: [{ card: mon('g', 'Galaxy', 4, 1000) }] }, { spellTraps: [{ card: 160310010, faceDown: true }] })],
  [160314009, main({ monsters: [{ card: 160314009 }] }, { spellTraps: [{ card: 160310010, faceDown: true }] })],
  [160314010, main({ hand: [160314010], graveyard: [mon('m4', 'Machine', 4, 1400)] }, { spellTraps: [{ card: 160310010, faceDown: true }, { card: 160310003, faceDown: true }] }), ['summon']],
  [160316017, main({ hand: [160316017], graveyard: [160316015] }), ['summon']],
  [160316018, main({ monsters: [{ card: 160316018 }], graveyard: [160316017] })],
  [160421018, main({ monsters: [{ card: 160421018 }] })],
  [160421028, main({ hand: [160421028], monsters: [{ card: 160001000 }] }, { monsters: [{ card: FILLER }] })],
  [160421029, main({ hand: [160421029, FILLER, FILLER], graveyard: [160310010] })],
  [160421040, main({ monsters: [{ card: 160421040 }], hand: [160001000] })],
  [160311002, main({ monsters: [{ card: 160311002 }], hand: [mon('g', 'Galaxy', 4, 1000)] }, { monsters: [{ card: FILLER }] })],
  [160311017, main({ monsters: [{ card: 160311017 }], graveyard: [mon('gl', 'Galaxy', 4, 1000, 'LIGHT')] })],
  [160311022, main({ hand: [160311022], monsters: [{ card: mon('g', 'Galaxy', 4, 1000) }], graveyard: [mon('a1', 'Galaxy', 4, 0), mon('a2', 'Galaxy', 4, 0), mon('a3', 'Galaxy', 4, 0)] })],
  [160311030, theirTurn(160311030, { monsters: [{ card: mon('g', 'Galaxy', 4, 1000) }] }, { hand: [FILLER] }), ['summon']],
  [160312030, theirTurn(160312030, { graveyard: [mon('m1', 'Machine', 4, 0), mon('m2', 'Machine', 4, 0), mon('m3', 'Machine', 4, 0)] }, { monsters: [{ card: mon('a', 'Dragon', 4, 2000) }] }), ['enterBattle', 'attack']],
  [160314018, main({ monsters: [{ card: 160314018 }, { card: mon('m1', 'Machine', 4, 0) }, { card: mon('m2', 'Machine', 4, 0) }] }, { monsters: [{ card: FILLER, position: 'defense', faceDown: true }] })],
  [160314022, main({ monsters: [{ card: 160314022 }], hand: [mon('m', 'Machine', 4, 0)] }, { monsters: [{ card: FILLER }] })],
  [160314030, theirTurn(160314030, { monsters: [{ card: FILLER }], graveyard: [mon('m', 'Machine', 4, 0)] }, { monsters: [{ card: mon('a', 'Dragon', 4, 2000) }] }), ['enterBattle', 'attack']],
  [160315011, main({ hand: [160315011], monsters: [{ card: mon('d', 'Dragon', 4, 1000) }] }, { monsters: [{ card: FILLER }] }), ['summon']],
  [160316028, main({ hand: [160316028], monsters: [{ card: mon('p', 'Pyro', 4, 1000, 'FIRE') }], graveyard: [mon('gp', 'Pyro', 4, 0, 'FIRE')] })],
  [160317018, main({ monsters: [{ card: 160317018 }, { card: mon('g7', 'Galaxy', 7, 2500) }] }, { monsters: [{ card: mon('o', 'Fairy', 6, 2000, 'LIGHT') }] })],
  [160421013, main({ monsters: [{ card: 160421013 }], graveyard: [mon('c1', 'Cyberse', 4, 0), mon('c2', 'Cyberse', 4, 0), mon('c3', 'Cyberse', 4, 0)] })],
  [160421038, main({ monsters: [{ card: 160421038 }, { card: mon('w', 'Warrior', 4, 0) }] }, { spellTraps: [{ card: 160310010, faceDown: true }] })],
  [160315008, main({ monsters: [{ card: 160315008 }] })],
  [160315029, main({ hand: [160315029, mon('d', 'Dragon', 4, 1500)], graveyard: [mon('gd', 'Dragon', 4, 0)] }, { field: { card: UMI } })],
  [160317015, main({ monsters: [{ card: 160317015 }], graveyard: [mon('a1', 'Galaxy', 4, 0, 'DARK'), mon('a2', 'Galaxy', 4, 0, 'DARK'), mon('a3', 'Galaxy', 4, 0, 'DARK')] })],
  [160317021, main({ hand: [160317021, FILLER], graveyard: [mon('g', 'Galaxy', 4, 0, 'DARK')] })],
  [160421024, main({ hand: [160421024], graveyard: [mon('n7', 'Warrior', 7, 2000)] })],
  [160421031, { turn: 3, turnPlayer: 1, phase: 'main', players: [{ deck: fillerDeck, spellTraps: [{ card: 160310010, faceDown: true }, { card: 160421031, faceDown: true }] }, { deck: fillerDeck, hand: [160311025], monsters: [{ card: mon('g', 'Galaxy', 4, 0) }, { card: 160421013 }] }] }, ['activate', 'select', 'done']],
  [160421053, theirTurn(160421053, { monsters: [{ card: 160404001 }] }, { hand: [mon('s5', 'Dragon', 5, 2000)], monsters: [{ card: FILLER }] }), ['summon', 'select', 'done']],
  [160311004, main({ monsters: [{ card: 160311004 }], hand: [FILLER], graveyard: [mon('g1', 'Galaxy', 6, 1500), mon('g2', 'Galaxy', 4, 1000)] })],
  [160315020, main({ monsters: [{ card: 160315020 }], hand: [160310010], graveyard: [mon('d1', 'Dragon', 4, 1500, 'LIGHT'), mon('d2', 'Dragon', 3, 1000, 'LIGHT')] }, { monsters: [{ card: FILLER }] })],
  [160421039, main({ monsters: [{ card: 160421039 }], graveyard: [160203018] }, { monsters: [{ card: FILLER }, { card: FILLER }] })],
];
