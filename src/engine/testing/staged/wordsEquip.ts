// Staged coverage positions for the Equip Spells the words equip and equipped made playable
// (see base.ts for the shape): each holds the Spell in hand and a monster it may equip.
import { main, mon, theirTurn, type Staged } from './base';

const FILLER = 160320008;
const SEVENS_ROAD_MAGICIAN = 160301001;
const HARPIE_LADY = 160424007;
const L7 = { monsters: [{ card: mon('o7', 'Dragon', 7, 2500) }] };
const equip = (id: number, monster: object | number, p0: object = {}, p1: object = {}): Staged => [id, main({ hand: [id], monsters: [{ card: monster }], ...p0 }, p1)];

export const WORDS_EQUIP_STAGED: Staged[] = [
  equip(160011040, mon('gx', 'Galaxy', 4, 1500, 'DARK'), {}, L7),
  equip(160011041, mon('m', 'Machine', 4, 1500)),
  equip(160011042, mon('d', 'Dragon', 4, 1500, 'DARK')),
  equip(160011043, mon('p', 'Pyro', 4, 1500, 'FIRE')),
  equip(160011044, mon('gx', 'Galaxy', 4, 1500, 'DARK')),
  equip(160011050, SEVENS_ROAD_MAGICIAN, { graveyard: [mon('g', 'Dragon', 4, 0, 'FIRE')] }),
  equip(160011052, mon('ps', 'Psychic', 4, 1500), { hand: [160011052, mon('wp', 'Psychic', 4, 100, 'WIND')] }),
  equip(160011053, mon('ps', 'Psychic', 4, 1500, 'WIND')),
  equip(160011058, mon('n', 'Warrior', 4, 1400)),
  equip(160011059, mon('w', 'Warrior', 4, 1500)),
  equip(160012043, mon('d', 'Dragon', 4, 1500)),
  equip(160012044, mon('gx', 'Galaxy', 4, 1500, 'DARK')),
  equip(160012045, SEVENS_ROAD_MAGICIAN),
  equip(160012054, mon('f', 'Fairy', 6, 1500, 'LIGHT'), {}, { monsters: [{ card: FILLER }] }),
  equip(160013047, mon('gx', 'Galaxy', 4, 1500, 'LIGHT')),
  equip(160013050, mon('gx', 'Galaxy', 4, 1500, 'DARK')),
  equip(160013053, mon('sc', 'Spellcaster', 4, 1500, 'LIGHT')),
  equip(160013055, mon('mk', 'Magical Knight', 4, 1500, 'LIGHT')),
  // Rose Chain Salvage: the opponent Special Summons from the hand while a Level 6 Spellcaster carries Mage Power.
  [
    160013061,
    theirTurn(160013061, { monsters: [{ card: mon('sc', 'Spellcaster', 6, 2000, 'LIGHT') }], spellTraps: [{ card: 160013061, faceDown: true }, { card: { id: 160402039, ref: 'mp' }, faceDown: false, equippedTo: 'sc' }], graveyard: [FILLER] }, { hand: [160310010, mon('n5', 'Dragon', 5, 2000)] }),
    ['activate', 'select', 'option'],
  ],
  equip(160013057, mon('w', 'Warrior', 4, 1500), { graveyard: [mon('g', 'Warrior', 4, 100)] }),
  equip(160014049, mon('aq', 'Aqua', 4, 1500, 'WATER')),
  equip(160014051, mon('w', 'Warrior', 4, 1500)),
  equip(160208012, HARPIE_LADY),
  equip(160208051, mon('wy', 'Wyrm', 4, 1500, 'DARK'), { graveyard: [mon('g', 'Wyrm', 4, 0)] }),
  equip(160402039, mon('w', 'Warrior', 4, 1500)),
  equip(160439010, mon('w', 'Warrior', 4, 1500)),
];
