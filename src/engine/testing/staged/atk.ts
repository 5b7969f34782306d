// Staged coverage positions for the atk stream of cards (see base.ts for the shape).
import type { Staged } from './base';

export const ATK_STAGED: Staged[] = [];
