import type { Page } from '@playwright/test';

/** A record of the app's IndexedDB meta store, read in the page (saving is asynchronous). */
export function stored(page: Page, key: 'settings' | 'duel' | 'draft' | 'puzzleImports' | 'puzzleProgress' | 'match' | 'matches' | 'formats'): Promise<unknown> {
  return page.evaluate(
    (k) =>
      new Promise((resolve) => {
        const open = indexedDB.open('rush-duel');
        open.onsuccess = () => {
          const get = open.result.transaction('meta').objectStore('meta').get(k);
          get.onsuccess = () => {
            resolve(get.result ?? null);
            open.result.close();
          };
        };
      }),
    key,
  );
}
