// Staged coverage positions for the pile stream of cards (see base.ts for the shape).
import { copies, fillerDeck, vanilla, type Staged } from './base';

export const PILE_STAGED: Staged[] = [
  // Washsprayer: Normal Summoned this turn, Bleach Mortar in the GY, a Level 8 monster across.
  [160202023, { turn: 3, phase: 'main', players: [{ deck: fillerDeck, monsters: [{ card: 160202023, summonedHow: 'normal' }], graveyard: [160202024] }, { deck: fillerDeck, monsters: [{ card: 160001000 }] }] }],
  [160202048, { turn: 3, phase: 'main', players: [{ deck: fillerDeck, hand: [160202048, 160320008] }, { deck: fillerDeck, hand: [160320008] }] }],
  [160204037, { turn: 3, phase: 'main', players: [{ deck: fillerDeck, monsters: [{ card: 160204037 }], graveyard: [vanilla('Dinosaur', 4)] }, { deck: fillerDeck }] }],
  [160201018, { turn: 3, phase: 'main', players: [{ deck: fillerDeck, hand: [160320008], monsters: [{ card: 160201018 }] }, { deck: fillerDeck, hand: [160320008, 160320008], monsters: [{ card: 160001000 }] }] }],
  [160004016, { turn: 3, phase: 'main', players: [{ deck: fillerDeck, monsters: [{ card: 160004016 }], graveyard: copies(4, 160320008) }, { deck: fillerDeck }] }],
  [160002022, { turn: 3, phase: 'main', players: [{ deck: [...fillerDeck, 160320008], hand: [160320008], monsters: [{ card: 160002022, summonedHow: 'tribute' }] }, { deck: fillerDeck, monsters: [{ card: 160320008 }] }] }],
  [160001040, { turn: 3, phase: 'main', players: [{ deck: fillerDeck, hand: [160001040] }, { deck: fillerDeck, monsters: [{ card: 160320008, position: 'defense', faceDown: true }] }] }],
  [160003032, { turn: 3, phase: 'main', players: [{ deck: fillerDeck, monsters: [{ card: 160003032 }] }, { deck: copies(6, 160320008) }] }],
  [160004031, { turn: 3, phase: 'main', players: [{ deck: fillerDeck, monsters: [{ card: 160004031, summonedHow: 'tribute' }] }, { deck: fillerDeck, monsters: [{ card: 160320008, position: 'defense', faceDown: true }] }] }],
  [160204015, { turn: 3, phase: 'main', players: [{ deck: fillerDeck, monsters: [{ card: 160204015 }], graveyard: [160320008] }, { deck: fillerDeck }] }],
  [160005017, { turn: 3, phase: 'main', players: [{ deck: fillerDeck, monsters: [{ card: 160005017 }], graveyard: [160405003] }, { deck: fillerDeck, monsters: [{ card: 160001000 }] }] }],
  [160204017, { turn: 3, phase: 'main', players: [{ deck: fillerDeck, monsters: [{ card: 160204017 }], graveyard: [160301010] }, { deck: fillerDeck }] }],
  [160304023, { turn: 3, phase: 'main', players: [{ deck: fillerDeck, hand: [160304023, 160002001] }, { deck: fillerDeck }] }],
];
