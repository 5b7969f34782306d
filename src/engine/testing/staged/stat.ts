// Staged coverage positions for the stat stream of cards (see base.ts for the shape).
import type { Staged } from './base';

export const STAT_STAGED: Staged[] = [];
