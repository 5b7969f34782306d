// Staged coverage positions for the cards of the words declare and declared (see base.ts for the shape).
import { fillerDeck, main, type Staged } from './base';


export const WORDS_DECLARE_STAGED: Staged[] = [
  // Odd-Eyes Twin Tail Cat: both Cats face-up, Lost Cat in the GY.
  [160202025, main({ monsters: [{ card: 160202025 }, { card: 160202026 }, { card: 160202027 }], graveyard: [160202029] })],
  // Cat's Eye: 3 face-up Beasts (Red-Eyes Black Cat, Blue-Eyes White Cat twice).
  [160202028, main({ hand: [160202028], monsters: [{ card: 160202026 }, { card: 160202027 }, { card: 160202027 }] })],
  // Lost Cat: the opponent's monster declares an attack.
  [
    160202029,
    {
      turn: 3,
      turnPlayer: 1,
      phase: 'main',
      players: [
        { deck: fillerDeck, spellTraps: [{ card: 160202029, faceDown: true }] },
        { deck: fillerDeck, monsters: [{ card: 160320008 }] },
      ],
    },
    ['enterBattle', 'attack'],
  ],
];
