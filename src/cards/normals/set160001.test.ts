// The Normal Monsters of set 160001 in the pool, with their printed figures (BabelCDB
// cards-rush.cdb, table `datas`): see testkit.ts for what is checked.
import { normalMonsterTests, type NormalRow } from './testkit';

const CARDS: NormalRow[] = [
  [160001002, "Lesser Dragon", 4, 1200, 1000, 'WIND', 'Dragon'],
  [160001001, "Lizard Soldier", 3, 1100, 800, 'WIND', 'Dragon'],
  [160001006, "Little D", 3, 1100, 700, 'EARTH', 'Dinosaur'],
  [160001011, "Feral Imp", 4, 1300, 1400, 'DARK', 'Fiend'],
  [160001013, "LaMoon", 5, 1200, 1700, 'LIGHT', 'Spellcaster'],
  [160001003, "Ancient Turtle Protector", 1, 0, 1400, 'WATER', 'Reptile'],
  [160001005, "Tang the Noodle Ninja", 3, 800, 1000, 'FIRE', 'Pyro'],
  [160001016, "Max Raider", 7, 2400, 1400, 'EARTH', 'Warrior'],
  [160001004, "Binding Chain", 3, 1000, 1100, 'LIGHT', 'Fairy'],
  [160001014, "Machine Attacker", 5, 1600, 1300, 'EARTH', 'Machine'],
  [160001010, "Silver Fang", 3, 1200, 800, 'EARTH', 'Beast'],
  [160001012, "Faith Bird", 4, 1500, 1100, 'WIND', 'Winged Beast'],
  [160001015, "Crawling Dragon", 5, 1600, 1400, 'EARTH', 'Dragon'],
  [160001009, "Skull Servant", 1, 300, 200, 'DARK', 'Zombie'],
  [160001008, "Petit Moth", 1, 300, 200, 'EARTH', 'Insect'],
];

normalMonsterTests(CARDS);
