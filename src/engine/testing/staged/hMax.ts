// Staged coverage positions for the MAXIMUM monsters of session 44 (see base.ts for the shape).
import { main, mon, type Staged } from './base';

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
];
