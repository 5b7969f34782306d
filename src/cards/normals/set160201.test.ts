// The Normal Monsters of set 160201 in the pool, with their printed figures (BabelCDB
// cards-rush.cdb, table `datas`): see testkit.ts for what is checked.
import { normalMonsterTests, type NormalRow } from './testkit';

const CARDS: NormalRow[] = [
  [160201007, "Masaki the Legendary Samurai", 4, 1500, 0, 'EARTH', 'Warrior'],
  [160201008, "Crying Moon Rabbit", 1, 0, 1400, 'LIGHT', 'Beast'],
  [160201006, "Yurushima the Hermit", 6, 0, 2000, 'EARTH', 'Fairy'],
  [160201023, "Royal Rebel's Fanatic", 1, 0, 0, 'LIGHT', 'Fiend'],
  [160201022, "Babysitter Goat", 1, 0, 1400, 'DARK', 'Fiend'],
  [160201020, "Followl of the Dark Wisdom", 3, 1100, 400, 'LIGHT', 'Fiend'],
  [160201021, "Garmr the Lone Wolf", 2, 800, 200, 'LIGHT', 'Fiend'],
];

normalMonsterTests(CARDS);
