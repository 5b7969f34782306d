// The vanilla deck: 40 Normal monsters with no effects (the benchmark's and the property tests'), defined here rather
// than in the card pool. Both players use it. Each row is ONE spec object repeated
// `copies` times, because the engine caches inline specs by object identity.
import type { CardSpec, DeckList } from './setup';
import type { Attribute } from './types';

type Row = [name: string, level: number, atk: number, def: number, attribute: Attribute, race: string, copies: number];

const ROWS: readonly Row[] = [
  ['Bench 1', 1, 300, 100, 'LIGHT', 'Fairy', 2],
  ['Bench 2', 2, 500, 600, 'EARTH', 'Beast', 3],
  ['Bench 3', 3, 800, 1000, 'WATER', 'Aqua', 3],
  ['Bench 4', 3, 1000, 500, 'FIRE', 'Pyro', 3],
  ['Bench 5', 4, 1200, 1000, 'WIND', 'Winged Beast', 3],
  ['Bench 6', 4, 1400, 800, 'DARK', 'Fiend', 3],
  ['Bench 7', 4, 1500, 1200, 'EARTH', 'Warrior', 3],
  ['Bench 8', 4, 1600, 600, 'LIGHT', 'Machine', 3],
  ['Bench 9', 4, 1000, 1800, 'EARTH', 'Rock', 3],
  ['Bench 10', 5, 1700, 1400, 'DARK', 'Zombie', 3],
  ['Bench 11', 6, 2000, 1500, 'FIRE', 'Dragon', 3],
  ['Bench 12', 6, 2200, 1000, 'WATER', 'Sea Serpent', 3],
  ['Bench 13', 7, 2500, 2000, 'LIGHT', 'Spellcaster', 3],
  ['Bench 14', 8, 3000, 2500, 'DARK', 'Dragon', 2],
];

function buildMain(): readonly CardSpec[] {
  const main: CardSpec[] = [];
  for (const [name, level, atk, def, attribute, race, copies] of ROWS) {
    const spec: CardSpec = { vanilla: { name, level, atk, def, attribute, race } };
    for (let i = 0; i < copies; i++) main.push(spec);
  }
  return Object.freeze(main);
}

/** The 40-card Main Deck, built once; the same list serves both players. */
export const VANILLA_MAIN: readonly CardSpec[] = buildMain();

export const VANILLA_DECKS: readonly [DeckList, DeckList] = [{ main: VANILLA_MAIN }, { main: VANILLA_MAIN }];
