import { expect, test, type Page } from '@playwright/test';
import { collectErrors, noHorizontalScroll } from './helpers';
import { screenshotPath } from './paths';

// The start screen and the deck builder read in Japanese and Chinese: preset decks, stats,
// card text and counts (issue 35); card names follow their own setting in every language.

/** Picks a language; again if the saved settings, read at startup, arrived after the first pick. */
async function pickLanguage(page: Page, lang: 'ja' | 'zh', label: string): Promise<void> {
  await expect(async () => {
    await page.getByRole('combobox', { name: /^(Language|言語|语言)$/ }).selectOption(lang);
    await expect(page.getByRole('combobox', { name: label, exact: true })).toHaveValue(lang, { timeout: 1000 });
  }).toPass();
}

const SCREENS = [
  { lang: 'ja', label: '言語', preset: 'マグナム・オーバーロード MAXIMUM', decks: 'デッキ構築', stat: /攻撃力 \d+ \/ 守備力 \d+/, count: /\d+ 枚/ },
  { lang: 'zh', label: '语言', preset: '万能霸王 MAXIMUM', decks: '组卡器', stat: /攻击力 \d+ \/ 守备力 \d+/, count: /\d+ 张/ },
] as const;

for (const s of SCREENS) {
  test(`the start screen and the deck builder in ${s.lang}: preset decks, stats, counts and card text translated`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/?speed=instant');
    await page.getByText('Settings').click();
    await pickLanguage(page, s.lang, s.label);
    const start = page.locator('.start__form');
    await expect(start).toContainText(s.preset);
    await expect(start).not.toContainText('Magnum Overlord MAXIMUM');
    await expect(start).not.toContainText('Dragias Dragon Rush');
    await noHorizontalScroll(page);
    await page.screenshot({ path: screenshotPath(`start-${s.lang}-1024x768.png`) });

    await page.getByRole('button', { name: s.decks }).click();
    await expect(page.locator('.panel-title__count').first()).toHaveText(s.count);
    const picker = page.locator('.picker select');
    await expect(picker).toContainText(s.preset);
    // A tap on a copy in the deck shows its row, with the stats.
    await page.locator('.dthumb__btn').first().click();
    await expect(page.locator('.crow__type').first()).toHaveText(s.stat);
    await noHorizontalScroll(page);
    await page.screenshot({ path: screenshotPath(`decks-${s.lang}-1024x768.png`) });
    expect(errors).toEqual([]);
  });
}

test("a deck row's effect text in Chinese, with English card names by choice", async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/?speed=instant');
  await page.getByText('Settings').click();
  await pickLanguage(page, 'zh', '语言');
  await page.getByRole('combobox', { name: '卡名', exact: true }).selectOption('en');
  await page.getByRole('button', { name: '组卡器' }).click();
  // Supreme Dog Ropero is in the Main Deck of the first preset.
  await page.getByRole('button', { name: /^Supreme Dog Ropero（/ }).first().click();
  const row = page.locator('.crow').filter({ hasText: 'Supreme Dog Ropero' }).first();
  await row.locator('summary').click();
  const text = row.locator('.crow__text p');
  await expect(text).toHaveText(/[\u4e00-\u9fff]/);
  await expect(text).not.toContainText('Send');
  expect(errors).toEqual([]);
});

test('a .ydk file without a "# name:" line is named after the file, as EDOPro does', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/?speed=instant');
  await page.getByRole('button', { name: 'Deck builder' }).click();
  await page.getByText('Import', { exact: true }).click();
  await page.getByLabel('Open a file…').setInputFiles({ name: 'My Dragons.ydk', mimeType: 'text/plain', buffer: Buffer.from('#main\n160302009\n160302009\n') });
  await expect(page.getByLabel('Deck name')).toHaveValue('My Dragons');
  expect(errors).toEqual([]);
});
