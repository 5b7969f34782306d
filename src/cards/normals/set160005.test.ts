// The Normal Monsters of set 160005 in the pool, with their printed figures (BabelCDB
// cards-rush.cdb, table `datas`): see testkit.ts for what is checked.
import { normalMonsterTests, type NormalRow } from './testkit';

const CARDS: NormalRow[] = [
  [160005001, "The Fire Dragon", 4, 1500, 0, 'FIRE', 'Dragon'],
  [160005005, "Kanan the Security Guard", 4, 1400, 0, 'DARK', 'Aqua'],
  [160005009, "Grass", 1, 0, 0, 'EARTH', 'Plant'],
  [160005006, "Kurobana the Shadow Flower Wolf", 3, 800, 1300, 'EARTH', 'Plant'],
  [160005003, "Royal Rebel's No Wave", 7, 0, 2600, 'LIGHT', 'Fiend'],
];

normalMonsterTests(CARDS);
