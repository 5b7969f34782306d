// Staged coverage positions for set 160402 and the small 1603xx/1604xx sets, second pass (see base.ts for the shape).
import { main, mon, theirTurn, type Staged } from './base';

const FILLER = 160320008;
const PIERCE = 160001037;
const UMI = 160003052;

export const SETS1603AND1604MORE_STAGED: Staged[] = [
  [160402008, main({ monsters: [{ card: 160402008 }], hand: [mon('l', 'Machine', 4, 0, 'LIGHT')] })],
  [160402011, main({ monsters: [{ card: 160402011 }] }, { monsters: [{ card: FILLER }] })],
  [160402012, main({ monsters: [{ card: 160402012 }] }, { hand: [FILLER, FILLER] })],
  [160402013, main({ monsters: [{ card: 160402013 }] }, { monsters: [{ card: FILLER, position: 'defense', faceDown: true }] })],
  [160402015, main({ monsters: [{ card: 160402015 }], graveyard: [FILLER] })],
  [160402018, main({ monsters: [{ card: 160402018, summonedHow: 'normal' }] }, { monsters: [{ card: FILLER }] })],
  [160402019, main({ monsters: [{ card: 160402019 }], hand: [FILLER], graveyard: [PIERCE] })],
  [160402026, main({ monsters: [{ card: 160402026 }] }, { monsters: [{ card: mon('a', 'Warrior', 4, 1000) }, { card: mon('b', 'Warrior', 4, 1000) }] })],
  [160402027, main({ monsters: [{ card: 160402027 }] })],
  [160402028, main({ monsters: [{ card: 160402028 }] }, { monsters: [{ card: FILLER }] })],
  [160402029, main({ monsters: [{ card: 160402029, summonedHow: 'normal' }] })],
  [160402032, main({ monsters: [{ card: 160402032 }], hand: [mon('z', 'Warrior', 4, 0)], graveyard: [160301010] })],
  [160402035, main({ monsters: [{ card: 160402035 }], graveyard: Array.from({ length: 10 }, () => PIERCE) })],
  [160402049, main({ monsters: [{ card: 160402049 }], hand: [FILLER], graveyard: [mon('g', 'Galaxy', 4, 1000)] })],
  [160402066, main({ monsters: [{ card: 160402066, summonedHow: 'special' }], hand: [mon('f', 'Fiend', 7, 2500)] })],
  [160409002, main({ monsters: [{ card: 160409002 }], hand: [FILLER, mon('d7', 'Dragon', 7, 2500)] })],
  [160409003, main({ monsters: [{ card: 160409003 }] }, { monsters: [{ card: FILLER }], spellTraps: [{ card: PIERCE, faceDown: true }] })],
  [160409004, main({ monsters: [{ card: 160409004 }], graveyard: [160003059] })],
  [160409011, main({ monsters: [{ card: 160409011, summonedHow: 'normal' }], graveyard: [mon('sc', 'Spellcaster', 4, 1000)] })],
  [160412001, main({ hand: [160412001] })],
  [160415003, main({ monsters: [{ card: 160415003 }, { card: mon('l', 'Warrior', 4, 0, 'LIGHT') }], hand: [mon('m', 'Machine', 4, 1500)] }, { monsters: [{ card: mon('o7', 'Warrior', 7, 2500) }] })],
  [160304022, main({ hand: [160304022] }, { monsters: [{ card: FILLER, position: 'defense' }] })],
  [160304030, theirTurn(160304030, { hand: [mon('dn', 'Dragon', 4, 1000)] }, { hand: [mon('big', 'Warrior', 7, 2500)], monsters: [{ card: FILLER }, { card: FILLER }] }), ['summon', 'select', 'select', 'done']],
  [160308015, main({ hand: [160308015], monsters: [{ card: mon('c', 'Cyberse', 4, 0) }] }, { spellTraps: [{ card: PIERCE, faceDown: true }] })],
  [160309010, main({ monsters: [{ card: 160309010, summonedHow: 'normal' }], field: { card: UMI } })],
  [160417004, main({ hand: [160417004] }, { graveyard: [FILLER] })],
  [160419003, main({ hand: [160419003, mon('f', 'Pyro', 4, 0, 'FIRE')] })],
  [160421008, main({ monsters: [{ card: 160421008 }], hand: [160402008], graveyard: [mon('mn', 'Machine', 4, 1000)] })],
  [160421010, main({ monsters: [{ card: 160421010 }, { card: mon('l5', 'Warrior', 5, 0) }] }, { spellTraps: [{ card: PIERCE, faceDown: true }] })],
  [160421011, main({ monsters: [{ card: 160421011 }], graveyard: [mon('z', 'Warrior', 4, 0)] })],
  [160421020, main({ monsters: [{ card: 160421020 }], graveyard: [mon('a1', 'Warrior', 4, 0), mon('a2', 'Warrior', 4, 0), mon('a3', 'Warrior', 4, 0), mon('n6', 'Dragon', 6, 2000)] })],
  [160312028, theirTurn(160312028, { lp: 4000 }, { hand: [mon('big', 'Warrior', 5, 2000)], monsters: [{ card: FILLER }] }), ['summon', 'select', 'done']],
];
