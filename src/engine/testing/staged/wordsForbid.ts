// Staged coverage positions for the cards of the words forbid activateName/activateTraps/effectDamage
// and notDoneThisTurn (see base.ts for the shape).
import { fillerDeck, main, vanilla, type Staged } from './base';

const summoned = (id: number) => ({ card: id, summonedThisTurn: true });
const normal = (id: number) => ({ card: id, summonedHow: 'normal' });
const warrior = (level: number, atk: number, def: number) => ({ vanilla: { name: `Warrior ${atk}`, level, atk, def, attribute: 'EARTH', race: 'Warrior' }, ref: `W${level}x${atk}x${def}` });

export const WORDS_FORBID_STAGED: Staged[] = [
  // Gadgets: Normal Summoned, the next Gadget in the GY.
  [160019012, main({ monsters: [normal(160019012)], graveyard: [160019013] })],
  [160019013, main({ monsters: [normal(160019013)], graveyard: [160019014] })],
  [160019014, main({ monsters: [normal(160019014)], graveyard: [160019012] })],
  // Eternity Ether Dragon: an opposing card to destroy.
  [160214001, main({ monsters: [summoned(160214001)] }, { monsters: [{ card: 160320008 }] })],
  // Sworn Supporter: a monster in the GY.
  [160021068, main({ monsters: [summoned(160021068)], graveyard: [vanilla('Dragon', 4)] })],
  [160022068, main({ monsters: [summoned(160022068)] })],
  // Benevolent Dragon: another card to send, a Level 7 Dragon in the GY.
  [160023011, main({ monsters: [{ card: 160023011 }, { card: 160320008 }], graveyard: [vanilla('Dragon', 7)] })],
  // Lastcal Chainverse: 2 cards in the hand, enough Deck to draw 3.
  [160024068, main({ deck: [...fillerDeck, 160320008, 160320008], monsters: [summoned(160024068)], hand: [160320008, 160320008] })],
  // Rising HERO Reglam: a second Level 4 or lower monster, a Level 7 Warrior with 1000 DEF in the GY.
  [160025024, main({ monsters: [{ card: 160025024 }, { card: 160320008 }], graveyard: [warrior(7, 2500, 1000)] })],
  // Sopla: a Level 3 Zombie with 1200 ATK in the GY.
  [160217007, main({ monsters: [summoned(160217007)], graveyard: [{ vanilla: { name: 'Zombie 1200', level: 3, atk: 1200, def: 0, attribute: 'DARK', race: 'Zombie' }, ref: 'Z3' }] })],
  // Speed Commander: a Level 4 Warrior Effect Monster in the hand (itself), a 1400/100 Warrior in the GY.
  [160218058, main({ monsters: [summoned(160218058)], hand: [160218058], graveyard: [warrior(4, 1400, 100)] })],
  // Headhunters' Goraliath: a Level 7 monster in the GY.
  [160219047, main({ monsters: [summoned(160219047)], graveyard: [vanilla('Beast', 7)] })],
  // notDoneThisTurn and the other locks.
  [160446010, main({ hand: [160446010], graveyard: [vanilla('Dragon', 4)] })],
  [160212069, main({ monsters: [{ card: 160212069 }, { card: 160320008 }], graveyard: [vanilla('Cyberse', 4)] })],
  [160209015, main({ monsters: [{ card: 160209015 }, { card: 160209015 }], graveyard: [vanilla('Spellcaster', 4)] })],
  [160216055, main({ hand: [160216055], graveyard: [{ vanilla: { name: 'Galaxy 900', level: 5, atk: 900, def: 0, attribute: 'LIGHT', race: 'Galaxy' }, ref: 'G5' }] })],
  [160020037, main({ deck: [{ vanilla: { name: 'Six', level: 6, atk: 1000, def: 0, attribute: 'EARTH', race: 'Rock' }, ref: 'Six' }, ...fillerDeck], monsters: [{ card: 160020037 }] })],
  [160022050, main({ hand: [160022050], graveyard: [{ vanilla: { name: 'Dark Warrior 6', level: 6, atk: 1000, def: 0, attribute: 'DARK', race: 'Warrior' }, ref: 'DW6' }] })],
  [160218063, main({ hand: [160218063], graveyard: [warrior(4, 1400, 100)] })],
  [160021021, main({ monsters: [normal(160021021)], hand: [160320008] })],
  [160025058, main({ deck: [160001031, ...fillerDeck], hand: [160025058] })],
  [160402058, main({ hand: [160402058], graveyard: [vanilla('Zombie', 7)] }, { graveyard: [160320008] })],
  [160212002, main({ deck: [...fillerDeck, 160320008], hand: [160212002] })],
  [160023048, main({ hand: [160023048, ...[0, 1].map((i) => ({ vanilla: { name: `Dragon 0 ${i}`, level: 4, atk: 0, def: 1400, attribute: 'DARK', race: 'Dragon' }, ref: `D0x${i}` }))] })],
  [160012053, main({ deck: [...fillerDeck, 160320008, 160320008, 160320008], hand: [160012053, warrior(4, 100, 100), warrior(4, 200, 100)] })],
  [160015031, main({ monsters: [{ card: 160015031 }] }, { monsters: [{ card: 160320008 }, { card: 160320008 }] })],
  [160460006, main({ monsters: [{ card: 160460006 }] }, { graveyard: [160320008] })],
  [160017022, main({ monsters: [{ card: 160017022 }, { card: 160017022 }, { card: 160320008, position: 'defense', faceDown: true }] })],
  [160214050, main({ monsters: [{ card: 160214050 }], hand: [{ vanilla: { name: 'Six 500', level: 6, atk: 1000, def: 500, attribute: 'LIGHT', race: 'Fairy' }, ref: 'S6' }] })],
  [160016018, main({ monsters: [{ card: 160016018 }], graveyard: [{ vanilla: { name: 'Dark Machine 7', level: 7, atk: 1000, def: 0, attribute: 'DARK', race: 'Machine' }, ref: 'DM7' }, { vanilla: { name: 'Dark Dragon 8', level: 8, atk: 1000, def: 0, attribute: 'DARK', race: 'Dragon' }, ref: 'DD8' }] })],
  [160024042, main({ hand: [160024042, 160320008], graveyard: [1, 2].map((i) => ({ vanilla: { name: `DG${i}`, level: 4, atk: i, def: 0, attribute: 'DARK', race: 'Galaxy' }, ref: `DG${i}` })) })],
  [160218066, main({ hand: [160218066, warrior(4, 300, 300)], monsters: [{ card: 160005000 }] })],
  [160219025, main({ deck: [...fillerDeck, 160320008, 160320008, 160320008], hand: [160219025] })],
  [160213069, main({ monsters: [{ card: 160213069 }], graveyard: [160204045] })],
  [160323006, main({ monsters: [summoned(160323006)], graveyard: [160323030] })],
  [160025003, main({ monsters: [{ card: 160025003 }], graveyard: [160204050] })],
  [160025005, main({ monsters: [{ card: 160025005 }], graveyard: [160204050] })],
  [160025039, main({ monsters: [{ card: 160025039 }], graveyard: [{ vanilla: { name: 'Galaxy 7', level: 7, atk: 1000, def: 0, attribute: 'LIGHT', race: 'Galaxy' }, ref: 'G7' }] })],
  [160026016, main({ monsters: [{ card: 160026016 }], graveyard: [160008009] })],
  [160026041, main({ monsters: [{ card: 160026041, summonedHow: 'ritual' }, { card: 160320008 }] }, { monsters: [{ card: 160320008 }] })],
  [160026043, main({ monsters: [{ card: 160026043, summonedHow: 'ritual' }] }, { spellTraps: [{ card: 160204050, faceDown: true }] })],
  [160024051, main({ deck: [{ vanilla: { name: 'Earth Galaxy 5', level: 5, atk: 1000, def: 0, attribute: 'EARTH', race: 'Galaxy' }, ref: 'EG5' }, ...fillerDeck, 160320008, 160320008], hand: [160024051] })],
  [160402050, main({ monsters: [{ card: 160402050 }], hand: [160402001], graveyard: [vanilla('Spellcaster', 7)] })],
];
