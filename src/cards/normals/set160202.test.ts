// The Normal Monsters of set 160202 in the pool, with their printed figures (BabelCDB
// cards-rush.cdb, table `datas`): see testkit.ts for what is checked.
import { normalMonsterTests, type NormalRow } from './testkit';

const CARDS: NormalRow[] = [
  [160202014, "Femtron", 4, 1400, 100, 'LIGHT', 'Cyberse'],
  [160202044, "Cosmoscallion", 4, 400, 1400, 'DARK', 'Pyro'],
  [160202045, "Big Bang Egger", 1, 600, 0, 'DARK', 'Pyro'],
  [160202027, "Blue-Eyes White Cat", 1, 600, 200, 'LIGHT', 'Beast'],
];

normalMonsterTests(CARDS);
