import { expect, test } from '@playwright/test';
import { BUSY_MAXIMUM, LP_COST } from './boards';
import { scenarioUrl, waitForMyMove, zone } from './helpers';

// Issue 15: prompts and logs that tell the truth.

test('LP paid as a cost is logged as paid, not as damage, and the end screen does not count it', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(scenarioUrl(LP_COST));
  await waitForMyMove(page);
  await zone(page, 'Your monster zone 1').getByRole('button').click();
  await page.getByRole('menu').getByRole('menuitem', { name: /^Activate/ }).first().click();
  // The cost: two cards from the hand go to the Deck.
  for (const name of ['Spare One', 'Spare Two']) {
    const pick = page.getByRole('dialog').getByRole('button', { name: `Choose ${name}` });
    if (await pick.isVisible().catch(() => false)) await pick.click();
  }
  const done = page.getByRole('dialog').getByRole('button', { name: 'Done' });
  if (await done.isVisible().catch(() => false)) await done.click();
  const log = page.getByRole('log');
  await expect(log).toContainText('You paid 500 LP (LP 7500)');
  await expect(log).not.toContainText('You take 500 damage');
  // Concede: the end screen's damage taken stays 0, the LP paid has its own line.
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('button', { name: /Concede/ }).click();
  const confirm = page.getByRole('button', { name: /Concede|Yes/ }).last();
  await confirm.click();
  await expect(page.getByRole('heading', { level: 1, name: 'You lose' })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.end__stat', { hasText: 'Damage taken' })).toContainText('0');
  await expect(page.locator('.end__stat', { hasText: 'LP you paid as costs' })).toContainText('500');
});

test('tapping a card that cannot be played says why, in the engine words', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(scenarioUrl(LP_COST));
  await waitForMyMove(page);
  // Elemental HERO Bladedge is Level 7: it needs 2 Tributes and there is only 1 monster.
  await page.getByRole('button', { name: 'Elemental HERO Bladedge', exact: true }).click();
  const why = page.locator('.detail .detail__why');
  await expect(why).toBeVisible();
  await expect(why).toContainText('Cannot be played now:');
  await expect(why).toContainText(/Tribute/i);
  await expect(page.locator('.status')).toContainText(/Tribute/i);
});

test('the drag preview shows current stats, not printed ones', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(scenarioUrl(BUSY_MAXIMUM, 'speed=fast'));
  await waitForMyMove(page);
  await page.getByRole('button', { name: 'Battle Phase' }).click();
  await waitForMyMove(page);
  const from = zone(page, 'Your monster zone 2').getByRole('button');
  const a = await from.boundingBox();
  if (!a) throw new Error('no MAXIMUM monster');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 20, a.y - 40, { steps: 6 });
  await expect(page.locator('.drag-overlay')).toContainText('3900');
  await page.keyboard.press('Escape');
  await page.mouse.up();
});
