// A puzzle import whose write fails (a full disk, private mode) says so at once, keeps the
// puzzle for this visit and offers it as a file to keep, instead of "Imported" and a loss on reload.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { collectErrors } from './helpers';

test('a failed save of an imported puzzle is told at once, and the puzzle can be downloaded', async ({ page }) => {
  const errors = collectErrors(page);
  // Storage is full for the imported puzzles (IndexedDB, and localStorage before it opens).
  await page.addInitScript(() => {
    const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
      if (key === 'puzzleImports') throw quota();
      return put.call(this, value, key);
    };
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, k: string, v: string) {
      if (k.includes('puzzles.imported')) throw quota();
      setItem.call(this, k, v);
    };
  });
  await page.goto('/?speed=fast');
  await page.getByRole('button', { name: 'MAXIMUM combo trainer' }).click();
  const mine = { ...JSON.parse(readFileSync('src/puzzles/data/01-first-maximum.json', 'utf8')), id: undefined, title: 'My Lost Puzzle' };
  await page.locator('input[type=file]').setInputFiles({ name: 'mine.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(mine)) });
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Imported "My Lost Puzzle" for this visit only: it could not be saved (QuotaExceededError: The quota has been exceeded.)');
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Play My Lost Puzzle' })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), alert.getByRole('button', { name: 'Download My Lost Puzzle' }).click()]);
  expect(download.suggestedFilename()).toBe('import-my-lost-puzzle.json');
  const saved = JSON.parse(readFileSync(await download.path(), 'utf8')) as { title: string; state: unknown };
  expect(saved.title).toBe('My Lost Puzzle');
  expect(saved.state).toEqual(mine.state);
  expect(errors).toEqual([]);
});
