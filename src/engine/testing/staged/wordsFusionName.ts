// Staged coverage positions for the cards of the words of generic Fusion materials and name changes (see base.ts for the shape).
import { main, mon, type Staged } from './base';

const FILLER = 160320008;
const FUSION = 160204050;
const galaxy = (ref: string, attribute: 'LIGHT' | 'DARK' = 'LIGHT') => mon(ref, 'Galaxy', 4, 1000, attribute);

export const WORDS_FUSION_NAME_STAGED: Staged[] = [
  // Torna the Magician of Whirlwinds: Fusion Summoned this turn, a Defense Position monster opposite, a Level 9 Spellcaster in the GY.
  [
    160402051,
    main({ monsters: [{ card: 160402051, summonedHow: 'fusion' }], graveyard: [mon('l9', 'Spellcaster', 9, 2500, 'DARK')] }, { monsters: [{ card: FILLER, position: 'defense' }] }),
  ],
  // Galactiara FUSE Eve: "Fusion" and a Galaxy Normal Monster in the GY.
  [160013034, main({ monsters: [{ card: 160013034 }], graveyard: [FUSION, galaxy('gn')] })],
  // Space Fusion - Extra Plasma: a Set card in the opponent's Spell & Trap Zone.
  [160013045, main({ monsters: [{ card: 160013045 }] }, { spellTraps: [{ card: FUSION, faceDown: true }] })],
  // Eternal Galactica Oblivion: 5 Galaxy monsters in the GY.
  [160441003, main({ monsters: [{ card: 160441003 }], graveyard: ['g1', 'g2', 'g3', 'g4', 'g5'].map((r) => galaxy(r)) })],
  // Transam Valuable Linac: 2 Level 7 Galaxy Effect Monsters (Extra Plorer) in the GY.
  [160409006, main({ monsters: [{ card: 160409006 }], graveyard: [160013031, 160013031] })],
  // Sevens Wonder Fusion: Sevens Road Magician on the field, the other material of Sevens Chariot in the GY.
  [160013054, main({ hand: [160013054], monsters: [{ card: 160301001 }], graveyard: [160013013], extra: [160013043] })],
  // Cyber Processor: another card to send, a Cyber Dragon in the GY.
  [160013021, main({ monsters: [{ card: 160013021 }, { card: FILLER }], graveyard: [160205024] })],
  // Transam Linac Overwrite: Transam Linac in the GY, a Level 4 monster opposite.
  [160409005, main({ monsters: [{ card: 160409005 }], graveyard: [160425001] }, { monsters: [{ card: 160320005 }] })],
  // Soleil, the Fairy of Skysavior: a Warrior in the hand, "Fusion" on top of the Deck.
  [160012020, main({ monsters: [{ card: 160012020 }], hand: [FILLER], deck: [FUSION, FILLER, FILLER, FILLER, FILLER] })],
  // Dragons Burst Fusion: Blue-Fang Burst Dragon and Booster Wyvern face-up, Blue-Fang Enhanced Burst Dragon in the Extra Deck.
  [160013048, main({ hand: [160013048], monsters: [{ card: 160010101 }, { card: 160013004 }], extra: [160013037] }, { monsters: [{ card: FILLER }] })],
];
