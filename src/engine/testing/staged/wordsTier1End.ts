// Staged coverage positions for the last cards of tier 1 and their words (redirectAttack, a choice
// of different names, fewerTributes, battleImmune against, anyOf in a kept rule's filter, tossCoin) (see base.ts for the shape).
import { main, mon, theirTurn, type Staged } from './base';

const FILLER = 160320008;
const BLUE_EYES = 160001000; // LIGHT Dragon Normal, Level 8, 3000 ATK
const MAX_RAIDER = 160001016; // Level 7 Warrior Normal
const SOLJERSEY = 160011006; // Level 8 Warrior Normal

export const WORDS_TIER1_END_STAGED: Staged[] = [
  // Call of the Earthbound: the opponent attacks one of 2 monsters.
  [160001047, theirTurn(160001047, { monsters: [{ card: mon('w1', 'Warrior', 4, 1000) }, { card: mon('w2', 'Warrior', 4, 1200) }] }, { monsters: [{ card: BLUE_EYES }] }), ['enterBattle', 'attack']],
  // Icezark the Unequaled: 3 Level 7+ Warriors in the GY, 2 names among them.
  [160005022, main({ monsters: [{ card: 160005022 }], graveyard: [MAX_RAIDER, MAX_RAIDER, SOLJERSEY] })],
  // Dynamic Dino Dynamix in MAXIMUM mode, a monster in the hand, an opposing monster of Level 8 or lower.
  [160203006, main({ hand: [FILLER], monsters: [{ card: 160203006, maximum: { left: 160203005, right: 160203007 } }] }, { monsters: [{ card: FILLER }] })],
  // Double Twin Dragon: 3 monsters in the GY (its attack lock's filter holds an anyOf).
  [160205051, main({ monsters: [{ card: 160205051 }], graveyard: [FILLER, FILLER, FILLER] })],
  // Ice Pop Bear: Normal Summoned this turn, "Ama Lilith" in the GY.
  [160428037, main({ monsters: [{ card: 160428037, summonedHow: 'normal' }], graveyard: [160428042] })],
  // The coin tosses (tossCoin, heads): Abare Ushioni, Splendid Floor Master (a Fusion monster on the field),
  // Goddess of Whimsy and Barrel Dragon (an opposing monster), Jointech Tossceratops (in Attack Position).
  [160010042, main({ monsters: [{ card: 160010042 }] })],
  [160010044, main({ monsters: [{ card: 160010044, summonedHow: 'fusion' }] })],
  [160206011, main({ monsters: [{ card: 160206011 }] }, { monsters: [{ card: FILLER }] })],
  [160314001, main({ monsters: [{ card: 160314001 }] })],
  [160009000, main({ monsters: [{ card: 160009000 }] }, { monsters: [{ card: FILLER }] })],
  // Steel Soldier Gale Vainari and Time Wizard: a face-up monster on each side.
  [160014036, main({ monsters: [{ card: 160014036 }] }, { monsters: [{ card: FILLER }] })],
  [160446002, main({ monsters: [{ card: 160446002 }] }, { monsters: [{ card: FILLER }] })],
  // Silvermountain of Blisstopia: the opponent controls a face-up Level 8 monster.
  [160203030, main({ hand: [160203030] }, { monsters: [{ card: BLUE_EYES }] })],
];
