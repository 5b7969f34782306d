// Every stream of staged positions, in one list. A new stream of cards adds its own file here.
import { BASE_STAGED, type Staged } from './base';
import { ATK_STAGED } from './atk';
import { PILE_STAGED } from './pile';
import { STAT_STAGED } from './stat';
import { TRAP_STAGED } from './trap';
import { W2_STAGED } from './w2';

export const STAGED: Staged[] = [...BASE_STAGED, ...ATK_STAGED, ...PILE_STAGED, ...STAT_STAGED, ...TRAP_STAGED, ...W2_STAGED];
