// The built-in card facts for Node (tests, CLI tools): bundled, available synchronously.
// The browser build resolves #builtin-cards to builtinCards.browser.ts instead (package.json
// "imports"), and the app fetches the same JSON as a precached data file (src/store/cardData.ts).
import type { CardDef } from '../engine/types';
import poolData from './data/pool.json';

export const BUILTIN_CARDS: readonly CardDef[] = poolData as CardDef[];
