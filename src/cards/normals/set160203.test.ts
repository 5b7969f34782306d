// The Normal Monsters of set 160203 in the pool, with their printed figures (BabelCDB
// cards-rush.cdb, table `datas`): see testkit.ts for what is checked.
import { normalMonsterTests, type NormalRow } from './testkit';

const CARDS: NormalRow[] = [
  [160203022, "Cycliptron", 4, 100, 1500, 'LIGHT', 'Cyberse'],
];

normalMonsterTests(CARDS);
