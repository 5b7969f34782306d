import { expect, test } from '@playwright/test';
import { collectErrors, filler, mouseDrag, scenarioUrl, vanilla, waitForMyMove, zone } from './helpers';

const SCENARIO = {
  seed: 11,
  state: {
    turn: 2,
    turnPlayer: 0,
    phase: 'main',
    players: [
      { hand: [vanilla('Test Ogre', 4, 1500, 1200, 'DARK'), vanilla('Little Squire', 2, 600, 300)], deck: filler(5) },
      { hand: filler(3, 'Foe'), deck: filler(5, 'Foe Deck') },
    ],
  },
};

test('drag a monster from the hand to a monster zone with the mouse', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(scenarioUrl(SCENARIO));
  await waitForMyMove(page);

  const card = page.getByRole('button', { name: 'Test Ogre', exact: true });
  const target = zone(page, 'Your monster zone 2');
  await mouseDrag(page, card, target);

  // Summon or Set both fit the drop: a small chooser asks which.
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Normal Summon (Attack)' }).click();

  await expect(target.getByRole('button', { name: 'Test Ogre', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: /Your hand/ }).getByRole('button', { name: 'Test Ogre' })).toHaveCount(0);
  await expect(page.getByRole('log')).toContainText('You Normal Summoned Test Ogre in Attack Position');

  // The keyboard does the same: focus the card, open its menu, pick an action.
  const squire = page.getByRole('button', { name: 'Little Squire', exact: true });
  await squire.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Set (face-down Defense)' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(zone(page, 'Your monster zone 1').getByRole('button', { name: 'Face-down card' })).toBeVisible();
  expect(errors).toEqual([]);
});
