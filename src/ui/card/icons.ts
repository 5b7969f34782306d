// Line icons drawn for this project, in a 24 x 24 box (stroked, no fill unless noted): one per
// Attribute and the Spell / Trap kinds (the card faces' badges). The monster Types' icons are
// in typeIcons.ts, with the card pictures that use them (emblem.ts, loaded after the first paint).

/** A circle as path data, so an icon is one `d` string. */
export const circlePath = (x: number, y: number, r: number): string => `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
const o = circlePath;

export const ATTRIBUTE_ICONS: Record<string, string> = {
  DARK: 'M15 4a8 8 0 1 0 5 13A7 7 0 0 1 15 4z',
  LIGHT: `${o(12, 12, 4)}M12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2`,
  EARTH: 'M3 19l6-10 4 6 2-3 6 7zM7.5 12.5l1.5 1',
  WATER: 'M12 3c4 5 6 8 6 11a6 6 0 0 1-12 0c0-3 2-6 6-11z',
  FIRE: 'M12 21c-4 0-7-3-7-7 0-4 3-6 4-10 2 2 2 4 2 6 1-1 2-3 2-5 3 3 5 6 5 9 0 4-3 7-6 7z',
  WIND: 'M3 9h11a3 3 0 1 0-3-3M3 14h15a3 3 0 1 1-3 3M3 19h7',
  DIVINE: 'M12 2l3 6.5 7 .8-5.2 4.8 1.4 7L12 17.5 5.8 21l1.4-7L2 9.3l7-.8z',
};

/** Spell kinds and the Trap. */
export const KIND_ICONS: Record<string, string> = {
  spell: 'M12 2l2 7 7 3-7 3-2 7-2-7-7-3 7-3z',
  field: `${o(12, 12, 8)}M4 12h16M12 4c3 3 3 13 0 16M12 4c-3 3-3 13 0 16`,
  equip: `${o(12, 12, 8)}M12 7v10M7 12h10`,
  ritual: 'M5 20h14M8 20l4-7 4 7M12 13c-2-2-2-5 0-9 2 4 2 7 0 9z',
  trap: 'M3 9l3 4 3-4 3 4 3-4 3 4 3-4M3 15l3-4 3 4 3-4 3 4 3-4 3 4',
};
