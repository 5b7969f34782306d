// Staged coverage positions for the later-set cards of session 40, helper c-next (see base.ts for the shape).
import { main, mon, theirTurn, type Staged } from './base';

const FILLER = 160320008;
const DECK10 = Array.from({ length: 10 }, () => FILLER);

export const S40NEXT_STAGED: Staged[] = [
  [160015003, main({ monsters: [{ card: 160015003 }, { card: mon('g1', 'Galaxy', 4, 1000, 'DARK') }, { card: mon('g2', 'Galaxy', 4, 1000, 'DARK') }], extra: [160015035] })],
  [160015054, main({ hand: [160015054], graveyard: [160015022, 160015017, mon('f1', 'Fish', 4, 1000, 'WATER'), mon('f2', 'Fish', 4, 1000, 'WATER'), mon('f3', 'Fish', 4, 1000, 'WATER')], extra: [160015045] })],
  [160018040, main({ monsters: [{ card: 160018040, summonedHow: 'fusion' }] }, { monsters: [{ card: mon('o', 'Warrior', 4, 1500) }], spellTraps: [{ card: 160210058, faceDown: true }] })],
  [160018066, main({ monsters: [{ card: 160018066 }] }, { monsters: [{ card: mon('o', 'Warrior', 4, 1500) }] })],
  [160019010, main({ monsters: [{ card: 160019010 }], graveyard: [160016024] })],
  [160212025, main({ deck: DECK10, monsters: [{ card: 160212025 }], graveyard: [160408003] })],
  [160212029, main({ monsters: [{ card: 160212029 }], graveyard: [mon('ln', 'Fairy', 4, 1000, 'LIGHT', 500), 160204050] })],
  [160019024, main({ monsters: [{ card: 160019024, summonedHow: 'normal' }], graveyard: [160008026, 160019060] }, { monsters: [{ card: mon('o', 'Warrior', 4, 1500) }] })],
  [160019043, main({ monsters: [{ card: 160019043 }] })],
  [160019060, theirTurn(160019060, { monsters: [{ card: FILLER }], graveyard: [mon('t', 'Thunder', 4, 1000)] }, { monsters: [{ card: mon('a', 'Warrior', 4, 2000) }], graveyard: [FILLER] }), ['enterBattle', 'attack']],
  [160020042, main({ monsters: [{ card: 160020042 }], graveyard: [FILLER] }, { monsters: [{ card: mon('d', 'Warrior', 4, 1000), position: 'defense', faceDown: true }] })],
  [160213055, main({ hand: [160213055], monsters: [{ card: 160213055 }], extra: [160213052] })],
  [160321006, main({ monsters: [{ card: 160321006 }, { card: mon('w', 'Warrior', 4, 1000) }] })],
  [160322005, main({ deck: DECK10, monsters: [{ card: 160322005 }], graveyard: [160002014] }, { monsters: [{ card: mon('o', 'Warrior', 4, 2000) }] })],
  [160322007, main({ monsters: [{ card: 160322007, summonedHow: 'normal' }], graveyard: [160002014] }, { spellTraps: [{ card: 160210058, faceDown: true }] })],
  [160215005, main({ monsters: [{ card: 160215005 }], graveyard: [160215008] })],
  [160215006, main({ hand: [FILLER], monsters: [{ card: 160215006, summonedHow: 'normal' }], graveyard: [160215005] })],
  [160215007, main({ deck: DECK10, monsters: [{ card: 160215007 }], graveyard: [160215006] })],
  [160215012, main({ hand: [160215012], monsters: [{ card: 160215001 }] }, { spellTraps: [{ card: 160210058, faceDown: true }] })],
  [160215013, theirTurn(160215013, { monsters: [{ card: 160215001 }] }, { hand: [FILLER] }), ['summon']],
  [160215020, main({ hand: [FILLER], monsters: [{ card: 160215020 }], graveyard: [160004013, 160215023] })],
  [160215021, main({ deck: DECK10, hand: [mon('la', 'Aqua', 2, 0, 'LIGHT')], monsters: [{ card: 160215021 }], graveyard: [160004013] })],
  [160215022, main({ deck: DECK10, monsters: [{ card: 160215022 }] })],
  [160215024, main({ deck: DECK10, hand: [160215024], graveyard: [mon('a1', 'Aqua', 2, 0, 'LIGHT'), mon('a2', 'Aqua', 2, 0, 'LIGHT'), mon('a3', 'Aqua', 2, 0, 'LIGHT')] })],
  [160215066, main({ deck: DECK10, monsters: [{ card: 160215066, summonedHow: 'normal' }] })],
  [160022014, main({ monsters: [{ card: 160022014, summonedHow: 'normal' }], graveyard: [mon('w1', 'Warrior', 4, 1000, 'WIND', 1200), mon('w2', 'Warrior', 4, 1000, 'WIND', 1200), 160001046] }, { monsters: [{ card: mon('o', 'Warrior', 4, 2000) }] })],
  [160022015, main({ deck: DECK10, hand: [mon('w', 'Warrior', 4, 1000, 'WIND', 1200)], monsters: [{ card: 160022015, summonedHow: 'normal' }], graveyard: [160001046, 160001046, 160022014] })],
  [160022019, main({ monsters: [{ card: 160022019, summonedHow: 'normal' }], graveyard: [mon('d1', 'Warrior', 4, 1000, 'DARK'), mon('d2', 'Warrior', 4, 1000, 'DARK')] })],
  [160022020, main({ deck: DECK10, hand: [160022047], monsters: [{ card: 160022020, summonedHow: 'normal' }] })],
  [160022021, main({ monsters: [{ card: 160022021, summonedHow: 'normal' }], graveyard: [160022047] })],
  [160022022, main({ monsters: [{ card: 160022022, summonedHow: 'normal' }], graveyard: [160022019] })],
];
