import { expect, test, type Page } from '@playwright/test';
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

/** Collects console errors and uncaught page errors for the whole test. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return errors;
}

for (const viewport of VIEWPORTS) {
  const size = `${viewport.width}x${viewport.height}`;

  test(`smoke at ${size}: heading, board zones and LP are shown`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize(viewport);
    await page.goto('/');

    await expect(page).toHaveTitle('Rush Duel Simulator');
    await expect(page.getByRole('heading', { level: 1, name: 'Rush Duel Simulator' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start duel' })).toBeVisible();

    expect(ZONE_NAMES).toHaveLength(20);
    for (const name of ZONE_NAMES) {
      await expect(page.getByRole('group', { name, exact: true }), name).toBeVisible();
    }

    for (const owner of SIDES) {
      const lp = page.getByLabel(`${owner} LP`, { exact: true });
      await expect(lp).toBeVisible();
      await expect(lp).toHaveText('8000');
    }

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'no horizontal scroll').toBeLessThanOrEqual(0);

    await page.screenshot({ path: screenshotPath(`smoke-${size}.png`), fullPage: true });
    expect(errors).toEqual([]);
  });
}

test('Start duel button is keyboard reachable and responds', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Start duel' });
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.screenshot({ path: screenshotPath('start-duel-focused.png') });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'not connected yet' })).toBeVisible();
  expect(errors).toEqual([]);
});
