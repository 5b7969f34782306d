// Staged coverage positions for the second pass over sets 160005 to 160014 and 160203 to 160206
// (see base.ts for the shape).
import { copies, main, mon, theirTurn, type Staged } from './base';

const FILLER = 160320008;
const BLUE_EYES = 160001000; // LIGHT Dragon Normal, Level 8, 3000 ATK
const attack = ['enterBattle', 'attack'] as const;
const normal = (id: number) => ({ card: id, summonedHow: 'normal' });

export const SECOND_PASS_STAGED: Staged[] = [
  [160005043, main({ hand: [160005043], graveyard: [mon('d1', 'Warrior', 4, 1000), mon('d2', 'Warrior', 4, 1000), mon('d3', 'Warrior', 4, 1000), mon('d4', 'Warrior', 4, 1000)] })],
  [160005051, main({ hand: [160005051], monsters: [{ card: mon('pl', 'Plant', 4, 1000) }] }, { spellTraps: [{ card: 160005051, faceDown: true }] })],
  [160203020, theirTurn(160203020, { monsters: [{ card: FILLER }], graveyard: copies(3, 160203012) }, { monsters: [{ card: BLUE_EYES }] }), [...attack]],
  [160203023, main({ hand: [160203023, FILLER] }, { monsters: [{ card: FILLER }] })],
  [160203045, main({ hand: [160203045], monsters: [{ card: mon('fa', 'Fairy', 4, 1000) }] }, { spellTraps: [{ card: 160005051, faceDown: true }] })],
  [160014035, main({ monsters: [normal(160014035)], graveyard: [160428092] }, { graveyard: [FILLER] })],
  [160014057, main({ hand: [160014057], graveyard: [160001000] }, { spellTraps: [{ card: 160014057, faceDown: true }] })],
  [160206020, main({ monsters: [normal(160206020)], deck: [160206020, FILLER, FILLER, FILLER] }, { monsters: [{ card: FILLER }] })],
  [160206036, main({ monsters: [normal(160206036)], graveyard: [mon('n4', 'Warrior', 4, 1000)] })],
];
