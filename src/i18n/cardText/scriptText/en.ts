// The text of the script cards in English: the project's own wording of what each script in
// src/cards/scripts does (never the official card text).
import type { ScriptBook } from './types';

export const EN_SCRIPT_TEXT: ScriptBook = {
  // Elemental HERO Prisma
  160019065: [
    {
      cost:
        'Choose 1 Fusion monster in your Extra Deck that lists materials by name, then reveal the chosen monster, then declare 1 card name the chosen monster lists as a material.',
      effect: "Until the end of the turn, this card's name becomes the declared name.",
    },
  ],
  // Rising HERO Argent
  160320011: [
    {
      condition: 'There are 4 or more cards in your Deck.',
      cost: 'Choose 1 Level 6 or 7 Warrior Fusion monster in your Extra Deck, then reveal the chosen monster.',
      effect:
        'Reveal the top 4 cards of your Deck, then you can choose up to 2 Normal monsters among them that the revealed Fusion monster lists as materials, then add the chosen monsters to the hand, then put the other revealed cards on the bottom of the Deck.',
    },
  ],
  // Elemental Circulation
  160320030: [
    {
      cost:
        'Choose 1 Level 6 or 7 Warrior Fusion monster in your Extra Deck that lists a Warrior monster in your hand as a material, then reveal the chosen monster, then choose 1 Warrior monster in your hand that it lists as a material, then send that monster to the GY.',
      effect:
        'Draw 3 cards, then choose 1 card in your hand, then send the chosen card to the GY, then for the rest of this turn, the only monsters whose effects you can activate are Warrior monsters.',
    },
  ],
};
