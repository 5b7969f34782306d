// Staged coverage positions for the cards of the words payLp by value, Tribute Summon locks, atkAboveLp, counted excavate, trapsOnAttack and attackOrFaceDownDefense (see base.ts for the shape).
import { fillerDeck, main, type Staged } from './base';

const WATTKISS = 160002002; // Psychic Normal, Level 2

export const WORDS_LP_TRIBUTE_EXCAVATE_STAGED: Staged[] = [
  [160201038, main({ hand: [160201038], monsters: [{ card: WATTKISS }], graveyard: [WATTKISS, WATTKISS] })],
  [160005019, main({ monsters: [{ card: 160005019 }, { card: 160201023 }] })], // Royal Rebel's Fanatic: 0 ATK
  [160005045, main({ hand: [160005045] })],
  [160004028, main({ hand: [160320008], monsters: [{ card: 160004028 }] })],
  [160204002, main({ monsters: [{ card: 160204002 }] }, { monsters: [{ card: 160320008 }] })],
  [160004043, main({ hand: [160004043] }, { monsters: [{ card: 160320008 }, { card: 160320008 }] })],
  // A Trap: the opponent's 1000 ATK attacker is above your 500 LP; Surge Bolt Lizard is a Thunder.
  [
    160202035,
    {
      turn: 3,
      turnPlayer: 1,
      phase: 'main',
      players: [
        { deck: fillerDeck, lp: 500, monsters: [{ card: 160005010 }], spellTraps: [{ card: 160202035, faceDown: true }] },
        { deck: fillerDeck, monsters: [{ card: 160320008 }] },
      ],
    },
    ['enterBattle', 'attack'],
  ],
];
