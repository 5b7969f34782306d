// The Normal Monsters of set 160004 in the pool, with their printed figures (BabelCDB
// cards-rush.cdb, table `datas`): see testkit.ts for what is checked.
import { normalMonsterTests, type NormalRow } from './testkit';

const CARDS: NormalRow[] = [
  [160004006, "Bull Breaker", 4, 1200, 800, 'EARTH', 'Machine'],
  [160004003, "Constructor Battler Big Roller", 6, 1900, 600, 'EARTH', 'Wyrm'],
  [160004001, "Constructor Soldier Drillzard", 3, 1100, 800, 'EARTH', 'Wyrm'],
  [160004002, "Constructor Warrior Shovelon", 4, 1500, 0, 'EARTH', 'Wyrm'],
  [160004005, "Flutomahawk the Music Princess", 4, 1500, 0, 'WIND', 'Warrior'],
  [160004014, "Silent Assailant", 4, 1500, 0, 'DARK', 'Psychic'],
  [160004012, "Descendant of Titans", 1, 1000, 0, 'LIGHT', 'Fiend'],
];

normalMonsterTests(CARDS);
