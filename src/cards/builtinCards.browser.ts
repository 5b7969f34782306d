// In the browser the card facts are not in the JS: they arrive as data (src/store/cardData.ts)
// and are added with registerCards before the engine is used.
import type { CardDef } from '../engine/play';

export const BUILTIN_CARDS: readonly CardDef[] = [];
