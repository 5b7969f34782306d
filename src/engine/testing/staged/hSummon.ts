// Staged coverage positions for the summon and material cards of session 43 (see base.ts for the shape).
import { main, type Staged } from './base';

const BEWD = 160001000;

export const H_SUMMON_STAGED: Staged[] = [
  // The Ultimate Blue-Eyed Legend: three Blue-Eyes White Dragons, Blue-Eyes Ultimate Dragon in the Extra Deck.
  [160319027, main({ hand: [160319027, BEWD], monsters: [{ card: BEWD }, { card: BEWD }], extra: [160319001] })],
];
