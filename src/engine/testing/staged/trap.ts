// Staged coverage positions for the trap stream of cards (see base.ts for the shape).
import type { Staged } from './base';

export const TRAP_STAGED: Staged[] = [];
