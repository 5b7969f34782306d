// Staged coverage positions for the Ritual cards and summon rules of session 44 (see base.ts for
// the shape): each Ritual Spell in hand with its Ritual monster in the Extra Deck and its
// Tributes on the field; each Trap Set with the opponent about to open its window.
import { copies, main, mon, theirTurn, type Staged } from './base';

const YORISHIRO = 160024008;
const OFFERING = 160024047;
const SARCOPHAGUS = 160024048;
const SPIRIT = 160024061;
const STRAIGH = 160024016; // a Level 4 Effect Monster

export const H_RITUAL_STAGED: Staged[] = [
  // Monumenthes Festival: its three cards in the hand and Set, Yorishiro on the field.
  [160024046, main({ hand: [160024046, OFFERING, SARCOPHAGUS], spellTraps: [{ card: SPIRIT, faceDown: true }], monsters: [{ card: YORISHIRO }], extra: [160024037] })],
  // Luna Moonforce Alba: Ritual Summoned this turn, few monsters in the GY.
  [160024038, main({ monsters: [{ card: 160024038, summonedHow: 'ritual' }] })],
  // Endless Partner: Galaxies of Levels 3 and 2 on the field, Luna Moonforce Alba in the Extra Deck.
  [160024050, main({ hand: [160024050], monsters: [{ card: mon('g3', 'Galaxy', 3, 1000, 'DARK') }, { card: mon('g2', 'Galaxy', 2, 1000, 'LIGHT') }], extra: [160024038] })],
  // Card Trooper: a Deck of 10 cards.
  [160402044, main({ monsters: [{ card: 160402044 }], deck: copies(10, 160320008) })],
  // Spirit of Isyria: the opponent Normal Summons an Effect Monster on its turn.
  [SPIRIT, theirTurn(SPIRIT, {}, { hand: [STRAIGH] }), ['summon']],
];
