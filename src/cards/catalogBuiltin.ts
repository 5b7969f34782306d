// Node only (tests, CLI tools): the whole catalog registered at once. Browser code must not
// import this file (the card data would land in the JS); it fetches the catalog instead
// (src/store/catalogData.ts).
import catalogData from './data/catalog.json';
import { registerCatalog, type CatalogCard } from './pool';

export const CATALOG_CARDS = catalogData as CatalogCard[];
registerCatalog(CATALOG_CARDS);
