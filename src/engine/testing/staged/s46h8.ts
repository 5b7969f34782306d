// Staged coverage positions for the hand summons with a cost of session 46 (see base.ts for the shape).
import { main, mon, type Staged } from './base';

export const S46_H8_STAGED: Staged[] = [
  // Great Moth: a Petit Moth on the field to send (its summon rule).
  [160217035, main({ hand: [160217035], monsters: [{ card: 160001008 }] })],
  // Lana the Holy Wind of Healing: another card in the hand (its summon rule); then Special Summoned this turn, a card to send, a Trap of the opponent.
  [160217044, main({ hand: [160217044, mon('h1', 'Fairy', 4, 1000)] })],
  [160217044, main({ monsters: [{ card: 160217044, summonedHow: 'special' }], hand: [mon('h2', 'Fairy', 4, 1000)] }, { spellTraps: [{ card: 160217058 }] })],
  // Pulsating Cocoon of Evolution on the field, Great Moth in the GY, Perfectly Ultimate Great Moth in the Extra Deck.
  [160217036, main({ monsters: [{ card: 160217036 }], graveyard: [160217035], extra: [160217031] })],
  // Player #C39: Home Run Smasher V: a face-up Level 8 FIRE monster on the field (its summon rule); then Special Summoned this turn, a Level 8 monster in the GY, an opponent monster.
  [160219028, main({ hand: [160219028], monsters: [{ card: mon('f8', 'Warrior', 8, 2500, 'FIRE') }] })],
  [160219028, main({ monsters: [{ card: 160219028, summonedHow: 'special' }], graveyard: [mon('g8', 'Warrior', 8, 2000)] }, { monsters: [{ card: mon('o1', 'Warrior', 4, 1000) }] })],
];
