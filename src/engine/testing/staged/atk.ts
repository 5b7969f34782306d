// Staged coverage positions for the atk stream of cards (see base.ts for the shape).
import { fillerDeck, vanilla, type Staged } from './base';

export const ATK_STAGED: Staged[] = [
  // Tribute Summoned this turn (the summon record), a Level 6 Fiend in the GY.
  [160201017, { turn: 3, phase: 'main', players: [{ deck: fillerDeck, monsters: [{ card: 160201017, summonedHow: 'tribute' }], graveyard: [vanilla('Fiend', 6)] }, { deck: fillerDeck }] }],
  [160201024, { turn: 3, phase: 'main', players: [{ deck: fillerDeck, hand: [160201024], graveyard: [vanilla('Fiend', 1)] }, { deck: fillerDeck, monsters: [{ card: 160320008 }] }] }],
  [160402004, { turn: 3, phase: 'main', players: [{ deck: fillerDeck, hand: [160202019], monsters: [{ card: 160402004, summonedHow: 'tribute' }], graveyard: [vanilla('Fiend', 7)] }, { deck: fillerDeck }] }],
  [160201001, { turn: 3, phase: 'main', players: [{ deck: fillerDeck, monsters: [{ card: 160201001, summonedHow: 'tribute' }] }, { deck: fillerDeck }] }],
  [160004030, { turn: 3, phase: 'main', players: [{ deck: fillerDeck, hand: [160320008, 160320008], monsters: [{ card: 160004030 }] }, { deck: fillerDeck, monsters: [{ card: 160320008 }] }] }],
  [160005032, { turn: 3, phase: 'main', players: [{ deck: fillerDeck, hand: [vanilla('Plant', 3), vanilla('Plant', 4)], monsters: [{ card: 160005032 }] }, { deck: fillerDeck, monsters: [{ card: 160320008 }] }] }],
  [160003031, { turn: 3, phase: 'main', players: [{ deck: fillerDeck, monsters: [{ card: 160003031 }, { card: vanilla('Beast-Warrior', 3) }, { card: vanilla('Beast-Warrior', 4) }] }, { deck: fillerDeck, monsters: [{ card: 160320008 }] }] }],
  [160002021, { turn: 3, phase: 'main', players: [{ deck: fillerDeck, monsters: [{ card: 160002021 }] }, { deck: fillerDeck, monsters: [{ card: 160320008 }] }] }],
  [160001029, { turn: 3, phase: 'main', players: [{ deck: fillerDeck, monsters: [{ card: 160001029, summonedHow: 'tribute' }] }, { deck: fillerDeck }] }],
  [160004046, { turn: 3, phase: 'main', players: [{ deck: fillerDeck, hand: [160004046], monsters: [{ card: vanilla('Machine', 4) }], graveyard: [160004032] }, { deck: fillerDeck }] }],
  [
    160004041,
    {
      turn: 3,
      phase: 'main',
      players: [
        { deck: fillerDeck, hand: [160004041], graveyard: [3, 6].map((level) => ({ vanilla: { name: `LightFiend${level}`, level, atk: 1000, def: 0, attribute: 'LIGHT', race: 'Fiend' }, ref: `LightFiend${level}` })) },
        { deck: fillerDeck },
      ],
    },
  ],
  // A Trap: the opponent's Tribute Summon of a Level 7 monster opens its window.
  [
    160004054,
    {
      turn: 3,
      turnPlayer: 1,
      phase: 'main',
      players: [
        { deck: fillerDeck, monsters: [{ card: vanilla('Wyrm', 4) }], spellTraps: [{ card: 160004054, faceDown: true }] },
        { deck: fillerDeck, hand: [160002000], monsters: [{ card: 160320008 }, { card: 160320008 }] },
      ],
    },
    ['summon', 'select', 'select'],
  ],
];
