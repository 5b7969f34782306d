// The Normal Monsters of set 160302 in the pool, with their printed figures (BabelCDB
// cards-rush.cdb, table `datas`): see testkit.ts for what is checked.
import { normalMonsterTests, type NormalRow } from './testkit';

const CARDS: NormalRow[] = [
  [160302010, "Draco the Tiny", 1, 0, 1400, 'WIND', 'Dragon'],
  [160302007, "Dragon's Sage", 3, 1100, 100, 'WATER', 'Dragon'],
  [160302008, "Dragon Bat", 3, 1000, 400, 'DARK', 'Dragon'],
  [160302004, "Dragon Knight of Darkness", 5, 1600, 1100, 'DARK', 'Dragon'],
];

normalMonsterTests(CARDS);
