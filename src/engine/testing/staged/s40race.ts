// Staged coverage positions for the cards of the words change (a named Type or Attribute) and
// continuous raceAs (see base.ts for the shape).
import { main, mon, type Staged } from './base';

const lightInsect = { card: mon('li', 'Insect', 4, 500, 'LIGHT') };
const foe = { monsters: [{ card: mon('o', 'Warrior', 4, 2000, 'DARK') }] };

export const S40_RACE_STAGED: Staged[] = [
  [160009030, main({ monsters: [{ card: 160009030 }], graveyard: [mon('ig', 'Insect', 4, 1000)] }, foe)],
  [160020033, main({ monsters: [{ card: 160020033 }, lightInsect] }, foe)],
  [160024025, main({ monsters: [{ card: 160024025 }] }, foe)],
  [160213057, main({ monsters: [{ card: 160213057 }, lightInsect] }, foe)],
  [160213058, main({ monsters: [{ card: 160213058 }, lightInsect] }, foe)],
  [160213059, main({ monsters: [{ card: 160213059 }, lightInsect] }, foe)],
];
