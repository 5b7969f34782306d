// Every stream of staged positions, in one list. A new stream of cards adds its own file here.
import { BASE_STAGED, type Staged } from './base';
import { ATK_STAGED } from './atk';
import { H1_STAGED } from './h1';
import { H2_STAGED } from './h2';
import { PILE_STAGED } from './pile';
import { STAT_STAGED } from './stat';
import { TRAP_STAGED } from './trap';
import { H3_STAGED } from './h3';
import { T3_STAGED } from './t3';

import { H5_STAGED } from './h5';
import { T5_STAGED } from './t5';

import { H4_STAGED } from './h4';

import { T1_STAGED } from './t1';

import { T4_STAGED } from './t4';

import { T2_STAGED } from './t2';

import { W_STAGED } from './w';

import { W2_STAGED } from './w2';
import { W4_STAGED } from './w4';

import { T8_STAGED } from './t8';

import { T6_STAGED } from './t6';

import { T7_STAGED } from './t7';

import { T9_STAGED } from './t9';

import { W3_STAGED } from './w3';

export const STAGED: Staged[] = [...BASE_STAGED, ...ATK_STAGED, ...H1_STAGED, ...H2_STAGED, ...PILE_STAGED, ...STAT_STAGED, ...TRAP_STAGED, ...H3_STAGED, ...T3_STAGED, ...H5_STAGED, ...T5_STAGED, ...H4_STAGED, ...T1_STAGED, ...T4_STAGED, ...T2_STAGED, ...W_STAGED, ...W2_STAGED, ...W4_STAGED, ...T8_STAGED, ...T6_STAGED, ...T7_STAGED, ...T9_STAGED, ...W3_STAGED];
