// Staged coverage positions for sets 160016 and 160211 (see base.ts for the shape).
import { copies, main, mon, theirTurn, type Staged } from './base';

const FILLER = 160320008;
const FUSION = 160204050;
const normal = (id: number) => ({ card: id, summonedHow: 'normal' });
const attack = ['enterBattle', 'attack'] as const;

export const SETS160016AND160211_STAGED: Staged[] = [
  [160016003, main({ hand: [160001022], monsters: [{ card: 160016003 }], graveyard: [160425001] })],
  [160016020, main({ monsters: [{ card: 160016020 }], graveyard: [mon('t2', 'Thunder', 2, 600, 'FIRE'), FUSION] }, { monsters: [{ card: FILLER }] })],
  [160016022, main({ monsters: [normal(160016022)] })],
  [160016026, main({ monsters: [{ card: 160016026 }], graveyard: [FILLER] })],
  [160016027, main({ monsters: [{ card: 160016027 }], graveyard: [160004000] })],
  [160016030, main({ hand: [FILLER], monsters: [{ card: 160016030 }], graveyard: [160433001] }, { graveyard: [FILLER, FILLER] })],
  [160016034, main({ monsters: [{ card: 160016034 }, { card: mon('f2', 'Fish', 4, 1000, 'WATER') }] }, { monsters: [{ card: FILLER }] })],
  [160016035, main({ monsters: [{ card: 160016035 }, { card: FILLER }], graveyard: [FUSION] })],
];
