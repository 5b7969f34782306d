// The Normal Monsters of set 160307 in the pool, with their printed figures (BabelCDB
// cards-rush.cdb, table `datas`): see testkit.ts for what is checked.
import { normalMonsterTests, type NormalRow } from './testkit';

const CARDS: NormalRow[] = [
  [160307009, "Nessus the Star Knight", 4, 1500, 0, 'LIGHT', 'Fiend'],
];

normalMonsterTests(CARDS);
