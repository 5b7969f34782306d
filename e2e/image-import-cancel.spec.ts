// Issue 34 item 4: a long card-image import shows its progress and can be cancelled; nothing
// is stored then. The zip holds, for each Normal Monster (all playable), 20 files that are no picture (each
// is dropped after its first bytes), so reading it takes long enough to press Cancel.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { collectErrors } from './helpers';
import { makeZip } from './zipFixture';

const pool = (JSON.parse(readFileSync(new URL('../src/cards/data/catalog.json', import.meta.url), 'utf8')) as { id: number; monsterKind?: string }[])
  .filter((c) => c.monsterKind === 'normal')
  .map((c) => c.id);
const junk = new TextEncoder().encode('not a picture at all, only text');
const ZIP = makeZip(pool.flatMap((id) => Array.from({ length: 20 }, (_, k) => ({ name: `copy${k}/${id}.jpg`, data: junk, deflate: true }))));

test('a long image import shows how far it is and stops on Cancel, storing nothing', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  await page.goto('/?speed=instant');
  await page.getByRole('button', { name: 'Deck builder' }).click();
  const panel = page.locator('details.images');
  await panel.getByText('My card images', { exact: true }).click();
  await expect(panel).toContainText('No card images stored');
  await panel.getByLabel('Use a .zip of images…').setInputFiles({ name: 'slow.zip', mimeType: 'application/zip', buffer: ZIP });
  await expect(panel.getByRole('status')).toContainText(new RegExp(`Reading the images: \\d+ of ${pool.length * 20}…`));
  await panel.getByRole('button', { name: 'Cancel' }).click();
  const alert = panel.getByRole('alert');
  await expect(alert).toContainText('The import of "slow.zip" was cancelled.');
  await expect(alert).toContainText('Your stored images are unchanged.');
  await expect(panel.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(panel).toContainText('No card images stored');
  expect(errors).toEqual([]);
});
