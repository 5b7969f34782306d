// The built-in card facts for Node (tests, CLI tools): the playable cards, made from the
// catalog and the documents at load (src/cards/playable.ts), available synchronously.
// The browser build resolves #builtin-cards to builtinCards.browser.ts instead (package.json
// "imports"), and the app fetches the same list as a data file made at build time
// (src/store/cardData.ts, src/cli/web/playablePool.ts).
import type { CardDef } from '../engine';
import { BUILTIN_DOCS } from '#builtin-docs';
import catalogData from './data/catalog.json';
import { documentedIds, playableCards, ritualNamedIds, type CatalogCard } from './playable';

export const BUILTIN_CARDS: readonly CardDef[] = playableCards(catalogData as CatalogCard[], documentedIds(BUILTIN_DOCS), ritualNamedIds(BUILTIN_DOCS));
