import { expect, test } from '@playwright/test';
import { collectErrors, filler, mouseDrag, scenarioUrl, waitForMyMove, zone } from './helpers';
import { screenshotPath } from './paths';

const CENTER = 'Supreme Machine Magnum Overlord';
const LEFT = 'Supreme Machine Magnum Overlord [L]';
const RIGHT = 'Supreme Machine Magnum Overlord [R]';

const SCENARIO = {
  seed: 21,
  state: {
    turn: 2,
    turnPlayer: 0,
    phase: 'main',
    players: [
      { hand: [160202001, 160202002, 160202003], deck: filler(5) },
      { hand: filler(3, 'Foe'), deck: filler(5, 'Foe Deck') },
    ],
  },
};

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`MAXIMUM Summon through the UI at ${viewport.width}x${viewport.height}`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize(viewport);
    await page.goto(scenarioUrl(SCENARIO));
    await waitForMyMove(page);

    // Drag the center piece onto the monster zones: MAXIMUM Summon is the only thing it can do.
    await mouseDrag(page, page.getByRole('button', { name: CENTER, exact: true }), zone(page, 'Your monster zone 2'));

    await expect(zone(page, 'Your monster zone 1').getByRole('button', { name: LEFT, exact: true })).toBeVisible();
    await expect(zone(page, 'Your monster zone 2').getByRole('button', { name: CENTER, exact: true })).toBeVisible();
    await expect(zone(page, 'Your monster zone 3').getByRole('button', { name: RIGHT, exact: true })).toBeVisible();
    await expect(zone(page, 'Your monster zone 2')).toContainText('3500');
    await expect(page.getByRole('log')).toContainText(`You MAXIMUM Summoned ${CENTER}`);
    await expect(page.getByRole('region', { name: 'Your hand, 0 cards' })).toBeVisible();

    // The pieces joined: let the animation finish before the picture.
    await page.waitForTimeout(1200);
    await page.screenshot({ path: screenshotPath(`duel-maximum-${viewport.width}x${viewport.height}.png`) });
    expect(errors).toEqual([]);
  });
}
