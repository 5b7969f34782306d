import { expect, test } from '@playwright/test';
import { collectErrors, zone } from './helpers';
import { screenshotPath } from './paths';

const YGGDRAGO = 'Yggdrago the Sky Emperor';

for (const [width, height] of [[1024, 768], [390, 844]] as const) {
  test(`sandbox at ${width}x${height}: the opponent's hand and Deck, a MAXIMUM monster placed on the field, a crowded field explained`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width, height });
    await page.goto('/?speed=fast');
    await page.getByRole('button', { name: 'Sandbox' }).click();

    await page.getByRole('combobox', { name: "Card to add to your opponent's hand" }).selectOption({ label: 'Dark Sorcerer' });
    await page.getByRole('button', { name: "Add to your opponent's hand" }).click();
    await page.getByRole('combobox', { name: "Card to add to your opponent's Deck" }).selectOption({ label: 'Blue-Eyes White Dragon' });
    await page.getByRole('button', { name: "Add to your opponent's Deck" }).click();
    await page.getByRole('region', { name: /^Opponent's Deck/ }).getByRole('checkbox', { name: /^After these cards, the Main Deck of/ }).uncheck();
    await page.getByRole('combobox', { name: "Opponent's MAXIMUM monster", exact: true }).selectOption({ label: `${YGGDRAGO} (Yggdrago the Sky Emperor [L], Yggdrago the Sky Emperor [R])` });

    // Blue-Eyes still stands: the MAXIMUM monster cannot fit, the setup is kept.
    await page.getByRole('button', { name: 'Play this position' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      "Your opponent's MAXIMUM monster needs the middle Monster Zone and both side zones free: remove their other monsters (1) or choose no MAXIMUM monster.",
    );
    await expect(page.getByRole('region', { name: "Opponent's hand (1)" })).toContainText('Dark Sorcerer');
    await page.getByRole('button', { name: "Remove Blue-Eyes White Dragon from your opponent's monster zones" }).click();
    await page.screenshot({ path: screenshotPath(`sandbox-setup-maximum-${width}x${height}.png`), fullPage: true });

    await page.getByRole('button', { name: 'Play this position' }).click();
    await expect(zone(page, 'Opponent monster zone 2')).toContainText('4000');
    await expect(zone(page, 'Opponent monster zone 2').getByRole('button', { name: YGGDRAGO, exact: true })).toBeVisible();
    await page.screenshot({ path: screenshotPath(`sandbox-play-maximum-${width}x${height}.png`) });
    expect(errors).toEqual([]);
  });
}
