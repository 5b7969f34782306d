// Staged coverage positions for the MAXIMUM monsters of session 44 (see base.ts for the shape).
import { fillerDeck, main, mon, theirTurn, type Staged } from './base';

const FILLER = 160320008;
const tenCards = Array.from({ length: 10 }, () => FILLER);
const RAILARTILLERY = { card: 160207002, maximum: { left: 160207001, right: 160207003 } };
const DESPAIRACION = { card: 160205008, maximum: { left: 160205007, right: 160205009 } };
const POSEIDRA = { card: 160207014, maximum: { left: 160207013, right: 160207015 } };
const KRAKEN = { card: 160207017, maximum: { left: 160207016, right: 160207018 } };
const FORTREX = { card: 160014004, maximum: { left: 160014003, right: 160014005 } };
const seaSerpents = Array.from({ length: 5 }, (_, i) => mon(`s${String(i)}`, 'Sea Serpent', 4, 1000, 'WATER'));

export const H_MAX_STAGED: Staged[] = [
  // Supreme Railartillery Magnum Overlord in MAXIMUM mode, alone, 10 cards in the Deck, monsters in the GYs and the hand.
  [160207001, main({ deck: tenCards, monsters: [RAILARTILLERY], graveyard: [FILLER, FILLER] }, { graveyard: [FILLER] })],
  [160207002, main({ monsters: [RAILARTILLERY] })],
  [160207003, main({ hand: [mon('h7', 'Machine', 7, 2000)], monsters: [RAILARTILLERY] })],
  // Doomblaze Fiend Overlord Despairacion: two MAXIMUM pieces in the hand, a card opposite.
  [160205008, main({ hand: [160207001, 160207003], monsters: [DESPAIRACION] }, { monsters: [{ card: FILLER }] })],
  // Abyss Poseidra: five Sea Serpents and three MAXIMUM pieces in the GY, two monsters opposite.
  [160207013, main({ monsters: [POSEIDRA], graveyard: [...seaSerpents, 160207001, 160207002, 160207003] }, { monsters: [{ card: FILLER }, { card: FILLER }] })],
  // Abyss Kraken: a monster in the GY, a face-up monster and a Set card opposite; a card in the hand.
  [160207016, main({ monsters: [KRAKEN], graveyard: [FILLER] }, { monsters: [{ card: FILLER }], spellTraps: [{ card: 160417005, faceDown: true }] })],
  [160207018, main({ hand: [FILLER], monsters: [KRAKEN] }, { monsters: [{ card: FILLER }] })],
  // Mega Jointech Fortrex: an EARTH Machine in the hand, three monsters in each GY.
  [160014003, main({ hand: [mon('em', 'Machine', 4, 1000)], monsters: [FORTREX] })],
  [160014005, main({ monsters: [FORTREX], graveyard: [FILLER, FILLER, FILLER] }, { graveyard: [FILLER, FILLER, FILLER] })],
  // Landporter MAX: a Fortrex piece in the GY to add.
  [160014041, main({ monsters: [{ card: 160014041 }], graveyard: [160014003] })],
  // Corruption of the Blaze Fiends: a face-up Level 4 Fiend, a Despairacion piece in the GY.
  [160205016, main({ hand: [160205016], monsters: [{ card: mon('f4', 'Fiend', 4, 1000, 'DARK') }], graveyard: [160205008] })],
  // Ultima Stallion of the Blaze Fiends: three Fiends in the GY, two of them Despairacion pieces.
  [160402054, main({ monsters: [{ card: 160402054 }], graveyard: [160205007, 160205009, mon('f4', 'Fiend', 4, 1000, 'DARK')] })],
  // Excutie Lilius: a face-up Level 6 monster with 500 DEF for its summon rule.
  [160205034, main({ hand: [160205034], monsters: [{ card: mon('s6', 'Fiend', 6, 1000, 'DARK', 500) }] })],
  // Silent Doom: a Normal Monster in the GY. Rising Soldier: a face-up Level 4 monster opposite.
  [160436004, main({ hand: [160436004], graveyard: [FILLER] })],
  [160205059, main({ monsters: [{ card: 160205059 }] }, { monsters: [{ card: FILLER }] })],
  // Magma Dragon: Normal Summoned this turn, a Wyrm in the GY.
  [160402064, main({ monsters: [{ card: 160402064, summonedHow: 'normal' }], graveyard: [mon('w', 'Wyrm', 4, 1000)] })],
  // Jar of Greed: the opponent Normal Summons.
  [160402061, theirTurn(160402061, {}, { deck: fillerDeck, hand: [FILLER] }), ['summon']],
];
