// Staged coverage positions for the range leftovers of session 46 (see base.ts for the shape).
import { main, mon, theirTurn, type Staged } from './base';

export const S46_G5_STAGED: Staged[] = [
  // Celeb Rose Luxury Magicians on the field, a Level 4 LIGHT Spellcaster in the GY.
  [160013042, main({ monsters: [{ card: 160013042 }], graveyard: [mon('ls', 'Spellcaster', 4, 1500, 'LIGHT')] })],
  // Wooly Wonderland Wave Schaf on the field, a Deck to send from.
  [160010026, main({ monsters: [{ card: 160010026 }], graveyard: [160009006] })],
  // Makiu, the Magical Mist: Summoned Skull on the field, a face-up opponent monster with 1000 DEF.
  [160008058, main({ hand: [160008058], monsters: [{ card: 160003000 }] }, { monsters: [{ card: mon('d10', 'Warrior', 4, 100, 'EARTH', 1000) }] })],
  // Shadow Flower Clone: a card to place under the Deck, a Level 4 Plant Normal Monster on the field and one in the GY.
  [160011049, main({ hand: [160011049, 160320008], monsters: [{ card: 160008009 }], graveyard: [160008009] })],
  // Excutie Riding!: a 0 ATK monster in the GY; the opponent Normal Summons Abyss Soldier (1800 ATK) on their turn.
  [160014064, theirTurn(160014064, { graveyard: [mon('z', 'Fairy', 1, 0)] }, { hand: [160010000] }), ['summon']],
  // Valkyrian Guard: a Level 4 Spellcaster in the GY, Magician's Valkyria on the field; the opponent Normal Summons on their turn.
  [160205066, theirTurn(160205066, { graveyard: [mon('sc', 'Spellcaster', 4, 1200, 'LIGHT')], monsters: [{ card: 160432002 }] }, { hand: [160320008] }), ['summon']],
  // Gilford the Legend, Normal Summoned this turn, "Equipment of Ascension" in the GY.
  [160012029, main({ monsters: [{ card: 160012029, summonedHow: 'tribute' }], graveyard: [160011059] })],
];
