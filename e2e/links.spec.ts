import { expect, test } from '@playwright/test';
import { collectErrors, filler, scenarioUrl, vanilla, zone } from './helpers';

const SCENARIO = {
  seed: 3,
  state: {
    turn: 2,
    turnPlayer: 0,
    phase: 'main',
    players: [
      { hand: [vanilla('Link Knight', 4, 1500, 1000)], deck: filler(5) },
      { deck: filler(5, 'Theirs') },
    ],
  },
};

test('a scenario link followed while the trainer is open shows that duel', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/?speed=fast');
  await page.getByRole('button', { name: 'MAXIMUM combo trainer' }).click();
  await expect(page.getByRole('list', { name: 'Puzzles' })).toBeVisible();
  const url = scenarioUrl(SCENARIO);
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, url.slice(url.indexOf('#')));
  await expect(page.getByRole('button', { name: 'Link Knight', exact: true })).toBeVisible();
  await expect(zone(page, 'Your monster zone 1')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Puzzles' })).toHaveCount(0);
  expect(errors).toEqual([]);
});
