// Staged coverage positions for the cards of the words summon tributes, cannotSpecialSummon and
// originalAtk / originalDef (see base.ts for the shape).
import { main, mon, theirTurn, type Staged } from './base';

const FILLER = 160320008;
const CYBER_DRAGON = 160205024;
const tributed = (id: number) => ({ card: id, summonedHow: 'tribute' });

export const WORDS_TRIBUTE_RULES_STAGED: Staged[] = [
  [160205022, main({ monsters: [{ card: 160205022 }], graveyard: [CYBER_DRAGON] }, { monsters: [{ card: mon('o8', 'Dragon', 8, 2500) }] })],
  [160402022, main({ hand: [FILLER], monsters: [tributed(160402022)], graveyard: [CYBER_DRAGON] })],
  [160008000, main({ hand: [FILLER], monsters: [{ card: 160008000 }], graveyard: [FILLER] })],
  [160012028, main({ monsters: [tributed(160012028)], graveyard: [mon('w1', 'Warrior', 4, 1000), mon('w2', 'Warrior', 4, 1000)] })],
  [160016004, main({ hand: [FILLER, FILLER], monsters: [{ card: 160016004 }], graveyard: [mon('l4', 'Warrior', 4, 1500, 'LIGHT')] })],
  [160016005, main({ hand: [FILLER], monsters: [{ card: 160016005 }] })],
  [160016006, main({ monsters: [{ card: 160016006 }], graveyard: [mon('l4', 'Warrior', 4, 1500, 'LIGHT')] })],
  [160016007, main({ hand: [FILLER], monsters: [{ card: 160016007 }] })],
  [160020019, main({ monsters: [{ card: 160020019 }] }, { monsters: [{ card: FILLER }] })],
  [160022017, main({ monsters: [tributed(160022017)], graveyard: [160006013] })],
  [160024030, main({ monsters: [tributed(160024030)] }, { spellTraps: [{ card: 160204050, faceDown: true }] })],
  [160025019, main({ monsters: [tributed(160025019)] }, { spellTraps: [{ card: 160204050, faceDown: true }] })],
  [160025026, main({ monsters: [tributed(160025026)], graveyard: [mon('w3', 'Warrior', 3, 1000, 'LIGHT', 1000)] })],
  [160211040, main({ monsters: [{ card: 160211040 }], graveyard: [mon('z0', 'Fairy', 4, 0)] })],
  [160211035, main({ hand: [160211035, mon('r4', 'Rock', 4, 1000)] })],
  [160022046, main({ hand: [160022046], deck: [FILLER, FILLER, FILLER, FILLER, FILLER, FILLER, FILLER, FILLER, FILLER, FILLER, FILLER] })],
  [160023065, main({ monsters: [{ card: 160023065 }] })],
  [160214036, main({ monsters: [{ card: 160214036 }] })],
  [160218069, main({ monsters: [{ card: 160218069 }], graveyard: [mon('t1', 'Thunder', 4, 1000, 'LIGHT', 800), mon('t2', 'Thunder', 4, 1000, 'LIGHT', 800)] })],
  [160022011, main({ monsters: [{ card: 160022011 }], graveyard: [FILLER] })],
  [160214041, main({ hand: [mon('d9', 'Dragon', 9, 3000, 'DARK')], monsters: [tributed(160214041)] })],
  [160012036, main({ monsters: [{ card: 160012036 }, { card: 160012004 }] }, { monsters: [{ card: FILLER }], spellTraps: [{ card: 160204050, faceDown: true }] })],
  [160013056, main({ hand: [160013056] })],
  [160209078, main({ hand: [160209078] })],
  // Summoned by their own way with three Tributes (the summon record keeps them).
  [160012000, main({ hand: [160012000], monsters: [{ card: FILLER }, { card: FILLER }, { card: FILLER }] }, { monsters: [{ card: FILLER }] }), [{ type: 'summon', rule: 0 }, 'select', 'select', 'select']],
  [160211027, main({ hand: [160211027], monsters: [{ card: mon('r1', 'Rock', 4, 100) }, { card: mon('r2', 'Rock', 4, 100) }, { card: mon('r3', 'Rock', 4, 100) }] }, { monsters: [{ card: FILLER }] }), [{ type: 'summon', rule: 0 }, 'select', 'select', 'select']],
  [160218045, main({ monsters: [{ card: 160218045, summonedHow: 'normal' }], graveyard: [160204050] })],
  [160024018, main({ hand: [mon('f0', 'Fairy', 4, 0)], monsters: [{ card: 160024018 }], deck: [FILLER, FILLER, FILLER, FILLER, FILLER, FILLER, FILLER, FILLER, FILLER, FILLER, FILLER] })],
  [160007065, theirTurn(160007065, { monsters: [{ card: FILLER }] }, { monsters: [{ card: mon('o8', 'Dragon', 8, 2500) }] }), ['enterBattle', 'attack']],
  [160024063, theirTurn(160024063, { monsters: [{ card: mon('f0', 'Fairy', 4, 0) }] }, { hand: [FILLER] }), ['summon']],
];
