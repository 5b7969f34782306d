// In the browser the card documents are not in the JS: each set file arrives as data
// (src/store/cardData.ts) and is added with registerDocs before the engine is used.
export const BUILTIN_DOCS: readonly unknown[] = [];
