// In the browser the card documents are not in the JS: each set file arrives as data when a
// duel or a card text needs it (src/store/cardData.ts ensureDocs) and is added with registerDocs.
export const BUILTIN_DOCS: readonly unknown[] = [];
/** No compiler in the first screen's JS: cardData.ts loads it beside the first set file. */
export const BUILTIN_COMPILE = undefined;
