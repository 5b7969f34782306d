// A 40-card deck of inline Normal monsters (Levels 1-8) for property tests and benchmarks:
// no effects, and enough Level 5+ monsters that Tribute Summons happen. Each row is ONE
// spec object repeated `copies` times (the engine resolves an inline spec once per object).
import type { Attribute, CardSpec, DeckList } from '../index';

type Row = [name: string, level: number, atk: number, def: number, attribute: Attribute, race: string, copies: number];

export const VANILLA_ROWS: readonly Row[] = [
  ['Test Sprite', 1, 300, 100, 'LIGHT', 'Fairy', 2],
  ['Test Pup', 2, 500, 600, 'EARTH', 'Beast', 3],
  ['Test Shell', 3, 800, 1000, 'WATER', 'Aqua', 3],
  ['Test Ember', 3, 1000, 500, 'FIRE', 'Pyro', 3],
  ['Test Hawk', 4, 1200, 1000, 'WIND', 'Winged Beast', 3],
  ['Test Imp', 4, 1400, 800, 'DARK', 'Fiend', 3],
  ['Test Knight', 4, 1500, 1200, 'EARTH', 'Warrior', 3],
  ['Test Drone', 4, 1600, 600, 'LIGHT', 'Machine', 3],
  ['Test Golem', 4, 1000, 1800, 'EARTH', 'Rock', 3],
  ['Test Ghoul', 5, 1700, 1400, 'DARK', 'Zombie', 3],
  ['Test Wyvern', 6, 2000, 1500, 'FIRE', 'Dragon', 3],
  ['Test Serpent', 6, 2200, 1000, 'WATER', 'Sea Serpent', 3],
  ['Test Sage', 7, 2500, 2000, 'LIGHT', 'Spellcaster', 3],
  ['Test Wyrm', 8, 3000, 2500, 'DARK', 'Dragon', 2],
];

function buildMain(): readonly CardSpec[] {
  const main: CardSpec[] = [];
  for (const [name, level, atk, def, attribute, race, copies] of VANILLA_ROWS) {
    const spec: CardSpec = { vanilla: { name, level, atk, def, attribute, race } };
    for (let i = 0; i < copies; i++) main.push(spec);
  }
  return Object.freeze(main);
}

/** The 40-card Main Deck; the same list serves both players. */
export const VANILLA_MAIN: readonly CardSpec[] = buildMain();

export const VANILLA_DECKS: readonly [DeckList, DeckList] = Object.freeze([
  { main: VANILLA_MAIN },
  { main: VANILLA_MAIN },
] as const);
