// The Normal Monsters of set 160002 in the pool, with their printed figures (BabelCDB
// cards-rush.cdb, table `datas`): see testkit.ts for what is checked.
import { normalMonsterTests, type NormalRow } from './testkit';

const CARDS: NormalRow[] = [
  [160002005, "Megazowler", 6, 1800, 2000, 'EARTH', 'Dinosaur'],
  [160002002, "Wattkiss", 2, 300, 1000, 'LIGHT', 'Psychic'],
  [160002003, "Watangel", 2, 500, 800, 'LIGHT', 'Psychic'],
  [160002015, "Vishwar Randi", 3, 900, 700, 'DARK', 'Warrior'],
  [160002004, "Mammoth Graveyard", 3, 1200, 800, 'EARTH', 'Dinosaur'],
  [160002010, "Beast Gear Buggy Dog", 4, 1200, 1000, 'FIRE', 'Beast-Warrior'],
  [160002009, "Beast Gear Gyro Jackal", 3, 1100, 800, 'WIND', 'Beast-Warrior'],
  [160002011, "Beast Gear Moto Wolf", 4, 1400, 400, 'EARTH', 'Beast-Warrior'],
  [160002008, "Kanan the Sword Diva", 4, 1400, 0, 'LIGHT', 'Aqua'],
  [160002007, "LaMoon the Party Princess", 3, 1200, 0, 'LIGHT', 'Aqua'],
  [160002006, "Bubbly Elf", 2, 800, 0, 'LIGHT', 'Aqua'],
  [160002014, "Harpie Girl", 2, 500, 500, 'WIND', 'Winged Beast'],
];

normalMonsterTests(CARDS);
