// The Normal Monsters of set 160405 in the pool, with their printed figures (BabelCDB
// cards-rush.cdb, table `datas`): see testkit.ts for what is checked.
import { normalMonsterTests, type NormalRow } from './testkit';

const CARDS: NormalRow[] = [
  [160405001, "Volcano Attack Dragon", 7, 2300, 2000, 'FIRE', 'Dragon'],
];

normalMonsterTests(CARDS);
