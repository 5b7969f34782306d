import { expect, test } from '@playwright/test';
import { collectErrors } from './helpers';
import { screenshotPath } from './paths';

const file = (text: string) => ({ name: 'Rush.lflist.conf', mimeType: 'text/plain', buffer: Buffer.from(text) });
// The three Magnum Overlord pieces of the first preset: Forbidden, Limited, Semi-Limited.
const LIST = '#[2027.01.01 Test]\n!2027.01.01 Test\n$whitelist\n160202001 0\n160202002 1\n160202003 2\n160207022 3\n';

test('formats: status badges, a bad list changes nothing, an imported list is enforced at duel start and kept', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/?speed=instant&level=easy');
  await page.getByRole('button', { name: 'Deck builder' }).click();
  const listLine = page.locator('.formats__list');
  await expect(listLine).toHaveText('Forbidden & Limited list: 2026.07.01 Rush Duel (from 2026-07-01)');
  await expect(page.getByRole('status').filter({ hasText: 'Legal deck' })).toBeVisible();

  const input = page.getByLabel('Import .lflist.conf…');
  await input.setInputFiles(file('160202001 0\n'));
  await expect(page.getByRole('alert')).toHaveText('This is not a Forbidden & Limited list file: line 1 lists a card before any list name ("!name").');
  await expect(listLine).toHaveText('Forbidden & Limited list: 2026.07.01 Rush Duel (from 2026-07-01)');

  await input.setInputFiles(file(LIST));
  await expect(page.getByRole('status').filter({ hasText: 'List "2027.01.01 Test" imported (3 entries)' })).toBeVisible();
  await expect(listLine).toHaveText('Forbidden & Limited list: 2027.01.01 Test (from 2027-01-01) · imported');
  const main = page.getByRole('region', { name: /^Main Deck/ });
  await expect(main.locator('.crow__status--forbidden')).toHaveCount(1);
  await expect(main.locator('.crow__status--limited')).toHaveText(' Limited 1');
  await expect(main.locator('.crow__status--semiLimited')).toHaveText(' Semi-Limited 2');
  // The rule ID is a "why" note (the title), not part of the sentence.
  const forbidden = page.getByText(/is Forbidden on the Forbidden & Limited list "2027.01.01 Test": remove all 3 copies\.$/);
  await expect(forbidden).toBeVisible();
  await expect(forbidden).toHaveAttribute('title', 'Rule R-DECK-5');
  await page.screenshot({ path: screenshotPath('formats-deck-builder.png') });

  // The start screen refuses the deck with the reason; "No list" lets it duel.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.getByRole('button', { name: 'Start duel' }).click();
  await expect(page.getByRole('alert')).toContainText('Your deck cannot be used in the format "Rush (current list)":');
  await expect(page.getByRole('alert')).toContainText('remove all 3 copies');
  await expect(page.getByRole('alert')).not.toContainText('R-DECK-5');

  // The imported list is kept over a reload.
  await page.reload();
  await page.getByRole('button', { name: 'Deck builder' }).click();
  await expect(listLine).toHaveText('Forbidden & Limited list: 2027.01.01 Test (from 2027-01-01) · imported');
  await page.getByRole('button', { name: 'Use the list that came with the app' }).click();
  await expect(listLine).toHaveText('Forbidden & Limited list: 2026.07.01 Rush Duel (from 2026-07-01)');
  await page.getByRole('combobox', { name: 'Format' }).selectOption('none');
  await expect(listLine).toHaveText('No Forbidden & Limited list: the 3-copy rule and the Legend rule only.');
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.getByRole('button', { name: 'Start duel' }).click();
  await expect(page.getByRole('button', { name: 'End Turn' })).toBeVisible({ timeout: 15_000 });
  expect(errors).toEqual([]);
});

test('a list far longer than a real one (166,000 entries) is kept up to 5,000 cards, and the message says how many were left out', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  await page.goto('/?speed=instant&level=easy');
  await page.getByRole('button', { name: 'Deck builder' }).click();
  const huge = `!Huge\n${Array.from({ length: 166_000 }, (_, i) => `${160_000_000 + i} ${i % 3}`).join('\n')}\n`;
  const t = Date.now();
  await page.getByLabel('Import .lflist.conf…').setInputFiles(file(huge));
  const status = page.getByRole('status').filter({ hasText: 'List "Huge" imported' });
  await expect(status).toContainText('only the first 5000 were read, 161000 more were left out.');
  console.log(`166,000-entry list imported and its message shown: ${Date.now() - t} ms`);
  await expect(page.locator('.formats__list')).toHaveText('Forbidden & Limited list: Huge (from date unknown) · imported');
  expect(errors).toEqual([]);
});
