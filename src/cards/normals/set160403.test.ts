// The Normal Monsters of set 160403 in the pool, with their printed figures (BabelCDB
// cards-rush.cdb, table `datas`): see testkit.ts for what is checked.
import { normalMonsterTests, type NormalRow } from './testkit';

const CARDS: NormalRow[] = [
  [160403001, "Gaia The Fierce Knight", 7, 2300, 2100, 'EARTH', 'Warrior'],
];

normalMonsterTests(CARDS);
