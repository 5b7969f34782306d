// The text of the script cards in English: the project's own wording of what each script in
// src/cards/scripts does (never the official card text).
import type { ScriptBook } from './types';

const MILL_1 = 'Send the card on top of your Deck to the GY.';

export const EN_SCRIPT_TEXT: ScriptBook = {
  // Ether Escape
  160012062: [
    {
      trigger: 'When a Level 7 or higher monster is Normal Summoned by your opponent.',
      cost: 'Choose 2 Warrior or Machine monsters in your GY, then shuffle the chosen monsters into the Deck.',
      effect:
        "Change the summoned monster to Defense Position face-down, then if you control a face-up Fusion monster, you can choose 1 of your opponent's face-down cards on the field, then place the chosen card on top of its owner's Deck.",
    },
  ],
  // Fusionic Defense
  160016064: [
    {
      trigger: 'When your opponent Summons a monster face-up.',
      effect:
        'Choose 1 "{160204050}" in your GY, then Set the chosen card in your Spell & Trap Zone, then if it was Set and you control a face-up monster, you can choose 1 face-up monster you control, then this turn, the chosen monster cannot be destroyed by battle or by card effects.',
    },
  ],
  // Elemental HERO Mariner
  160019047: [
    {
      condition:
        'A face-down card is in your Spell & Trap Zone, you can still enter the Battle Phase this turn, and this card cannot already attack directly this turn.',
      cost: MILL_1,
      effect: 'This turn, this card can attack directly.',
    },
  ],
  // Elemental HERO Prisma
  160019065: [
    {
      cost:
        'Choose 1 Fusion monster in your Extra Deck that lists materials by name, then reveal the chosen monster, then declare 1 card name the chosen monster lists as a material.',
      effect: "Until the end of the turn, this card's name becomes the declared name.",
    },
  ],
  // Elemental HERO Voltic Wingman
  160020065: [
    {
      condition: 'This card was Summoned this turn.',
      effect:
        'Fusion Summon 1 Level 6 to 8 Warrior Fusion monster that must be Fusion Summoned from your Extra Deck, using monsters in your GY as its materials, which are shuffled into the Deck.',
    },
  ],
  // Fusion
  160204050: [
    {
      effect: 'Fusion Summon 1 Fusion monster from your Extra Deck, using face-up monsters you control as its materials, which are sent to the GY.',
    },
  ],
  // Polymerization
  160206025: [
    {
      effect:
        'Fusion Summon 1 Fusion monster from your Extra Deck, using monsters in your hand and/or monsters you control as its materials, which are sent to the GY.',
    },
  ],
  // Elemental HERO Heliosphere
  160214029: [
    {
      condition: 'There are 10 or more cards in your Deck.',
      effect:
        'Draw 1 card and reveal it, then if the drawn card is a monster, you can choose 1 card your opponent controls, then destroy the chosen card.',
    },
  ],
  // Elemental HERO Burst Wingman
  160320002: [
    {
      cost: MILL_1,
      effect:
        "Choose 1 face-up Warrior monster you control, then the chosen monster gains 1000 ATK, lasting until your opponent's next turn ends, then you can choose 1 Spell/Trap card your opponent controls, then destroy the chosen card.",
    },
  ],
  // Elemental HERO Thunder Giant
  160320003: [
    {
      condition: "There is a face-up monster on the field whose original ATK is lower than this card's ATK.",
      cost: 'Choose 1 card in your hand, then send the chosen card to the GY.',
      effect: "Choose 1 face-up monster on the field whose original ATK is lower than this card's ATK, then destroy the chosen monster.",
    },
  ],
  // Elemental HERO Bubbleman
  160320009: [
    {
      condition: 'This card was Summoned this turn, and it is the only card in your hand and on your field.',
      effect: 'Draw 2 cards.',
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
  // Hero Boy
  160320013: [
    {
      condition: 'There is a "{160204050}" or "{160320032}" in your GY.',
      effect:
        'Choose 1 to 2 cards in your GY, each a Warrior Normal monster or "{160204050}", then add the chosen cards to the hand, then choose 1 monster you control (this card too can be chosen), then send the chosen monster to the GY.',
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
  // Miracle Fusion
  160320031: [
    {
      effect:
        'Fusion Summon 1 Warrior Fusion monster that must be Fusion Summoned from your Extra Deck, using monsters you control and/or monsters in your GY as its materials, which are put on the bottom of the Deck.',
    },
  ],
  // Skyscraper
  160320032: [
    {
      continuous:
        'On the field of the player whose turn it is, every face-up monster named "{160320008}", "{160320007}", "{160320006}", "{160320005}", "{160320009}" or "{160320004}" and every face-up Level 5 to 8 Warrior Fusion monster gains 1000 ATK.',
    },
  ],
  // Quaking Mirror Force
  160320038: [
    {
      trigger: "When your opponent's monster declares an attack.",
      condition: 'Your opponent controls a face-up monster that is not in MAXIMUM mode.',
      effect: 'Change every face-up monster your opponent controls, except monsters in MAXIMUM mode, to face-down Defense Position.',
    },
  ],
};
