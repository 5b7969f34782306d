// Line icons drawn for this project, one per Rush Duel monster Type, in the 24 x 24 box of
// icons.ts. Card pictures are built from them (emblem.ts); not part of the first screen's JS.
import { circlePath as o } from './icons';

export const TYPE_ICONS: Record<string, string> = {
  Aqua: 'M12 3c4 5 6 8 6 11a6 6 0 0 1-12 0c0-3 2-6 6-11zM8.5 15c1.2.8 2.3.8 3.5 0s2.3-.8 3.5 0',
  Beast: `${o(12, 16, 3.6)}${o(6, 10, 1.8)}${o(10, 6, 1.8)}${o(14, 6, 1.8)}${o(18, 10, 1.8)}`,
  'Beast-Warrior': 'M6 4c2 5 3 10 2 16M11 3c2 6 3 11 2 17M16 4c2 5 3 10 2 16M3 12h18',
  'Celestial Warrior': 'M12 8v13M9 13h6M8 4a4 1.5 0 1 0 8 0a4 1.5 0 1 0-8 0M11 10C7 7 3 8 2 13c3-1 6 0 9 1M13 10c4-3 8-2 9 3-3-1-6 0-9 1',
  Cyborg: `${o(12, 12, 8)}M12 4v16M12 9h4l2 2M12 15h3M8 10h1`,
  Cyberse: `${o(12, 5, 2)}${o(5, 18, 2)}${o(19, 18, 2)}${o(12, 13, 2)}M12 7v4M10.3 14l-3.6 2.8M13.7 14l3.6 2.8`,
  Dinosaur: `M3 14l5-7h8l5 3-2 3h-6l-1 2h4l-2 3H8l-5-4z${o(15, 9.2, 0.8)}`,
  Dragon: `M4 20c1-6 4-10 9-11l-2-5 4 3 3-3v5l3 2-4 2c-1 4-5 7-13 7z${o(15, 9.5, 0.8)}`,
  Fairy: `M12 9v10M12 11C9 5 4 6 4 10s5 4 8 2M12 11c3-6 8-5 8-1s-5 4-8 2M12 14c-3 1-5 4-4 6 2 0 4-2 4-4M12 14c3 1 5 4 4 6-2 0-4-2-4-4${o(12, 6, 1.5)}`,
  Fiend: 'M6 3c0 4 1 6 3 7M18 3c0 4-1 6-3 7M7 13a5 6 0 1 0 10 0a5 6 0 1 0-10 0M9.5 12l2 1M14.5 12l-2 1M10 16.5h4',
  Fish: `M3 12c4-5 10-6 14 0-4 6-10 5-14 0zM17 12l4-4v8z${o(8, 11, 0.8)}`,
  Galaxy: 'M11 12a1 1 0 1 1 2 0a3 3 0 1 1-6 0a5 5 0 1 1 10 0a7 7 0 1 1-14 0M20 4l.01 0M4 20l.01 0M19 19l.01 0',
  'High Dragon': 'M6 8l2-5 4 3 4-3 2 5zM5 21c0-6 3-10 7-10s7 4 7 10M9 16h1.5M13.5 16H15M12 18v3',
  Insect: 'M12 7v13M7 13.5a5 6.5 0 1 0 10 0a5 6.5 0 1 0-10 0M10 7L8 3M14 7l2-4M7 11H3M7 15H3M17 11h4M17 15h4',
  Machine: `${o(12, 12, 4)}M12 2v4M12 18v4M2 12h4M18 12h4M4.9 4.9l2.8 2.8M16.3 16.3l2.8 2.8M4.9 19.1l2.8-2.8M16.3 7.7l2.8-2.8`,
  'Magical Knight': 'M12 3l8 3v6c0 5-4 8-8 9-4-1-8-4-8-9V6zM12 8l1.2 2.6 2.8.3-2.1 1.9.6 2.8-2.5-1.4-2.5 1.4.6-2.8-2.1-1.9 2.8-.3z',
  'Omega Psychic': 'M4 20h5v-2.5a7 7 0 1 1 6 0V20h5',
  Plant: 'M12 21V10M12 14C7 14 4 11 4 5c5 0 8 3 8 9zM12 11c0-4 3-7 8-7 0 5-3 7-8 7z',
  Psychic: `M2 13c4-6 16-6 20 0-4 6-16 6-20 0z${o(12, 13, 3)}M12 3v3M5 5l2 2M19 5l-2 2`,
  Pyro: 'M12 21c-4 0-7-3-7-7 0-4 3-6 4-10 2 2 2 4 2 6 1-1 2-3 2-5 3 3 5 6 5 9 0 4-3 7-6 7zM12 21c-2 0-3-1.5-3-3.5S11 14 12 12c1 2 3 3.5 3 5.5S14 21 12 21z',
  Reptile: `M4 20c5 0 8-2 8-5s-5-3-5-6 3-5 7-5c3 0 5 2 5 4${o(18.5, 8, 1.2)}M20 9.5l2 1.5`,
  Rock: 'M4 18l2-8 5-4 7 2 3 7-3 4H7zM11 6l1 5-3 3M12 11l5 1',
  'Sea Serpent': `M3 20c2-1 4-1 6 0s4 1 6 0 4-1 6 0M6 17c0-6 4-10 8-10s5 3 3 5-5 1-5 5${o(15, 9, 0.8)}`,
  Spellcaster: 'M4 20h16M7 20l5-16 5 16M12 4l5 3M10.5 14h3',
  Thunder: 'M13 2L5 13h6l-2 9 9-12h-6z',
  Warrior: 'M12 2l2 3v10h-4V5zM7 15h10M12 15v5M10 21h4',
  'Winged Beast': 'M2 9c5-1 8 1 10 5 2-4 5-6 10-5-3 2-5 5-6 10H8C7 14 5 11 2 9zM12 14v5',
  Wyrm: `M2 17c2-4 5-4 7-1s5 3 7-1 3-6 6-5M19 8l1-4M21.5 9.5L24 8${o(20.5, 9, 0.7)}`,
  Zombie: `M6 11a6 6 0 1 1 12 0v3l-2 1v3H8v-3l-2-1z${o(9.5, 11, 1.3)}${o(14.5, 11, 1.3)}M10 18v-2M12 18v-2M14 18v-2`,
  'Divine-Beast': 'M12 2l3 6.5 7 .8-5.2 4.8 1.4 7L12 17.5 5.8 21l1.4-7L2 9.3l7-.8z',
};

/** A Type the table does not know: a plain hexagon. */
export const UNKNOWN_TYPE_ICON = 'M12 3l8 4.5v9L12 21l-8-4.5v-9zM12 8v8';
