// Staged coverage positions for the t8 batch of cards, set 160012 (see base.ts for the shape).
import { fillerDeck, type Staged } from './base';

const FILLER = 160320008;
const FUSION = 160204050;
/** An inline Normal Monster. */
const mon = (ref: string, race: string, level: number, atk: number, attribute = 'EARTH', def = 0) => ({ vanilla: { name: ref, level, atk, def, attribute, race }, ref });
const main = (p0: object, p1: object = {}) => ({ turn: 3, phase: 'main', players: [{ deck: fillerDeck, ...p0 }, { deck: fillerDeck, ...p1 }] });
const normal = (id: number) => ({ card: id, summonedHow: 'normal' });

export const T8_STAGED: Staged[] = [
  [160012009, main({ monsters: [normal(160012009)], graveyard: [mon('gx', 'Galaxy', 4, 1000, 'DARK')] })],
  [160012023, main({ hand: [FUSION], monsters: [normal(160012023)] })],
  [160012042, main({ hand: [160012042, FILLER] })],
  [160012050, main({ hand: [160012050, FILLER], monsters: [{ card: 160007017 }] }, { monsters: [{ card: FILLER }] })],
  [160012052, main({ hand: [160012052, FILLER], graveyard: [mon('cw', 'Celestial Warrior', 4, 1000, 'DARK')] })],
];
