// Generated puzzles (docs/trainer.md, "Generated puzzles"): the puzzle of the day is made in the
// solver worker from the whole playable pool, opens on the board, is solved by the shown line,
// stays in the library and opens again without being made twice.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { collectErrors } from './helpers';
import { screenshotPath } from './paths';

test('trainer: the puzzle of the day is generated, solved by the shown line, and kept in the library', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  await page.goto('/?speed=fast');
  await page.getByRole('button', { name: 'MAXIMUM combo trainer' }).click();
  await page.getByRole('button', { name: 'Puzzle of the day' }).click();
  await expect(page.getByRole('status').first()).toContainText('Making a puzzle');
  const panel = page.getByRole('region', { name: /Win this turn: / });
  await expect(panel).toBeVisible({ timeout: 90_000 });
  const title = (await panel.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await expect(panel).toContainText(/Your opponent has \d+ LP left/);
  await page.screenshot({ path: screenshotPath('trainer-day-puzzle.png') });
  await panel.getByRole('button', { name: 'Hint: is there a line?' }).click();
  await panel.getByRole('button', { name: 'Hint: next card to play' }).click();
  await panel.getByRole('button', { name: 'Hint: show me the line' }).click();
  await expect(panel.getByRole('status')).toHaveText('Goal reached by the shown line. Reset to solve it yourself.', { timeout: 30_000 });
  await panel.getByRole('button', { name: 'Puzzles' }).click();
  await expect(page.getByRole('button', { name: `Play ${title}` })).toBeVisible();
  // The library with a generated and an imported puzzle side by side.
  const mine = { ...JSON.parse(readFileSync('src/puzzles/data/01-first-maximum.json', 'utf8')), id: undefined, title: 'My Own Puzzle' };
  await page.locator('input[type=file]').setInputFiles({ name: 'mine.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(mine)) });
  await page.getByRole('button', { name: 'Play My Own Puzzle' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('trainer-library-generated-imported.png') });
  // Made once a day: asked again, it opens at once.
  await page.getByRole('button', { name: 'Puzzle of the day' }).click();
  await expect(page.getByRole('region', { name: title, exact: true })).toBeVisible({ timeout: 5_000 });
  expect(errors).toEqual([]);
});
