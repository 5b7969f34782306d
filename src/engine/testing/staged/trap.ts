// Staged coverage positions for the trap stream of cards (see base.ts for the shape).
import { copies, fillerDeck, type Staged } from './base';

// The opponent (seat 1) attacks; seat 0 holds the Trap Set on an earlier turn.
const onAttack = (trap: number, mine: unknown[], graveyard: number[] = [], theirGraveyard: number[] = []): Staged => [
  trap,
  {
    turn: 3,
    turnPlayer: 1,
    phase: 'main',
    players: [
      { deck: fillerDeck, monsters: mine, spellTraps: [{ card: trap, faceDown: true }], graveyard },
      { deck: fillerDeck, monsters: [{ card: 160320008 }], graveyard: theirGraveyard },
    ],
  },
  ['enterBattle', 'attack'],
];

// The opponent (seat 1) Normal Summons from the hand; seat 0 holds the Trap.
const onSummon = (trap: number, mine: unknown[], hand: number[] = [160320008]): Staged => [
  trap,
  {
    turn: 3,
    turnPlayer: 1,
    phase: 'main',
    players: [
      { deck: fillerDeck, monsters: mine, spellTraps: [{ card: trap, faceDown: true }] },
      { deck: fillerDeck, hand },
    ],
  },
  ['summon'],
];

export const TRAP_STAGED: Staged[] = [
  // Widening Whisper: the opponent Sets a monster from the hand; a monster lies in each GY.
  [
    160202009,
    {
      turn: 3,
      turnPlayer: 1,
      phase: 'main',
      players: [
        { deck: fillerDeck, spellTraps: [{ card: 160202009, faceDown: true }], graveyard: [160320008] },
        { deck: fillerDeck, hand: [160320008], graveyard: [160320008] },
      ],
    },
    [{ type: 'summon', position: 'set' }],
  ],
  // King's Majesty: a Level 1 Fiend Normal Monster (Royal Rebel's Fanatic) in the GY pays for it.
  onAttack(160201026, [{ card: 160320008 }], [160201023]),
  // Severing Psychic Wall: the attack is on a face-up Psychic (Wattkiss), a Psychic waits in the GY.
  onAttack(160201040, [{ card: 160002002 }], [160002003]),
  // Phantom Bind: a monster of the attacker's Type lies in the attacking player's GY.
  onAttack(160002048, [{ card: 160320008 }], [], [160320008]),
  // Rage and Conspiracy: a Warrior and a Dragon Normal Monster face-up.
  onSummon(160002046, [{ card: 160320008 }, { card: 160001000 }]),
  // Soul of a Reporter: a 0 ATK Scoop Scooter in Attack Position falls to the attack; another waits in the GY.
  onAttack(160003054, [{ card: 160003002 }], [160003002]),
  // Earth Pressure Explosion: Tang the Noodle Ninja (an 800 ATK Pyro) falls to the attack; Magmassage waits in the GY.
  onAttack(160004058, [{ card: 160001005 }], [160004036]),
  // Brutal Retribution: the opponent's Dark Hole destroys two face-up Normal Monsters at once.
  [
    160001049,
    {
      turn: 3,
      turnPlayer: 1,
      phase: 'main',
      players: [
        { deck: fillerDeck, monsters: [{ card: 160320008 }, { card: 160001000 }], spellTraps: [{ card: 160001049, faceDown: true }] },
        { deck: fillerDeck, hand: [160205069] },
      ],
    },
    ['activate'],
  ],
  // Treasure Dragon: Special Summoned from the GY this turn, four Lesser Dragons in the GY.
  [160003020, { turn: 3, phase: 'main', players: [{ deck: fillerDeck, monsters: [{ card: 160003020, summonedHow: 'special', summonedFrom: 'gy' }], graveyard: copies(4, 160001002) }, { deck: fillerDeck }] }],
  // Yurushima Warrior: a 0 ATK Scoop Scooter in the GY pays for it.
  [160201004, { turn: 3, phase: 'main', players: [{ deck: fillerDeck, monsters: [{ card: 160201004 }], graveyard: [160003002] }, { deck: fillerDeck }] }],
];
