// Staged coverage positions for the Charmers and their Familiars (session 46, see base.ts for the shape).
import { main, mon, type Staged } from './base';

const spellcaster = mon('sp', 'Spellcaster', 3, 500, 'DARK', 1500);
export const S46_H9_STAGED: Staged[] = [
  // The four Charmers: another face-up Spellcaster with 1500 DEF, a monster of their Attribute on the opponent's field.
  [160218001, main({ monsters: [{ card: 160218001 }, { card: spellcaster }] }, { monsters: [{ card: mon('e', 'Warrior', 4, 1000, 'EARTH') }] })],
  [160218002, main({ monsters: [{ card: 160218002 }, { card: spellcaster }] }, { monsters: [{ card: mon('w', 'Warrior', 4, 1000, 'WATER') }] })],
  [160218003, main({ monsters: [{ card: 160218003 }, { card: spellcaster }] }, { monsters: [{ card: mon('f', 'Warrior', 4, 1000, 'FIRE') }] })],
  [160218004, main({ monsters: [{ card: 160218004 }, { card: spellcaster }] }, { monsters: [{ card: mon('wi', 'Warrior', 4, 1000, 'WIND') }] })],
  // The four Familiars: a card in the Deck, a face-up monster of another Attribute on the opponent's field, the face-down Charmer.
  [160218013, main({ monsters: [{ card: 160218013 }, { card: 160218001, position: 'defense', faceDown: true }] }, { monsters: [{ card: mon('w', 'Warrior', 4, 1000, 'WATER') }] })],
  [160218014, main({ monsters: [{ card: 160218014 }, { card: 160218002, position: 'defense', faceDown: true }] }, { monsters: [{ card: mon('f', 'Warrior', 4, 1000, 'FIRE') }] })],
  [160218015, main({ monsters: [{ card: 160218015 }, { card: 160218003, position: 'defense', faceDown: true }] }, { monsters: [{ card: mon('wi', 'Warrior', 4, 1000, 'WIND') }] })],
  [160218016, main({ monsters: [{ card: 160218016 }, { card: 160218004, position: 'defense', faceDown: true }] }, { monsters: [{ card: mon('e', 'Warrior', 4, 1000, 'EARTH') }] })],
  // Home of the Charmers in the hand.
  [160218021, main({ hand: [160218021] })],
];
