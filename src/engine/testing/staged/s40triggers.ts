// Staged coverage positions for the cards of the trigger words draw, activate, sentToGy and
// summon `from` (see base.ts for the shape). A Draw Phase draw is led by the turn player ending
// the turn; a Spell's activation by the opponent activating "Pot of Greed"-like draw Spell.
import { fillerDeck, main, mon, theirTurn, type Staged } from './base';

const FILLER = 160320008;
const DRAW_SPELL = 160411003; // a Normal Spell: draw 2
const REVIVE_SPELL = 160417004; // a Normal Spell: Special Summon a monster from either GY
const MILL_COST = 160002016; // a monster effect whose cost sends the top card of its Deck to the GY
const BLUE_EYES = 160001000;
const set = (id: number) => ({ card: id, faceDown: true });
const endTurn = ['endTurn'] as const;
/** The opponent's side for a Draw Phase draw: enough cards to draw 5 without decking out. */
const drawer = (p1: object = {}) => ({ deck: [...fillerDeck, ...fillerDeck], ...p1 });

export const S40_TRIGGERS_STAGED: Staged[] = [
  [160010064, theirTurn(160010064, {}, { hand: [REVIVE_SPELL], graveyard: [mon('g', 'Warrior', 4, 1000)] }), ['activate', 'select', 'option']],
  [160013066, theirTurn(160013066, {}, { hand: [REVIVE_SPELL], graveyard: [mon('g', 'Warrior', 4, 1000)] }), ['activate', 'select', 'option']],
  [160010058, theirTurn(160010058, { monsters: [{ card: FILLER }] }, { hand: [DRAW_SPELL] }), ['activate']],
  [160011060, theirTurn(160011060, { graveyard: [mon('g4', 'Warrior', 4, 1000)] }, { hand: [DRAW_SPELL] }), ['activate']],
  [160012063, theirTurn(160012063, {}, { hand: [DRAW_SPELL, FILLER] }), ['activate']],
  [160203050, main({ spellTraps: [set(160203050)] }, drawer({ monsters: [{ card: FILLER }] })), [...endTurn]],
  [160307026, main({ spellTraps: [set(160307026)], graveyard: [mon('f3', 'Fiend', 3, 1000), mon('f4', 'Fiend', 4, 1000)] }, drawer()), [...endTurn]],
  [160305027, main({ spellTraps: [set(160305027)], monsters: [{ card: FILLER }] }, drawer()), [...endTurn]],
  [160014066, main({ spellTraps: [set(160014066)], hand: [FILLER, FILLER], deck: [...fillerDeck, ...fillerDeck] }, drawer()), [...endTurn]],
  [160421030, theirTurn(160421030, { monsters: [{ card: mon('x', 'Warrior', 7, 2500) }], deck: [...fillerDeck, ...fillerDeck] }, { monsters: [{ card: MILL_COST }] }), ['activate', 'select']],
  [160019061, theirTurn(160019061, { monsters: [{ card: FILLER }] }, { hand: [DRAW_SPELL] }), ['activate']],
  [160322035, theirTurn(160322035, { monsters: [{ card: mon('m', 'Warrior', 4, 100) }], hand: [FILLER] }, { monsters: [{ card: BLUE_EYES }] }), ['enterBattle', 'attack']],
  [160212054, theirTurn(160212054, { monsters: [{ card: FILLER }], graveyard: [BLUE_EYES] }, { hand: [DRAW_SPELL] }), ['activate']],
  [160025060, theirTurn(160025060, {}, { hand: [DRAW_SPELL], graveyard: [FILLER] }), ['activate']],
  [160207048, theirTurn(160207048, { spellTraps: [set(160207048), set(DRAW_SPELL)], monsters: [{ card: mon('ss', 'Sea Serpent', 4, 1000) }] }, { hand: [DRAW_SPELL] }), ['activate']],
  [160024064, theirTurn(160024064, {}, { hand: [DRAW_SPELL], spellTraps: [set(DRAW_SPELL)] }), ['activate']],
  [160017065, main({ spellTraps: [set(160017065)], monsters: [{ card: BLUE_EYES }] }, { monsters: [{ card: FILLER }] }), ['enterBattle', 'attack']],
];
