import { expect, test } from '@playwright/test';
import { LP_COST } from './boards';
import { scenarioUrl, waitForMyMove, zone } from './helpers';

// Issue 15: a card picked in a multi-card choice can be unpicked; the count follows the rule.

test('a multi-card choice can be undone before it is complete, and counts against the rule', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(scenarioUrl(LP_COST));
  await waitForMyMove(page);
  await zone(page, 'Your monster zone 1').getByRole('button').click();
  await page.getByRole('menu').getByRole('menuitem', { name: /^Activate/ }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Chosen 0 of 2');
  const one = dialog.getByRole('button', { name: 'Choose Spare One' });
  await one.click();
  await expect(one).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog).toContainText('Chosen 1 of 2');
  // Tap again: it is unpicked and stays on offer (it used to vanish, chosen for good).
  await one.click();
  await expect(one).toHaveAttribute('aria-pressed', 'false');
  await expect(dialog).toContainText('Chosen 0 of 2');
  // Picking the two the rule asks for answers the choice.
  await dialog.getByRole('button', { name: 'Choose Spare Two' }).click();
  await dialog.getByRole('button', { name: 'Choose Elemental HERO Bladedge' }).click();
  await expect(dialog.getByRole('button', { name: 'Choose Spare Two' })).toBeHidden();
  await expect(page.getByRole('region', { name: /^Your hand/ }).getByRole('button', { name: 'Spare One', exact: true })).toBeVisible();
});
