import { expect, test, type Page } from '@playwright/test';
import { collectErrors, noHorizontalScroll } from './helpers';
import { screenshotPath } from './paths';

// Issue 35, "Deck odds": in the deck builder, the exact chance to see picked cards of the Main
// Deck in the first 5 cards and the next draws (src/decks/odds.ts has the figures by hand).

async function openOdds(page: Page): Promise<void> {
  await page.goto('/?speed=instant');
  await page.getByRole('button', { name: 'Deck builder' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deck builder' })).toBeVisible({ timeout: 30_000 });
  // The first preset: Magnum Overlord MAXIMUM, 40 cards, 3 of each Supreme Machine piece, 3 Supreme Dog Ropero.
  await expect(page.getByRole('region', { name: 'Main Deck (40)' })).toBeVisible();
}

const row = (page: Page, name: RegExp) => page.getByRole('row', { name });

test('one card ticked (3 in 40), then a whole MAXIMUM set, by keyboard; figures as worked by hand', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1024, height: 768 });
  await openOdds(page);
  const summary = page.getByText('Deck odds', { exact: true });
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Tick one or more cards of the Main Deck.')).toBeVisible();

  // 1 − C(37,5)/C(40,5) = 33.8 %; 6 cards 39.4 %; 7: 44.8 %; 8: 49.8 %; 10: 58.9 %.
  const dog = page.getByRole('checkbox', { name: 'Supreme Dog Ropero ×3' });
  await dog.focus();
  await page.keyboard.press('Space');
  await expect(dog).toBeChecked();
  await expect(row(page, /^Turn 1: the first 5 cards/)).toContainText('33.8%');
  await expect(row(page, /^Turn 2: the first 6 cards/)).toContainText('39.4%');
  await expect(row(page, /^Turn 4: the first 8 cards/)).toContainText('49.8%');
  await expect(row(page, /^Turn 2 after playing the whole hand/)).toContainText('58.9%');

  // The Supreme Machine set: every piece at least once, by inclusion–exclusion: 2.3 % in 5, 4.2 % in 6.
  const pick = page.getByRole('combobox', { name: 'Pick' });
  await pick.selectOption({ label: 'MAXIMUM set: Supreme Machine Magnum Overlord' });
  await expect(page.getByRole('radio', { name: 'every one of them' })).toBeChecked();
  await expect(dog).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Supreme Machine Magnum Overlord [L] ×3' })).toBeChecked();
  await expect(row(page, /^Turn 1: the first 5 cards/)).toContainText('2.3%');
  await expect(row(page, /^Turn 2: the first 6 cards/)).toContainText('4.2%');
  await expect(row(page, /^Turn 2 after playing the whole hand/)).toContainText('17.9%');
  // Any one of the three pieces instead (9 cards): 1 − C(31,5)/C(40,5) = 74.2 %.
  await page.getByRole('radio', { name: 'at least one of them' }).check();
  await expect(row(page, /^Turn 1: the first 5 cards/)).toContainText('74.2%');
  // The exact count of hands is there too, as the cell's title.
  await expect(row(page, /^Turn 1: the first 5 cards/).getByRole('cell')).toHaveAttribute('title', '488097 / 658008');
  await noHorizontalScroll(page);
  await page.getByRole('table').scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('deck-odds-1024x768.png') });
  expect(errors).toEqual([]);
});

test('in Japanese on a phone: the panel, its choices and its rows read in Japanese', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?speed=instant');
  await page.getByText('Settings').click();
  await expect(async () => {
    await page.getByRole('combobox', { name: /^(Language|言語)$/ }).selectOption('ja');
    await expect(page.getByRole('combobox', { name: '言語', exact: true })).toHaveValue('ja', { timeout: 1000 });
  }).toPass();
  await page.getByRole('button', { name: 'デッキ構築' }).click();
  await page.getByText('デッキの確率', { exact: true }).click();
  const pick = page.getByRole('combobox', { name: '選ぶもの' });
  const option = pick.getByRole('option', { name: /^MAXIMUMセット：/ }).first();
  await pick.selectOption({ label: (await option.textContent()) ?? '' });
  await expect(page.getByRole('radio', { name: 'すべて1枚以上' })).toBeChecked();
  await expect(page.getByRole('row', { name: /^1ターン目：上から5枚/ })).toContainText('2.3%');
  await noHorizontalScroll(page);
  await page.getByRole('table').scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('deck-odds-ja-390x844.png') });
  expect(errors).toEqual([]);
});
