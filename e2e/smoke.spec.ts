import { expect, test } from '@playwright/test';
import { collectErrors, noHorizontalScroll } from './helpers';
import { screenshotPath } from './paths';

const SIDES = ['Your', 'Opponent'] as const;

const ZONE_NAMES: string[] = SIDES.flatMap((owner) => [
  ...[1, 2, 3].map((i) => `${owner} monster zone ${i}`),
  ...[1, 2, 3].map((i) => `${owner} spell/trap zone ${i}`),
  `${owner} field zone`,
  `${owner} graveyard`,
  `${owner} deck`,
  `${owner} extra deck`,
]);

const VIEWPORTS = [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
] as const;

for (const viewport of VIEWPORTS) {
  const size = `${viewport.width}x${viewport.height}`;

  test(`start screen and a preset duel at ${size}`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize(viewport);
    await page.goto('/?seed=7&speed=instant');

    await expect(page).toHaveTitle('Rush Duel Simulator');
    await expect(page.getByRole('heading', { level: 1, name: 'Rush Duel Simulator' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Magnum Overlord MAXIMUM/ })).toBeChecked();
    await page.getByRole('radio', { name: 'Hard' }).check();
    await noHorizontalScroll(page);
    await page.screenshot({ path: screenshotPath(`start-${size}.png`), fullPage: true });

    await page.getByRole('button', { name: 'Start duel' }).click();
    expect(ZONE_NAMES).toHaveLength(20);
    for (const name of ZONE_NAMES) {
      await expect(page.getByRole('group', { name, exact: true }), name).toBeVisible();
    }
    for (const owner of SIDES) {
      await expect(page.getByLabel(`${owner} LP`, { exact: true })).toHaveText('8000');
    }
    await expect(page.getByRole('button', { name: 'Battle Phase' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'End Turn' })).toBeVisible();
    await expect(page.getByRole('region', { name: /Opponent hand, \d cards?/ }).getByRole('img', { name: 'Face-down card' }).first()).toBeVisible();
    await noHorizontalScroll(page);
    await page.screenshot({ path: screenshotPath(`duel-start-${size}.png`), fullPage: true });
    expect(errors).toEqual([]);
  });
}

test('the start screen works from the keyboard', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/?seed=3&speed=instant');
  await page.getByRole('radio', { name: /Magnum Overlord MAXIMUM/ }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /Dragias Dragon Rush/ })).toBeChecked();
  const start = page.getByRole('button', { name: 'Start duel' });
  await start.focus();
  await expect(start).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Your monster zone 1', exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});
