import { expect, test, type Page } from '@playwright/test';
import { collectErrors, filler, scenarioUrl, waitForMyMove } from './helpers';
import { screenshotPath } from './paths';

// Sevens Road Magician is written as a card document: its text is generated in each language.
const SCENARIO = {
  seed: 3,
  state: {
    turn: 2,
    turnPlayer: 0,
    phase: 'main',
    players: [
      { hand: [160301001, 160411003], deck: filler(5) },
      { hand: filler(3, 'Foe'), deck: filler(5, 'Foe Deck') },
    ],
  },
};

/** In the open settings panel; again if the saved settings, read at startup, arrived after the first pick. */
async function pickLanguage(page: Page, lang: 'ja' | 'zh', label: string): Promise<void> {
  await expect(async () => {
    await page.getByRole('combobox', { name: /^(Language|言語|语言)$/ }).selectOption(lang);
    await expect(page.getByLabel(label)).toHaveValue(lang, { timeout: 1000 });
  }).toPass();
}

test('a card written as a document shows its generated text in Japanese and Chinese in the card detail', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(scenarioUrl(SCENARIO, 'speed=instant'));
  await waitForMyMove(page);
  const text = page.locator('.detail .detail__text');

  await page.getByRole('button', { name: 'Sevens Road Magician', exact: true }).click();
  await expect(text).toContainText('Condition: There is a monster in your GY.');
  await expect(text).toContainText('300 ATK for each different Attribute among the monsters in your GY');

  await page.getByRole('button', { name: 'Settings' }).click();
  await pickLanguage(page, 'ja', '言語');
  await page.getByRole('button', { name: '設定' }).click();
  await page.getByRole('button', { name: 'Sevens Road Magician', exact: true }).click();
  await expect(text).toContainText('条件：自分の墓地にモンスターが存在する。');
  await expect(text).toContainText('コスト：自分のデッキの上から1枚を墓地へ送る。');
  await expect(text).toContainText('自分の墓地のモンスターの属性の種類×300アップする');
  await page.screenshot({ path: screenshotPath('card-text-ja-1024x768.png') });

  await page.getByRole('button', { name: '設定' }).click();
  await pickLanguage(page, 'zh', '语言');
  await page.getByRole('button', { name: '设置' }).click();
  await page.getByRole('button', { name: 'Pot of Greed', exact: true }).click();
  await expect(text).toContainText('效果：自己从卡组抽2张卡。');
  // The Spell's action menu opened too: close it before pointing at the next card.
  await page.getByRole('menu').getByRole('menuitem', { name: '取消' }).click();
  await page.getByRole('button', { name: 'Sevens Road Magician', exact: true }).click();
  await expect(text).toContainText('代价：将自己卡组最上方1张卡送去墓地。');
  await page.screenshot({ path: screenshotPath('card-text-zh-1024x768.png') });
  expect(errors).toEqual([]);
});
