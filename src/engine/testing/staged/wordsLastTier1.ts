// Staged coverage positions for the last tier-1 cards and the Special Summon lock (see base.ts for the shape).
import { fillerDeck, main, vanilla, type Staged } from './base';

const thunder = (ref: string) => ({ card: { vanilla: { name: 'Storm Beetle', level: 4, atk: 1000, def: 0, attribute: 'LIGHT', race: 'Thunder' }, ref } });
const zeroDark = { vanilla: { name: 'Zero Shade', level: 4, atk: 0, def: 0, attribute: 'DARK', race: 'Fiend' }, ref: 'zeroDark' };

export const WORDS_LAST_TIER1_STAGED: Staged[] = [
  // Secret Service Shine Guard: Normal Summoned this turn, Business Card Barrage in the GY.
  [160006023, main({ monsters: [{ card: 160006023, summonedHow: 'normal' }], graveyard: [160006046] })],
  // Worker Warrior - Overhauled Organizer: a Spell to send, Sinister CEO in the hand.
  [160204039, main({ hand: [160204050, 160006024], monsters: [{ card: 160204039 }] })],
  // Matsugumi the Ruler's Squad: Normal Summoned this turn, a Warrior in the hand, Ruler's Current in the GY.
  [160305006, main({ hand: [160305015], monsters: [{ card: 160305006, summonedHow: 'normal' }], graveyard: [160006042] })],
  // Tiger Roll the Sushi Fairy: a Level 4 Fairy in the GY.
  [160203041, main({ monsters: [{ card: 160203041 }], graveyard: [vanilla('Fairy', 4)] })],
  // Thunderbeetle Storm: 3 Level 4 Thunders, an opposing Effect Monster (Tiger Roll).
  [160202034, main({ hand: [160202034], monsters: [thunder('t1'), thunder('t2'), thunder('t3')] }, { monsters: [{ card: 160203041 }] })],
  // A Trap: the opponent attacks your 0 ATK DARK monster in Attack Position.
  [
    160202041,
    {
      turn: 3,
      turnPlayer: 1,
      phase: 'main',
      players: [
        { deck: fillerDeck, monsters: [{ card: zeroDark }], spellTraps: [{ card: 160202041, faceDown: true }] },
        { deck: fillerDeck, monsters: [{ card: 160320008 }] },
      ],
    },
    ['enterBattle', 'attack'],
  ],
];
