import { expect, test, type Page } from '@playwright/test';
import { collectErrors, filler, noHorizontalScroll, scenarioUrl, vanilla, waitForMyMove, zone } from './helpers';
import { screenshotPath } from './paths';

// Twin Edge Dragon (ツインエッジ・ドラゴン): a pool card with a Japanese name.
const SCENARIO = {
  seed: 7,
  state: {
    turn: 2,
    turnPlayer: 0,
    phase: 'main',
    players: [
      { hand: [160302006, vanilla('Big Ogre', 5, 2000, 1000, 'DARK')], deck: filler(5) },
      { hand: filler(3, 'Foe'), deck: filler(5, 'Foe Deck') },
    ],
  },
};

/** Picks Japanese; again if the saved settings, read at startup, arrived after the first pick. */
async function toJapanese(page: Page): Promise<void> {
  await expect(async () => {
    await page.getByRole('combobox', { name: /^(Language|言語)$/ }).selectOption('ja');
    await expect(page.getByLabel('言語')).toBeVisible({ timeout: 1000 });
    await expect(page.getByLabel('言語')).toHaveValue('ja', { timeout: 1000 });
  }).toPass();
}

test('in Japanese and Chinese the duel log, menus and prompts follow the language and the card names', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(scenarioUrl(SCENARIO, 'speed=instant'));
  await waitForMyMove(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  await toJapanese(page);
  await page.getByLabel('カード名').selectOption('ja');
  await page.getByRole('button', { name: '設定' }).click();

  // A summon from the hand card's menu: its name, the menu and the log line in Japanese.
  await page.getByRole('button', { name: 'ツインエッジ・ドラゴン', exact: true }).click();
  const menu = page.getByRole('menu', { name: 'ツインエッジ・ドラゴンの行動' });
  await menu.getByRole('menuitem', { name: '通常召喚（攻撃表示）' }).click();
  await expect(page.getByRole('log')).toContainText('あなたはツインエッジ・ドラゴンを攻撃表示で通常召喚した');
  await expect(zone(page, '自分のモンスターゾーン1').getByRole('button', { name: 'ツインエッジ・ドラゴン' })).toBeVisible();

  // A Tribute Summon asks in Japanese too.
  await page.getByRole('button', { name: 'Big Ogre', exact: true }).click();
  await page.getByRole('menu', { name: 'Big Ogreの行動' }).getByRole('menuitem', { name: 'アドバンス召喚（攻撃表示）' }).click();
  const prompt = page.getByRole('dialog', { name: 'Big Ogreをアドバンス召喚：リリースするモンスターを1体選択' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'ツインエッジ・ドラゴンを選ぶ' })).toBeVisible();
  await noHorizontalScroll(page);
  await expect(prompt).toHaveCSS('opacity', '1');
  await page.screenshot({ path: screenshotPath('duel-ja-1024x768.png') });
  await prompt.getByRole('button', { name: 'ツインエッジ・ドラゴンを選ぶ' }).click();
  await expect(page.getByRole('log')).toContainText('ツインエッジ・ドラゴンがリリースされた');

  // Chinese for the interface, Japanese card names still.
  await page.getByRole('button', { name: '設定' }).click();
  await page.getByLabel('言語').selectOption('zh');
  await page.getByRole('button', { name: '设置' }).click();
  await expect(page.getByRole('log')).toContainText('你以攻击表示通常召唤了ツインエッジ・ドラゴン');
  await expect(page.getByRole('log')).toContainText('你以攻击表示上级召唤了Big Ogre');
  await page.getByRole('button', { name: '战斗阶段' }).click();
  await expect(page.getByRole('log')).toContainText('你进入了战斗阶段');
  await page.getByRole('button', { name: 'Big Ogre', exact: true }).click();
  await expect(page.getByRole('menu', { name: 'Big Ogre的行动' }).getByRole('menuitem', { name: '直接攻击' })).toBeVisible();
  await noHorizontalScroll(page);
  await page.screenshot({ path: screenshotPath('duel-zh-1024x768.png') });
  expect(errors).toEqual([]);
});

test('the trainer in Japanese: buttons, goals and the puzzle panel', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/?speed=instant');
  await page.getByText('Settings').click();
  await toJapanese(page);
  await page.getByRole('button', { name: 'MAXIMUMコンボ練習' }).click();
  await expect(page.getByRole('list', { name: 'パズル一覧' })).toContainText('このターン中に勝利する。');
  await page.screenshot({ path: screenshotPath('trainer-list-ja-1024x768.png') });
  await page.getByRole('button', { name: 'はじめてのMAXIMUMをプレイ' }).click();
  const panel = page.getByRole('region', { name: 'はじめてのMAXIMUM' });
  // The briefing in Japanese, the card named in the card-name language (English by default).
  await expect(panel).toContainText('Supreme Machine Magnum Overlordの3枚がすべて手札にあり');
  await expect(panel.getByRole('status')).toHaveText('まだ目標を達成していません。');
  await expect(panel.getByRole('button', { name: 'ヒント：解ける手順はある？' })).toBeVisible();
  await noHorizontalScroll(page);
  await page.screenshot({ path: screenshotPath('trainer-puzzle-ja-1024x768.png') });
  expect(errors).toEqual([]);
});
