// Staged coverage positions for the second pass over sets 160005 to 160014 and 160203 to 160206
// (see base.ts for the shape).
import { main, mon, type Staged } from './base';

const FILLER = 160320008;
const normal = (id: number) => ({ card: id, summonedHow: 'normal' });

export const SECOND_PASS_STAGED: Staged[] = [
  [160014035, main({ monsters: [normal(160014035)], graveyard: [160428092] }, { graveyard: [FILLER] })],
  [160014057, main({ hand: [160014057], graveyard: [160001000] }, { spellTraps: [{ card: 160014057, faceDown: true }] })],
  [160206020, main({ monsters: [normal(160206020)], deck: [160206020, FILLER, FILLER, FILLER] }, { monsters: [{ card: FILLER }] })],
  [160206036, main({ monsters: [normal(160206036)], graveyard: [mon('n4', 'Warrior', 4, 1000)] })],
];
