// The Normal Monsters of set 160003 in the pool, with their printed figures (BabelCDB
// cards-rush.cdb, table `datas`): see testkit.ts for what is checked.
import { normalMonsterTests, type NormalRow } from './testkit';

const CARDS: NormalRow[] = [
  [160003007, "Baby Dragon", 3, 1200, 700, 'WIND', 'Dragon'],
  [160003003, "Stock the Noodle Ninja", 4, 1000, 1200, 'FIRE', 'Pyro'],
  [160003013, "Echeclus the Star Knight", 6, 1600, 2000, 'LIGHT', 'Fiend'],
  [160003002, "Scoop Scooter", 1, 0, 200, 'EARTH', 'Machine'],
  [160003006, "Chu-Ske the Mouse Fighter", 3, 1200, 0, 'EARTH', 'Beast'],
  [160003009, "Doriado", 4, 1200, 1400, 'EARTH', 'Spellcaster'],
  [160003000, "Summoned Skull", 6, 2500, 1200, 'DARK', 'Fiend'],
];

normalMonsterTests(CARDS);
