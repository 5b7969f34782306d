import { expect, test } from '@playwright/test';
import { collectErrors, noHorizontalScroll } from './helpers';
import { screenshotPath } from './paths';

const VIEWPORTS = [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
] as const;

test('an AI deck is chosen from the keyboard, its plan is read with the choice, and the duel starts against it', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  await page.setViewportSize(VIEWPORTS[0]);
  await page.goto('/?seed=11&speed=instant');
  const foe = page.getByRole('combobox', { name: "AI's deck" });
  await expect(foe).toHaveValue('dragon');
  await expect(foe.locator('optgroup[label="AI decks (each with a plan)"]')).toBeAttached();
  // From the last preset, the arrow keys walk on into the AI decks.
  await foe.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  await expect(foe).toHaveValue('dino');
  await expect(foe).toHaveAccessibleDescription(/^Dinosaur MAXIMUM/);
  await page.getByRole('button', { name: 'Start duel' }).click();
  // The matchup line names the AI's deck (its cards' documents may take a moment to load).
  await expect(page.getByText(/· Dino Dynamix Stampede$/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Opponent LP', { exact: true })).toHaveText('8000');
  expect(errors).toEqual([]);
});

for (const viewport of VIEWPORTS) {
  const size = `${viewport.width}x${viewport.height}`;
  test(`the AI deck choice at ${size}, in English, Japanese and Chinese`, async ({ page }) => {
    test.setTimeout(90_000);
    const errors = collectErrors(page);
    await page.setViewportSize(viewport);
    await page.goto('/?seed=11&speed=instant');
    await page.getByRole('combobox', { name: "AI's deck" }).selectOption('cyberdragon');
    await expect(page.getByRole('combobox', { name: "AI's deck" })).toHaveAccessibleDescription(/LIGHT Machine Fusion/);
    await noHorizontalScroll(page);
    await page.screenshot({ path: screenshotPath(`ai-decks-en-${size}.png`), fullPage: true });

    await page.getByText('Settings', { exact: true }).click();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ja');
    const ja = page.getByRole('combobox', { name: 'AIのデッキ' });
    await expect(ja).toHaveAccessibleDescription(/光属性・機械族の融合/);
    await expect(ja.getByRole('option', { name: 'サイバー・ドラゴン・オーバードライブ' })).toBeAttached();
    await noHorizontalScroll(page);
    await page.screenshot({ path: screenshotPath(`ai-decks-ja-${size}.png`), fullPage: true });

    await page.getByRole('combobox', { name: '言語' }).selectOption('zh');
    const zh = page.getByRole('combobox', { name: 'AI 的卡组' });
    await expect(zh).toHaveAccessibleDescription(/光属性机械族融合/);
    await expect(zh.locator('optgroup[label="AI卡组（各有战术）"]')).toBeAttached();
    await noHorizontalScroll(page);
    await page.screenshot({ path: screenshotPath(`ai-decks-zh-${size}.png`), fullPage: true });
    expect(errors).toEqual([]);
  });
}
