// Staged coverage positions for sets 160019 and 160212 (see base.ts for the shape).
import { copies, main, mon, type Staged } from './base';

const FILLER = 160320008;
const normal = (id: number) => ({ card: id, summonedHow: 'normal' });

export const SETS160019AND160212_STAGED: Staged[] = [
  [160019000, main({ monsters: [{ card: 160019000 }] })],
  [160019021, main({ lp: 3000, monsters: [{ card: 160019021 }] }, { hand: [FILLER, FILLER] })],
  [160019023, main({ hand: [FILLER], monsters: [normal(160019023)], graveyard: [160008026] })],
  [160019031, main({ hand: [mon('th', 'Thunder', 4, 1000, 'LIGHT')], monsters: [{ card: 160019031 }], deck: copies(12, FILLER) })],
];
