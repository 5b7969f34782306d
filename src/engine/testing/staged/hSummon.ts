// Staged coverage positions for the summon and material cards of session 43 (see base.ts for the shape).
import { main, type Lead, type Staged } from './base';

const BEWD = 160001000;
const FILLER = 160320008;
const fillers = (n: number): { card: number }[] => Array.from({ length: n }, () => ({ card: FILLER }));
// Tribute Summoned by its own rule (three Tributes) in the lead actions.
const BY_RULE: Lead[] = [{ type: 'summon', rule: 0 }, 'select', 'select', 'select'];

export const H_SUMMON_STAGED: Staged[] = [
  // The Ultimate Blue-Eyed Legend: three Blue-Eyes White Dragons, Blue-Eyes Ultimate Dragon in the Extra Deck.
  [160319027, main({ hand: [160319027, BEWD], monsters: [{ card: BEWD }, { card: BEWD }], extra: [160319001] })],
  // Meteor Flare Fusion: Summoned Skull and Red-Eyes Black Dragon, Black Skull Dragon in the Extra Deck, a card opposite.
  [160015057, main({ hand: [160015057, 160404001], monsters: [{ card: 160003000 }], extra: [160016000] }, { spellTraps: [{ card: 160204050, faceDown: true }] })],
  // Dice Key Mix: Shearkyrie and Needlkyrie beside it, Hagoromo in the Extra Deck.
  [160019007, main({ monsters: [{ card: 160019007 }, { card: 160008014 }, { card: 160007001 }], extra: [160209042] })],
  // Voidvelg God Requiem: three monsters to Tribute, five in the GY, a face-up monster opposite.
  [160402037, main({ hand: [160402037], monsters: fillers(3), graveyard: Array(5).fill(FILLER) }, { monsters: [{ card: FILLER }] }), BY_RULE],
  // Galactica God Oblivion: the same, a Set card opposite.
  [160409007, main({ hand: [160409007], monsters: fillers(3), graveyard: Array(5).fill(FILLER) }, { spellTraps: [{ card: 160204050, faceDown: true }] }), BY_RULE],
  // Infernal Flame Emperor: Tribute Summoned this turn, a FIRE monster in the GY, a Set card opposite.
  [160402045, main({ monsters: [{ card: 160402045, summonedHow: 'tribute' }], graveyard: [160402045] }, { spellTraps: [{ card: 160204050, faceDown: true }] })],
  // Jointech Hero: Tribute Summoned in the lead actions with Jointech Ace and another monster.
  [160014008, main({ hand: [160014008], monsters: [{ card: 160312010 }, { card: FILLER }] }), [{ type: 'summon', position: 'attack' }, 'select', 'select']],
];
