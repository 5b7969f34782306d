// Every stream of staged positions, in one list. A new stream of cards adds its own file here.
import { BASE_STAGED, type Staged } from './base';
import { ATK_STAGED } from './atk';
import { H1_STAGED } from './h1';
import { PILE_STAGED } from './pile';
import { STAT_STAGED } from './stat';
import { TRAP_STAGED } from './trap';
import { H3_STAGED } from './h3';
import { T2_STAGED } from './t2';

export const STAGED: Staged[] = [...BASE_STAGED, ...ATK_STAGED, ...H1_STAGED, ...PILE_STAGED, ...STAT_STAGED, ...TRAP_STAGED, ...H3_STAGED, ...T2_STAGED];
