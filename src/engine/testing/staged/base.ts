// Staged coverage positions: cards random play seldom or never reaches, each set up by hand
// and checked like a random duel's action (properties.coverage.test.ts). Each entry is
// [card id, scenario board, action types played first (first legal of each)].
import type { Action } from '../../types';

/** A lead action: the first legal one of this type, or the first with all these fields. */
export type Lead = Action['type'] | Partial<Action>;

export type Staged = [number, unknown, Lead[]?];

/** Whether a legal action is the one a lead names. */
export function leads(a: Action, lead: Lead): boolean {
  if (typeof lead === 'string') return a.type === lead;
  return Object.entries(lead).every(([k, v]) => (a as unknown as Record<string, unknown>)[k] === v);
}

export const copies = (n: number, id: number): number[] => Array.from({ length: n }, () => id);

// No pool card is a Dinosaur, Wyrm or Beast-Warrior Normal Monster yet: these three are staged
// with inline Normal Monsters of those Types.
export const vanilla = (race: string, level: number) => ({ vanilla: { name: race, level, atk: 1000, def: 0, attribute: 'EARTH', race }, ref: `${race}${level}` });
export const fillerDeck = [160320008, 160320008, 160320008];
/** A position in the Main Phase of turn 3, seat 0 to act, both Decks filled. */
export const main = (p0: object, p1: object = {}) => ({ turn: 3, phase: 'main', players: [{ deck: fillerDeck, ...p0 }, { deck: fillerDeck, ...p1 }] });
/** An inline Normal Monster. */
export const mon = (ref: string, race: string, level: number, atk: number, attribute = 'EARTH', def = 0) => ({ vanilla: { name: ref, level, atk, def, attribute, race }, ref });
/** The opponent (seat 1) acts on its turn; seat 0 holds the Trap Set on an earlier turn. */
export const theirTurn = (trap: number, p0: object, p1: object) => ({
  turn: 3,
  turnPlayer: 1,
  phase: 'main',
  players: [{ deck: fillerDeck, spellTraps: [{ card: trap, faceDown: true }], ...p0 }, { deck: fillerDeck, ...p1 }],
});
export const BASE_STAGED: Staged[] = [
  [160004019, { turn: 3, phase: 'main', players: [{ deck: fillerDeck, monsters: [{ card: 160004019 }, { card: vanilla('Warrior', 7) }] }, { deck: fillerDeck }] }],
  [160202036, { turn: 3, phase: 'main', players: [{ deck: fillerDeck, hand: [160005003], monsters: [{ card: 160202036 }], graveyard: copies(8, 160201008) }, { deck: fillerDeck }] }],
  // A Trap: the opponent's attack opens its window (the actions before it are the first legal ones of each type).
  [
    160003059,
    {
      turn: 3,
      turnPlayer: 1,
      phase: 'main',
      players: [
        { deck: fillerDeck, monsters: [{ card: 160001006 }, { card: 160003006 }, { card: 160001010 }], spellTraps: [{ card: 160003059, faceDown: true }] },
        { deck: fillerDeck, monsters: [{ card: 160320008 }] },
      ],
    },
    ['enterBattle', 'attack'],
  ],
  // Fourth tier-1 batch: Quantum Hole answers the battle destruction of its Cyberse, Chashooting Star a Tribute Summon.
  [
    160202020,
    {
      turn: 3,
      turnPlayer: 1,
      phase: 'main',
      players: [
        { deck: fillerDeck, monsters: [{ card: 160202014 }], spellTraps: [{ card: 160202020, faceDown: true }] },
        { deck: fillerDeck, monsters: [{ card: 160001000 }] },
      ],
    },
    ['enterBattle', 'attack'],
  ],
  [
    160202047,
    {
      turn: 3,
      turnPlayer: 1,
      phase: 'main',
      players: [
        { deck: fillerDeck, monsters: [{ card: 160003003 }], spellTraps: [{ card: 160202047, faceDown: true }] },
        { deck: fillerDeck, hand: [160301004], monsters: [{ card: 160320008 }] },
      ],
    },
    ['summon', 'select', 'done'],
  ],
  // Two Fusion monsters of the fourth batch, already on the field.
  [160204024, { turn: 3, phase: 'main', players: [{ deck: fillerDeck, monsters: [{ card: 160204024 }], graveyard: [160002019] }, { deck: fillerDeck, spellTraps: [{ card: 160202019, faceDown: true }] }] }],
  [160204035, { turn: 3, phase: 'main', players: [{ deck: fillerDeck, monsters: [{ card: 160204035 }], graveyard: [160202015, 160202013, 160202016] }, { deck: fillerDeck }] }],
  [160004023, { turn: 3, phase: 'main', players: [{ deck: fillerDeck, monsters: [{ card: 160004022, maximum: { left: 160004021, right: 160004023 } }], graveyard: [160320008] }, { deck: fillerDeck, field: { card: 160007042 } }] }],
  // Two Traps of the fourth batch answering an attack: Constructor Ambush (on a Wyrm) and Shadow Flower Return (a direct attack).
  [
    160004053,
    {
      turn: 3,
      turnPlayer: 1,
      phase: 'main',
      players: [
        { deck: fillerDeck, hand: [160004003], monsters: [{ card: 160004002 }], spellTraps: [{ card: 160004053, faceDown: true }] },
        { deck: fillerDeck, monsters: [{ card: 160001000 }] },
      ],
    },
    ['enterBattle', 'attack'],
  ],
  [
    160005058,
    {
      turn: 3,
      turnPlayer: 1,
      phase: 'main',
      players: [
        { deck: fillerDeck, graveyard: copies(3, 160005006), spellTraps: [{ card: 160005058, faceDown: true }] },
        { deck: fillerDeck, monsters: [{ card: 160001000 }] },
      ],
    },
    ['enterBattle', 'attack'],
  ],
  [160002029, { turn: 3, phase: 'main', players: [{ deck: fillerDeck, monsters: [{ card: 160002029, summonedThisTurn: true }], graveyard: [vanilla('Dinosaur', 4)] }, { deck: fillerDeck }] }],
  [160004024, { turn: 3, phase: 'main', players: [{ deck: fillerDeck, monsters: [{ card: 160004024 }], graveyard: [vanilla('Wyrm', 4)], field: { card: 160007042 } }, { deck: fillerDeck }] }],
  [160004047, { turn: 3, phase: 'main', players: [{ deck: fillerDeck, hand: [160004047], monsters: [{ card: vanilla('Beast-Warrior', 7) }], graveyard: [vanilla('Beast-Warrior', 4)] }, { deck: fillerDeck }] }],
  // Normal Summoned this turn (the summon record) while the opponent has 3 monsters.
  [160003028, { turn: 3, phase: 'main', players: [{ deck: fillerDeck, monsters: [{ card: 160003028, summonedHow: 'normal' }], graveyard: [{ vanilla: { name: 'Light Aqua', level: 3, atk: 1000, def: 0, attribute: 'LIGHT', race: 'Aqua' }, ref: 'LightAqua' }] }, { deck: fillerDeck }] }],
  [160005028, { turn: 3, phase: 'main', players: [{ deck: fillerDeck, monsters: [{ card: 160005028, summonedHow: 'normal' }], graveyard: [vanilla('Plant', 4)] }, { deck: fillerDeck }] }],
  // Tribute Summoned by the lead actions (the first summon of the list is in Attack Position), Tributing Level 5 monsters.
  [160201016, { turn: 3, phase: 'main', players: [{ deck: fillerDeck, hand: [160201016], monsters: [{ card: 160301004 }] }, { deck: fillerDeck, monsters: [{ card: 160302003 }] }] }, ['summon', 'select']],
  [160201015, { turn: 3, phase: 'main', players: [{ deck: fillerDeck, hand: [160201015], monsters: [{ card: 160301004 }, { card: 160301004 }] }, { deck: fillerDeck, monsters: [{ card: 160320008 }] }] }, ['summon', 'select', 'select']],
  [160005024, { turn: 3, phase: 'main', players: [{ deck: fillerDeck, hand: [160005024], monsters: [{ card: vanilla('Fiend', 7) }, { card: vanilla('Fiend', 8) }] }, { deck: fillerDeck, monsters: [{ card: 160320008 }] }] }, ['summon', 'select', 'select']],
  [160002018, { turn: 3, phase: 'main', players: [{ deck: fillerDeck, monsters: [{ card: 160002000 }, { card: 160002018, summonedHow: 'tribute' }] }, { deck: fillerDeck, monsters: [{ card: 160302003 }] }] }],
  [160402005, { turn: 3, phase: 'main', players: [{ deck: [...fillerDeck, 160320008], monsters: [{ card: 160402005, summonedHow: 'tribute' }] }, { deck: fillerDeck }] }],
  [160003030, { turn: 3, phase: 'main', players: [{ deck: fillerDeck, hand: [vanilla('Beast-Warrior', 7)], monsters: [{ card: 160003030, summonedHow: 'normal' }] }, { deck: fillerDeck, monsters: [{ card: 160320008 }, { card: 160320008 }, { card: 160320008 }] }] }],
  [
    160320009,
    {
      turn: 3,
      phase: 'main',
      players: [
        { deck: [160320008, 160320008, 160320008], monsters: [{ card: 160320009, summonedThisTurn: true }] },
        { deck: [160320008] },
      ],
    },
  ],
];
