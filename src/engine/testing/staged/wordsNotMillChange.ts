// Staged coverage positions for the cards of the words not, originalDefOf, mill by player and count, change to, same name and face-down Special Summon (see base.ts for the shape):
// the negation filter, originalDefOf, mill for both players or by a count, change to a named
// Attribute or Type.
import { main, type Staged } from './base';

const AVIAN = 160320008; // WIND Warrior Normal, Level 3, 1000/1000
const BEAN_SOLDIER = 160412009; // EARTH Plant Normal, Level 4
const FUSION = 160204050;
/** An inline Normal Monster with the figures a position needs. */
const mon = (ref: string, race: string, level: number, attribute: string, atk = 1000, def = 1000) => ({ vanilla: { name: ref, level, atk, def, attribute, race }, ref });

export const WORDS_NOT_MILL_CHANGE_STAGED: Staged[] = [
  // Big Umi: 3 face-up WATER monsters.
  [160003050, main({ hand: [160003050], monsters: [{ card: mon('w1', 'Aqua', 4, 'WATER') }, { card: mon('w2', 'Aqua', 4, 'WATER') }, { card: mon('w3', 'Aqua', 4, 'WATER') }] })],
  // Vegetation of Blisstopia: face-up Levels adding up to 10.
  [160309027, main({ hand: [160309027], monsters: [{ card: mon('l5a', 'Plant', 5, 'EARTH') }, { card: mon('l5b', 'Plant', 5, 'EARTH') }] })],
  // Hypernova: 2 face-up Level 7 non-LIGHT Dragons, a LIGHT Dragon in the GY.
  [160006040, main({ hand: [160006040], monsters: [{ card: mon('d7a', 'Dragon', 7, 'DARK') }, { card: mon('d7b', 'Dragon', 7, 'DARK') }], graveyard: [mon('ld', 'Dragon', 8, 'LIGHT')] })],
  // Imaginary Arc Tower: a LIGHT Normal Monster with 500 DEF in the GY.
  [160204012, main({ hand: [160204012], graveyard: [mon('l500', 'Fairy', 3, 'LIGHT', 300, 500)] })],
  // Full Moon Dragon Umbralancer F: a card in hand (not "Fusion"), "Fusion" in the GY.
  [160204023, main({ hand: [AVIAN], monsters: [{ card: 160204023 }], graveyard: [FUSION] })],
  // Semeruler the Dark Summoner: a card to send and a 0-ATK monster in hand.
  [160004020, main({ hand: [AVIAN, mon('z0', 'Fiend', 4, 'DARK', 0, 1800)], monsters: [{ card: 160004020 }] })],
  // Ruler's Current: a Warrior in hand, a face-up Warrior with 2000 DEF.
  [160006042, main({ hand: [160006042, AVIAN], monsters: [{ card: mon('wd', 'Warrior', 4, 'EARTH', 1000, 2000) }] })],
  // Heat Hyena: alone on its field, the opponent has a monster.
  [160006032, main({ monsters: [{ card: 160006032 }] }, { monsters: [{ card: AVIAN }] })],
  // Sneezing Greedizauls: LP lower, a card in hand.
  [160203008, main({ lp: 4000, hand: [AVIAN], monsters: [{ card: 160203008 }] })],
  // Yuri the Shadow Flower Fiend: a face-up Plant Normal Monster.
  [160412002, main({ monsters: [{ card: 160412002 }, { card: BEAN_SOLDIER }] })],
  // Luminous Parrot: 2 face-up opposing monsters.
  [160003036, main({ monsters: [{ card: 160003036 }] }, { monsters: [{ card: AVIAN }, { card: AVIAN }] })],
  // Accel Wonder Flare: a monster in the GY.
  [160303010, main({ monsters: [{ card: 160303010 }, { card: AVIAN }], graveyard: [AVIAN] })],
  // Darkness Ri-chair-al: 3 face-up DARK monsters, a DARK monster in the GY (Skull Servant, Feral Imp).
  [160203027, main({ hand: [160203027], monsters: [{ card: 160001009 }, { card: 160001009 }, { card: 160001011 }], graveyard: [160001009] })],
  // Wondering Warrior: Tribute Summoned first (its Tribute, a Warrior Normal Monster, goes to the GY).
  [160005021, main({ hand: [160005021], monsters: [{ card: AVIAN }], graveyard: [AVIAN] }), ['summon', 'select']],
  // Dian Keto the Security Master: a card in each hand.
  [160403002, main({ hand: [AVIAN], monsters: [{ card: 160403002 }] }, { hand: [AVIAN] })],
];
