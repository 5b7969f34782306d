import { expect, test } from '@playwright/test';
import { BUSY_MAXIMUM, TRAP_PROMPT } from './boards';
import { scenarioUrl, waitForMyMove } from './helpers';
import { SHOT_SIZES, screenshotPath } from './paths';

// Screenshots for people to look at (issue 15): the start screen, a busy duel with a MAXIMUM
// monster, a Trap prompt, the deck builder and the card detail, at three sizes.
const SIZES = SHOT_SIZES;

for (const size of SIZES) {
  const tag = `${size.width}x${size.height}`;
  test(`screenshots at ${tag}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await page.goto('/?speed=instant');
    await expect(page.getByRole('button', { name: 'Start duel' })).toBeVisible();
    await page.screenshot({ path: screenshotPath(`shot-start-${tag}.png`) });
    await page.getByRole('button', { name: 'Deck builder' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: screenshotPath(`shot-decks-${tag}.png`) });

    await page.goto('about:blank');
    await page.goto(scenarioUrl(BUSY_MAXIMUM, 'speed=instant'));
    await waitForMyMove(page);
    await page.waitForTimeout(400);
    await page.screenshot({ path: screenshotPath(`shot-duel-${tag}.png`) });

    // The card detail of the MAXIMUM monster (a long press or hover shows it; a tap pins it).
    await page.getByRole('button', { name: 'Great Multistrike Dragon Dragias Burst', exact: true }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: screenshotPath(`shot-detail-${tag}.png`) });

    await page.goto('about:blank');
    await page.goto(scenarioUrl(TRAP_PROMPT, 'speed=normal'));
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 40_000 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: screenshotPath(`shot-trap-${tag}.png`) });

  });
}
