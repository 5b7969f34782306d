import { expect, test, type Page } from '@playwright/test';
import { collectErrors, mouseDrag, zone } from './helpers';
import { screenshotPath } from './paths';

// What got in the way of a player in the trainer: prompts over the puzzle panel, a reload
// dropping the puzzle, and hints that think for seconds without saying so.

const CENTER = 'Supreme Machine Magnum Overlord';

async function playPuzzle(page: Page, title: string): Promise<void> {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/?speed=fast');
  await page.getByRole('button', { name: 'MAXIMUM combo trainer' }).click();
  await page.getByRole('button', { name: `Play ${title}` }).click();
  await expect(page.getByRole('region', { name: title })).toBeVisible();
}

test('trainer: a prompt is drawn on an opaque surface, so the puzzle panel does not show through it', async ({ page }) => {
  const errors = collectErrors(page);
  await playPuzzle(page, 'Heavenly Gift');
  await mouseDrag(page, page.getByRole('region', { name: /^Your hand/ }).getByRole('button', { name: 'Heavenly Gift', exact: true }), zone(page, 'Your spell/trap zone 1'));
  await page.getByRole('menu').getByRole('menuitem', { name: 'Activate', exact: true }).click();
  const prompt = page.getByRole('dialog');
  await expect(prompt).toBeVisible();
  // The prompt's own surface hides what lies under it: no alpha, no fade left over.
  const look = await prompt.evaluate((el) => ({ background: getComputedStyle(el).backgroundColor, opacity: getComputedStyle(el).opacity }));
  expect(look.background).toMatch(/^rgb\(/);
  expect(look.opacity).toBe('1');
  await page.screenshot({ path: screenshotPath('trainer-prompt-1024x768.png') });
  expect(errors).toEqual([]);
});

test('trainer: a reload mid-puzzle resumes the puzzle and its moves, and the attempt goes on', async ({ page }) => {
  const errors = collectErrors(page);
  await playPuzzle(page, 'First MAXIMUM');
  await mouseDrag(page, page.getByRole('button', { name: CENTER, exact: true }), zone(page, 'Your monster zone 2'));
  await expect(zone(page, 'Your monster zone 2')).toContainText('3500');

  await page.reload();
  const panel = page.getByRole('region', { name: 'First MAXIMUM' });
  await expect(panel).toBeVisible();
  await expect(zone(page, 'Your monster zone 2')).toContainText('3500');
  await expect(panel).toContainText('Attempts 1');
  // The log comes back with the board, as a resumed duel's does.
  await expect(page.getByRole('log')).toContainText('MAXIMUM');
  await page.screenshot({ path: screenshotPath('trainer-resumed-1024x768.png') });

  await page.getByRole('button', { name: 'Battle Phase' }).click();
  await mouseDrag(page, zone(page, 'Your monster zone 2').getByRole('button', { name: CENTER, exact: true }), page.getByLabel('Opponent LP', { exact: true }));
  await expect(panel.getByRole('status')).toHaveText('Solved! Goal reached.');
  // Leaving on purpose ends the puzzle: the list stays after the next reload.
  await panel.getByRole('button', { name: 'Puzzles' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'First MAXIMUM' })).toContainText('Solved · 1 attempt · best 3 moves');
  await page.reload();
  await expect(page.getByRole('list', { name: 'Puzzles' })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByRole('region', { name: 'First MAXIMUM' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('trainer: a hint shows the solver thinking, and the same position asks it only once', async ({ page }) => {
  const errors = collectErrors(page);
  // The solver's script arrives late, as on a slow machine, so the busy state can be seen.
  await page.route(/solver.*\.js/, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  const solvers: string[] = [];
  page.on('worker', (w) => {
    if (w.url().includes('solver')) solvers.push(w.url());
  });
  await playPuzzle(page, 'First MAXIMUM');
  const panel = page.getByRole('region', { name: 'First MAXIMUM' });
  await panel.getByRole('button', { name: 'Hint: is there a line?' }).click();
  const busy = panel.getByRole('button', { name: 'The solver is thinking…' });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  await expect(busy).toHaveAttribute('aria-busy', 'true');
  await page.screenshot({ path: screenshotPath('trainer-thinking-1024x768.png') });
  await expect(panel).toContainText('A line exists from here');
  expect(solvers).toHaveLength(1);

  // Reset rebuilds the same position: its hint is instant, with no new search.
  await panel.getByRole('button', { name: 'Reset' }).click();
  await panel.getByRole('button', { name: 'Hint: is there a line?' }).click();
  await expect(panel).toContainText('A line exists from here', { timeout: 1000 });
  await panel.getByRole('button', { name: 'Hint: next card to play' }).click();
  await expect(panel).toContainText(`Next: ${CENTER}: MAXIMUM Summon.`, { timeout: 1000 });

  // Following the hint: the line already answers the next position too.
  await mouseDrag(page, page.getByRole('button', { name: CENTER, exact: true }), zone(page, 'Your monster zone 2'));
  await expect(zone(page, 'Your monster zone 2')).toContainText('3500');
  await panel.getByRole('button', { name: 'Hint: show me the line' }).click();
  await expect(panel.getByRole('status')).toHaveText('Goal reached by the shown line. Reset to solve it yourself.', { timeout: 20_000 });
  expect(solvers).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('trainer: the shown line names an effect\'s option by its question and answer, not "Option 2"', async ({ page }) => {
  const errors = collectErrors(page);
  await playPuzzle(page, 'Heavenly Gift');
  const panel = page.getByRole('region', { name: 'Heavenly Gift' });
  await panel.getByRole('button', { name: 'Hint: is there a line?' }).click();
  await panel.getByRole('button', { name: 'Hint: next card to play' }).click();
  await panel.getByRole('button', { name: 'Hint: show me the line' }).click();
  const line = panel.getByRole('list', { name: 'The line' });
  await expect(line.getByRole('listitem').filter({ hasText: 'Draw? Yes.' })).toHaveCount(1);
  await expect(line).not.toContainText('Option');
  await page.screenshot({ path: screenshotPath('trainer-line-1024x768.png') });
  await expect(panel.getByRole('status')).toHaveText('Goal reached by the shown line. Reset to solve it yourself.', { timeout: 20_000 });
  expect(errors).toEqual([]);
});
