// Staged coverage positions for the pile stream of cards (see base.ts for the shape).
import type { Staged } from './base';

export const PILE_STAGED: Staged[] = [];
