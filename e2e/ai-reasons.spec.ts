import { expect, test } from '@playwright/test';
import { collectErrors, filler, scenarioUrl, vanilla, waitForMyMove } from './helpers';
import { screenshotPath } from './paths';

// Every AI move in the log comes with its reason and figures, in the player's language.
const SCENARIO = {
  seed: 3,
  state: {
    turn: 2,
    turnPlayer: 0,
    phase: 'main',
    players: [
      { hand: filler(2), deck: filler(5) },
      { hand: [vanilla('Foe Striker', 4, 1800, 1000, 'FIRE')], deck: filler(5, 'Foe Deck') },
    ],
  },
};

for (const size of [{ width: 1024, height: 768 }, { width: 390, height: 844 }]) {
  test(`the AI's summon and attack say why, with figures, in English and Japanese (${size.width}x${size.height})`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize(size);
    await page.goto(scenarioUrl(SCENARIO, 'speed=instant'));
    await waitForMyMove(page);
    await page.getByRole('button', { name: 'End Turn' }).click();
    await waitForMyMove(page);
    const log = page.getByRole('log');
    await expect(log).toContainText('AI: Normal Summoned Foe Striker in Attack Position (ATK 1800), and you show no monster to block it');
    await expect(log).toContainText('AI: Attacked directly with Foe Striker: 1800 damage');
    await log.getByText('AI: Attacked directly').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath(`ai-reasons-${size.width}x${size.height}.png`) });

    // The same lines in Japanese once the language changes.
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(async () => {
      await page.getByRole('combobox', { name: /^(Language|言語)$/ }).selectOption('ja');
      await expect(page.getByLabel('言語')).toHaveValue('ja', { timeout: 1000 });
    }).toPass();
    await page.getByRole('button', { name: '設定' }).click();
    await expect(log).toContainText('AI：Foe Strikerでダイレクトアタック：1800ダメージ');
    expect(errors).toEqual([]);
  });
}
