// Staged coverage positions for the second round of sets 160216, 160022 and 160023 (session 45; see base.ts for the shape).
import { copies, fillerDeck, main, mon, theirTurn, type Staged } from './base';

export const S45_LATE3_STAGED: Staged[] = [
  // Osmanjupiter the Planetairy, Normal Summoned this turn, a Level 7 Galaxy with 900 ATK in the GY.
  [160216049, main({ monsters: [{ card: 160216049, summonedHow: 'normal' }], graveyard: [mon('g7', 'Galaxy', 7, 900)] })],
  // Marsphlox the Planetairy, Normal Summoned this turn, a monster on the opponent's field.
  [160216050, main({ monsters: [{ card: 160216050, summonedHow: 'normal' }] }, { monsters: [{ card: 160320008 }] })],
  // Yewearth the Planetairy, Normal Summoned this turn beside another monster, a Deck of 10.
  [160216051, main({ monsters: [{ card: 160216051, summonedHow: 'normal' }, { card: 160320008 }], deck: copies(10, 160320008) })],
  // Dendrovenus the Planetairy, Normal Summoned this turn.
  [160216052, main({ monsters: [{ card: 160216052, summonedHow: 'normal' }] })],
  // Necromaid Carriage on the field, a Zombie at the bottom of the Deck.
  [160023018, main({ monsters: [{ card: 160023018 }], deck: [160320008, mon('z3', 'Zombie', 3, 1000)] })],
  // Power Shockborg (a Machine), Normal Summoned this turn.
  [160023022, main({ monsters: [{ card: 160023022, summonedHow: 'normal' }] })],
  // Power Capsule Blue: Gradius on the field, a Level 4 monster on the opponent's field.
  [160023055, main({ hand: [160023055], monsters: [{ card: 160023001 }] }, { monsters: [{ card: 160320008 }] })],
  // Hack for the Intel Set, a WIND monster with 1200 DEF in the GY; the turn ends, the opponent's normal draw opens its window.
  [160022059, main({ spellTraps: [{ card: 160022059, faceDown: true }], graveyard: [mon('w', 'Warrior', 4, 500, 'WIND', 1200)] }, { deck: [...fillerDeck, ...fillerDeck] }), ['endTurn']],
  // Reviver of Chaos: two Level 4 monsters with 500 ATK/1000 DEF in the GY.
  [160216036, main({ monsters: [{ card: 160216036 }], graveyard: [mon('a4', 'Warrior', 4, 500, 'EARTH', 1000), mon('b4', 'Warrior', 4, 500, 'EARTH', 1000)] })],
  // Condurglar the Assisting Anthem: two WIND Psychics without 1300 ATK in the GY.
  [160216064, main({ monsters: [{ card: 160216064 }], graveyard: [mon('p1', 'Psychic', 4, 1000, 'WIND'), mon('p2', 'Psychic', 4, 1500, 'WIND')] })],
  // Necromaid Cleaner, Normal Summoned this turn.
  [160023016, main({ monsters: [{ card: 160023016, summonedHow: 'normal' }] })],
  // Abysskite Kaleido-Dress Set, a LIGHT Sea Serpent and 2 monsters in the GY; the opponent summons.
  [160022061, theirTurn(160022061, { monsters: [{ card: mon('s', 'Sea Serpent', 4, 1000, 'LIGHT') }], graveyard: copies(2, 160320008) }, { hand: [160320008] }), ['summon']],
  // Evolution Result Flash Set, a Machine Fusion monster in the GY; the opponent's attack destroys a monster.
  [160022063, theirTurn(160022063, { monsters: [{ card: mon('v', 'Warrior', 4, 100) }], graveyard: [160007037] }, { monsters: [{ card: mon('a', 'Warrior', 4, 2000) }] }), ['enterBattle', 'attack']],
  // Sacred Tower in Collapse Set, a card in the hand and a monster; the opponent Normal Summons an Effect Monster.
  [160022064, theirTurn(160022064, { hand: [160320008], monsters: [{ card: 160320008 }] }, { hand: [160216052] }), ['summon']],
  // Kaien the Molten Martial Machine on the field, a Deck of 10, The Magnificent Blazephant in the GY.
  [160023032, main({ monsters: [{ card: 160023032 }], deck: copies(10, 160320008), graveyard: [160023068] })],
  // Rikuen the Molten Martial Machine in the hand beside Kaien (a Level 7 FIRE Machine) to reveal.
  [160023033, main({ hand: [160023033, 160023032] })],
  // OuTerverSe Diversity Scream Set, an "OuTerverSe" in the GY; the opponent attacks.
  [160022057, theirTurn(160022057, { monsters: [{ card: mon('v', 'Warrior', 4, 100) }], graveyard: [160022008] }, { monsters: [{ card: mon('a', 'Warrior', 4, 2000) }] }), ['enterBattle', 'attack']],
  // Wooly Wonderland Naptime Set, a Deck to send 3 from; the opponent summons.
  [160216029, theirTurn(160216029, { deck: [mon('b', 'Beast', 4, 1000), ...fillerDeck] }, { hand: [160320008] }), ['summon']],
  // Chaos Ceremonial Object: a Deck of 3 holding Black Luster Ritual.
  [160216040, main({ hand: [160216040], deck: [160216038, ...copies(2, 160320008)] })],
  // Vivid Head on the field, a Deck of 4.
  [160022013, main({ monsters: [{ card: 160022013 }], deck: copies(4, 160320008) })],
  // Saturnchamomille the Planetairy, Normal Summoned this turn beside a Galaxy with 900 ATK, Cosmostar the Black Hole Polairy in the Extra Deck.
  [160216048, main({ monsters: [{ card: 160216048, summonedHow: 'normal' }, { card: mon('g', 'Galaxy', 4, 900) }], extra: [160216044] })],
  // Exchange of the Meeeg Set, 15 Beasts in the GY and a card in the hand; the opponent activates a draw Spell.
  [160216030, theirTurn(160216030, { hand: [160320008], graveyard: Array.from({ length: 15 }, (_, i) => mon(`b${i}`, 'Beast', 4, 1000)) }, { hand: [160411003] }), ['activate']],
];
