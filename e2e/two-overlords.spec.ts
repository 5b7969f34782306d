import { expect, test, type Page } from '@playwright/test';
import { collectErrors, waitForMyMove, zone } from './helpers';

// Issue 35: the puzzle "Two Overlords" is won by two MAXIMUM monsters' [L] and [R] effects.
// Played here by hand, every step through a menu opened by tapping a card (never a drag).

const SKY = 'Supreme Skystream Magnum Overlord';
const MAGNUM = 'Supreme Machine Magnum Overlord';

async function menuItem(page: Page, zoneOrCard: 'hand' | string, card: string, item: string | RegExp): Promise<void> {
  const where = zoneOrCard === 'hand' ? page.getByRole('region', { name: /^Your hand/ }) : zone(page, zoneOrCard);
  await waitForMyMove(page);
  await where.getByRole('button', { name: card, exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item }).click();
}

const choose = (page: Page, name: string) => page.getByRole('dialog').getByRole('button', { name: `Choose ${name}`, exact: true }).click();

test('trainer: "Two Overlords" solved by hand through the MAXIMUM monsters\' [L] and [R] menus', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/?speed=fast');
  await page.getByRole('button', { name: 'MAXIMUM combo trainer' }).click();
  await page.getByRole('button', { name: 'Play Two Overlords' }).click();
  const panel = page.getByRole('region', { name: 'Two Overlords' });

  // A press in the first second or so after a puzzle opens can be lost (the menu never opens;
  // not a MAXIMUM matter, seen on any hand card): press again until the menu is there.
  await waitForMyMove(page);
  await expect(async () => {
    await page.getByRole('region', { name: /^Your hand/ }).getByRole('button', { name: SKY, exact: true }).click({ timeout: 2000 });
    await expect(page.getByRole('menu')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await page.getByRole('menu').getByRole('menuitem', { name: 'MAXIMUM Summon' }).click();
  // Skystream [L]: Dragorite back to the Deck, then 100 per Level of the Level 10 Magnum Overlord, added to the hand.
  await menuItem(page, 'Your monster zone 1', `${SKY} [L]`, /^\[L\] effect/);
  await choose(page, 'Dragorite');
  await choose(page, MAGNUM);
  await page.getByRole('dialog').getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page.getByLabel('Opponent LP', { exact: true })).toHaveText('3000');

  await menuItem(page, 'hand', MAGNUM, /^MAXIMUM Summon/);
  // Magnum [L] (pressed on the center): Dark Sorcerer to the GY, +2000 ATK (the LP difference 3000 - 1000).
  await menuItem(page, 'Your monster zone 2', MAGNUM, /^\[L\] effect/);
  await choose(page, 'Dark Sorcerer');
  await expect(zone(page, 'Your monster zone 2')).toContainText('5500');
  // Magnum [R] (pressed on the [R] zone): mill 1, +200 per Level of Blue-Eyes (Level 8).
  await menuItem(page, 'Your monster zone 3', `${MAGNUM} [R]`, /^\[R\] effect/);
  await choose(page, 'Blue-Eyes White Dragon');
  await expect(zone(page, 'Your monster zone 2')).toContainText('7100');

  await waitForMyMove(page);
  await page.getByRole('button', { name: 'Battle Phase' }).click();
  await menuItem(page, 'Your monster zone 2', MAGNUM, 'Attack Blue-Eyes White Dragon');
  await expect(panel.getByRole('status')).toHaveText('Solved! Goal reached.');
  expect(errors).toEqual([]);
});
