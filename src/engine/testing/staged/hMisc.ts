// Staged coverage positions for the draw, damage and other cards of session 43 (see base.ts for
// the shape).
import { copies, fillerDeck, main, type Staged } from './base';

// The opponent (seat 1) attacks; seat 0 holds the Trap Set on an earlier turn.
const onAttack = (trap: number, p0: object = {}, p1: object = {}): Staged => [
  trap,
  {
    turn: 3,
    turnPlayer: 1,
    phase: 'main',
    players: [
      { deck: fillerDeck, monsters: [{ card: 160320008 }], spellTraps: [{ card: trap, faceDown: true }], ...p0 },
      { deck: fillerDeck, monsters: [{ card: 160320008 }], ...p1 },
    ],
  },
  ['enterBattle', 'attack'],
];

export const H_MISC_STAGED: Staged[] = [
  // Negate Attack: the opponent's attack opens its window.
  onAttack(160014065),
  // Card Restoration: the opponent's attack opens its window; the hand is empty, the Deck holds 6.
  onAttack(160009057, { deck: copies(6, 160320008) }),
  // Cyber Rush Dragon (a Fusion monster) on the field, a monster on the opponent's, a Deck of 6.
  [160205021, main({ monsters: [{ card: 160205021 }], deck: copies(6, 160320008) }, { monsters: [{ card: 160320008 }] })],
  // Luna Moonforce Dralia (a Ritual monster) on the field, 3 monsters in the opponent's GY against 1.
  [160024040, main({ monsters: [{ card: 160024040 }], graveyard: [160320008] }, { graveyard: copies(3, 160320008) })],
];
