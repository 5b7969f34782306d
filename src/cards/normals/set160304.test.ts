// The Normal Monsters of set 160304 in the pool, with their printed figures (BabelCDB
// cards-rush.cdb, table `datas`): see testkit.ts for what is checked.
import { normalMonsterTests, type NormalRow } from './testkit';

const CARDS: NormalRow[] = [
  [160304012, "Sylphidra", 4, 1500, 0, 'WIND', 'Dragon'],
];

normalMonsterTests(CARDS);
