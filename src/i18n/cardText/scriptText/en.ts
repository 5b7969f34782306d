// The text of the script cards in English: the project's own wording of what each script in
// src/cards/scripts does (never the official card text).
import type { ScriptBook } from './types';

const MILL_1 = 'Send the card on top of your Deck to the GY.';
const CAN_BATTLE = 'You can still enter the Battle Phase this turn.';

export const EN_SCRIPT_TEXT: ScriptBook = {
  // Type Change Beam
  160004039: [
    {
      cost: 'Choose 1 monster in your hand, then reveal the chosen monster.',
      effect:
        "Choose 1 to 3 face-up monsters on the field whose Type differs from the revealed monster's, then the chosen monsters take the revealed monster's Type until the end of the turn.",
    },
  ],
  // Legend Scout
  160212047: [
    {
      condition: 'There are 10 or more cards in your Deck.',
      cost: 'Choose 1 Legend card in your hand, then reveal the chosen card.',
      effect:
        'Draw 1 card, then choose 1 card in your hand, then send the chosen card to the GY, then until the end of the turn, this card is worth 2 Tributes when you Tribute Summon a Legend monster in Attack Position.',
    },
  ],
  // Multistrike Dragon Dragias
  160302001: [
    {
      condition: CAN_BATTLE,
      cost: MILL_1,
      effect: 'This turn, the first time this card destroys a monster by battle, it can attack once more in that Battle Phase.',
    },
  ],
  // RB Dragophone
  160315032: [
    {
      trigger: "When a Dragon monster you control is destroyed by your opponent's attack or card effect.",
      effect:
        'Send 2 cards from the top of your Deck to the GY, then if both were sent and you control no monsters, you can choose 1 monster in your GY that is "{160010101}" or "{160315001}", then Special Summon the chosen monster in face-up Attack or Defense Position.',
    },
  ],
  // Great Multistrike Dragon Dragias Burst [L]
  160422001: [
    {
      maximum: true,
      condition: CAN_BATTLE,
      cost: MILL_1,
      effect:
        'This turn, this card can make up to 2 extra attacks, on monsters only, which it loses if it attacks directly, then during the End Phase of this turn, shuffle this card (every piece of it) into the Deck.',
    },
  ],
  // Supreme Machine Magnum Overlord [L]
  160202001: [
    {
      maximum: true,
      condition: "Your LP are lower than your opponent's.",
      cost: 'Choose 1 card in your hand, then send the chosen card to the GY.',
      effect: "Until the end of the turn, this card gains as much ATK as your opponent's LP exceed yours.",
    },
  ],
  // Supreme Skystream Magnum Overlord [L]
  160203001: [
    {
      maximum: true,
      condition: 'There are 2 or more monsters in your GY.',
      cost: 'Choose 1 monster in your GY, then shuffle the chosen monster into the Deck.',
      effect:
        'Choose 1 monster in your GY, then inflict 100 damage to your opponent for each Level of the chosen monster, then if damage was inflicted and the chosen monster is still in your GY, you can add the chosen monster to the hand.',
    },
  ],
  // Supreme Skystream Magnum Overlord
  160203002: [
    {
      maximum: true,
      condition: 'There is a monster in your hand.',
      cost: 'Send this card (every piece of it) from the field to the GY.',
      effect:
        'Choose 1 to 2 monsters in your hand, then Special Summon the chosen monsters in face-up Attack or Defense Position, then if any was summoned, you can choose 1 Spell/Trap card your opponent controls, then destroy the chosen card.',
    },
  ],
  // Doomblaze Despair
  160205018: [
    {
      trigger: 'When a Level 8 or lower monster of your opponent declares an attack on a face-up MAXIMUM monster you control (a single piece counts).',
      cost: 'Pay 600 LP.',
      effect: 'Return the attacking monster to its owner\'s Deck and shuffle it, then if you control a monster in MAXIMUM mode, inflict 600 damage to your opponent.',
    },
  ],
  // B.B.B. - Beast Brave Brandish
  160207026: [
    {
      cost: 'Choose 2 MAXIMUM monsters in your GY, then shuffle the chosen monsters into the Deck.',
      effect:
        'Draw 1 card, then if you control a monster in MAXIMUM mode and you can still enter the Battle Phase this turn, you can have that monster inflict piercing battle damage for as long as it remains face-up on the field.',
    },
  ],
  // Ascending Weather Eel
  160207039: [
    {
      cost: 'Choose 2 monsters in your GY, then shuffle the chosen monsters into the Deck.',
      effect:
        'Reveal the top 2 cards of your Deck, then you can choose 1 Level 10 monster among them, then add the chosen monster to the hand, then shuffle the Deck.',
    },
  ],
  // Deep Sea Dragon Bat Eel
  160207041: [
    {
      condition: 'There is a card in your Deck.',
      cost: 'Choose 1 to 3 of the Level 10 monsters in your hand (no more than the cards in your Deck), then reveal the chosen monsters.',
      effect: 'Draw as many cards as the monsters you revealed, then choose that many cards in your hand, then shuffle the chosen cards into the Deck.',
    },
  ],
};
