import { expect, test, type Page } from '@playwright/test';
import { waitForMyMove } from './helpers';

// Issue 15: the duel log follows new lines unless the player scrolled up; then a button.
// At 1280x720 the card text and the log are docked beside the field, the card panel above the
// log (on tablets and phones they are panels opened from the top bar: e2e/duel-fits.spec.ts).

async function lastLineInView(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const list = document.querySelector('.log__list');
    const last = list?.querySelector('.log__line:last-child');
    if (!list || !last) return false;
    const a = list.getBoundingClientRect();
    const b = last.getBoundingClientRect();
    return b.bottom <= a.bottom + 2 && b.top >= a.top - 2;
  });
}

test('the log keeps following while the card panel above changes height, and offers new lines after a scroll up', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/?speed=fast&seed=7');
  await page.getByRole('button', { name: 'Start duel' }).click();
  await waitForMyMove(page);

  for (let turn = 0; turn < 2; turn++) {
    await page.getByRole('button', { name: 'End Turn' }).click();
    // While the AI plays, the detail panel changes height again and again (hovering cards).
    const cards = page.locator('.hand > .card-btn, .zone .card-btn');
    for (let i = 0; i < 8; i++) {
      const n = await cards.count();
      if (n > 0) await cards.nth(i % n).hover({ timeout: 1000 }).catch(() => undefined);
      await page.mouse.move(5, 5);
      await page.waitForTimeout(150);
    }
    await waitForMyMove(page);
    await expect.poll(() => lastLineInView(page), { message: 'the newest log line is in view' }).toBe(true);
  }

  // Now scroll up on purpose: the log stays put and says new lines came.
  const list = page.locator('.log__list');
  const scrollable = await list.evaluate((el) => el.scrollHeight > el.clientHeight + 40);
  test.skip(!scrollable, 'the log is too short to scroll on this seed');
  await list.hover();
  await page.mouse.wheel(0, -2000);
  await expect.poll(() => list.evaluate((el) => el.scrollTop)).toBeLessThan(10);
  await page.getByRole('button', { name: 'End Turn' }).click();
  const more = page.getByRole('button', { name: /New lines/ });
  await expect(more).toBeVisible({ timeout: 20_000 });
  expect(await list.evaluate((el) => el.scrollTop)).toBeLessThan(10);
  await more.click();
  await expect.poll(() => lastLineInView(page)).toBe(true);
  await expect(more).toBeHidden();
});
