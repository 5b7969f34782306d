import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { collectErrors, mouseDrag, zone } from './helpers';
import { screenshotPath } from './paths';

const CENTER = 'Supreme Machine Magnum Overlord';

test('trainer: open a puzzle, ask for hints, play the solution by drag and drop, see it solved', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/?speed=fast');
  await page.getByRole('button', { name: 'MAXIMUM combo trainer' }).click();
  await expect(page.getByRole('list', { name: 'Puzzles' }).getByRole('listitem')).toHaveCount(22);
  await page.screenshot({ path: screenshotPath('trainer-list-1024x768.png') });
  await page.getByRole('button', { name: 'Play First MAXIMUM' }).click();
  const solvers: string[] = [];
  page.on('worker', (w) => {
    if (w.url().includes('solver')) solvers.push(w.url());
  });

  const panel = page.getByRole('region', { name: 'First MAXIMUM' });
  await expect(panel).toContainText('Win this turn.');
  await panel.getByRole('button', { name: 'Hint: is there a line?' }).click();
  await expect(panel).toContainText('A line exists from here');
  expect(solvers).toHaveLength(1);
  await panel.getByRole('button', { name: 'Hint: next card to play' }).click();
  await expect(panel).toContainText(`Next: ${CENTER}: MAXIMUM Summon.`);
  expect(solvers).toHaveLength(1); // the same position: tier 2 reuses tier 1's answer, no new search

  await mouseDrag(page, page.getByRole('button', { name: CENTER, exact: true }), zone(page, 'Your monster zone 2'));
  await expect(zone(page, 'Your monster zone 2')).toContainText('3500');
  await page.getByRole('button', { name: 'Battle Phase' }).click();
  await mouseDrag(page, zone(page, 'Your monster zone 2').getByRole('button', { name: CENTER, exact: true }), page.getByLabel('Opponent LP', { exact: true }));

  await expect(panel.getByRole('status')).toHaveText('Solved! Goal reached.');
  await page.screenshot({ path: screenshotPath('trainer-solved-1024x768.png') });
  await panel.getByRole('button', { name: 'Puzzles' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'First MAXIMUM' })).toContainText('Solved · 1 attempt · best 3 moves');
  expect(errors).toEqual([]);
});

test('trainer: puzzle files import (a bad one is explained) and go again; the third hint replays the whole line', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?speed=fast');
  await page.getByRole('button', { name: 'MAXIMUM combo trainer' }).click();
  await page.locator('input[type=file]').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"title":"x"}') });
  await expect(page.getByRole('alert')).toContainText('broken.json: "state" is missing');
  const mine = { ...JSON.parse(readFileSync('src/puzzles/data/01-first-maximum.json', 'utf8')), id: undefined, title: 'My Own Puzzle' };
  await page.locator('input[type=file]').setInputFiles({ name: 'mine.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(mine)) });
  await expect(page.getByRole('status')).toHaveText('Imported "My Own Puzzle".');
  // A reload of the trainer stays in it (issue 15: each screen has its own address).
  await page.reload();
  await page.getByRole('button', { name: 'Remove My Own Puzzle' }).click();
  await expect(page.getByRole('button', { name: 'Play My Own Puzzle' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Play Falling Leaves' }).click();
  const panel = page.getByRole('region', { name: 'Falling Leaves' });
  await panel.getByRole('button', { name: 'Hint: is there a line?' }).click();
  await panel.getByRole('button', { name: 'Hint: next card to play' }).click();
  await expect(panel).toContainText('Next: Yggdrago the Sky Emperor: MAXIMUM Summon.');
  await panel.getByRole('button', { name: 'Hint: show me the line' }).click();
  await expect(panel.getByRole('status')).toHaveText('Goal reached by the shown line. Reset to solve it yourself.', { timeout: 20_000 });
  await expect(panel.getByRole('list', { name: 'The line' }).getByRole('listitem').first()).toHaveText('Yggdrago the Sky Emperor: MAXIMUM Summon.');
  await page.screenshot({ path: screenshotPath('trainer-replayed-390x844.png'), fullPage: true });
  expect(errors).toEqual([]);
});

test('sandbox: set up, play, undo and redo', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/?speed=fast');
  await page.getByRole('button', { name: 'Sandbox' }).click();
  await page.getByRole('combobox', { name: 'Card to add to your hand' }).selectOption({ label: 'Pot of Greed' });
  await page.getByRole('button', { name: 'Add to your hand' }).click();
  await page.screenshot({ path: screenshotPath('sandbox-setup-1024x768.png'), fullPage: true });
  await page.getByRole('button', { name: 'Play this position' }).click();

  const hand = page.getByRole('region', { name: /^Your hand/ });
  await expect(hand.getByRole('button', { name: CENTER, exact: true })).toBeVisible();
  await mouseDrag(page, hand.getByRole('button', { name: CENTER, exact: true }), zone(page, 'Your monster zone 2'));
  await expect(zone(page, 'Your monster zone 2')).toContainText('3500');
  await page.getByRole('button', { name: 'Undo (1)' }).click();
  await expect(hand.getByRole('button', { name: CENTER, exact: true })).toBeVisible();
  await expect(zone(page, 'Your monster zone 2').getByRole('button', { name: CENTER, exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Redo (1)' }).click();
  await expect(zone(page, 'Your monster zone 2')).toContainText('3500');
  await page.getByRole('button', { name: 'Branch from here' }).click();
  await expect(page.getByRole('list', { name: 'Branches' }).getByRole('listitem')).toHaveCount(2);
  await page.screenshot({ path: screenshotPath('sandbox-play-1024x768.png') });
  expect(errors).toEqual([]);
});
