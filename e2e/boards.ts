// Boards shared by the issue-15 specs and screenshots (scenario format: docs/scenario.md).
import { filler, vanilla } from './helpers';

/** Your MAXIMUM monster, a Set Trap and a hand of real cards; the foe has monsters and Sets. */
export const BUSY_MAXIMUM = {
  seed: 5,
  state: {
    turn: 3,
    turnPlayer: 0,
    phase: 'main',
    players: [
      {
        lp: 3500,
        hand: [160302009, 160320009, 160202019, 160205069, 160422001, 160024065],
        extra: [160018000],
        deck: filler(6),
        graveyard: [160301005],
        monsters: [{ card: 160202002, zone: 1, maximum: { left: 160202001, right: 160202003 } }],
        spellTraps: [{ card: 160417005, zone: 1, faceDown: true }],
        field: { card: 160007042, faceDown: false },
      },
      {
        lp: 2100,
        hand: filler(4, 'Foe'),
        deck: filler(6, 'Foe Deck'),
        monsters: [
          { card: 160422002, zone: 0 },
          { card: 160301001, zone: 1, position: 'defense' },
          { card: vanilla('Foe Shield Bearer', 4, 1000, 1900, 'EARTH'), zone: 2, position: 'defense', faceDown: true },
        ],
        spellTraps: [{ card: 160301013, zone: 0, faceDown: true }],
      },
    ],
  },
};

/** The AI's turn: its 2500 ATK attacker declares an attack and your Set Sakuretsu Armor may answer. */
export const TRAP_PROMPT = {
  seed: 9,
  state: {
    turn: 2,
    turnPlayer: 1,
    phase: 'draw',
    players: [
      {
        hand: [160302009, 160320009, 160205069],
        deck: filler(6),
        monsters: [{ card: vanilla('Small Squire', 2, 300, 200), zone: 1 }],
        spellTraps: [{ card: 160417005, zone: 0, faceDown: true }],
      },
      { hand: filler(2, 'Foe'), deck: filler(6, 'Foe Deck'), monsters: [{ card: 160302001, zone: 1 }] },
    ],
  },
};

/** Supreme Dog Ropero on your field: its effect costs 500 LP (and 2 hand cards to the Deck). */
export const LP_COST = {
  seed: 4,
  state: {
    turn: 2,
    turnPlayer: 0,
    phase: 'main',
    players: [
      {
        hand: [vanilla('Spare One', 3, 100, 100), vanilla('Spare Two', 3, 100, 100), 160024065],
        deck: filler(6),
        monsters: [{ card: 160207022, zone: 0 }],
      },
      { hand: filler(2, 'Foe'), deck: filler(6, 'Foe Deck') },
    ],
  },
};
