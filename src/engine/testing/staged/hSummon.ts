// Staged coverage positions for the summon and material cards of session 43 (see base.ts for the shape).
import { main, type Staged } from './base';

const BEWD = 160001000;

export const H_SUMMON_STAGED: Staged[] = [
  // The Ultimate Blue-Eyed Legend: three Blue-Eyes White Dragons, Blue-Eyes Ultimate Dragon in the Extra Deck.
  [160319027, main({ hand: [160319027, BEWD], monsters: [{ card: BEWD }, { card: BEWD }], extra: [160319001] })],
  // Meteor Flare Fusion: Summoned Skull and Red-Eyes Black Dragon, Black Skull Dragon in the Extra Deck, a card opposite.
  [160015057, main({ hand: [160015057, 160404001], monsters: [{ card: 160003000 }], extra: [160016000] }, { spellTraps: [{ card: 160204050, faceDown: true }] })],
  // Dice Key Mix: Shearkyrie and Needlkyrie beside it, Hagoromo in the Extra Deck.
  [160019007, main({ monsters: [{ card: 160019007 }, { card: 160008014 }, { card: 160007001 }], extra: [160209042] })],
];
