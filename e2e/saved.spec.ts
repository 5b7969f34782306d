import { expect, test, type Page } from '@playwright/test';
import { collectErrors, noHorizontalScroll, waitForMyMove } from './helpers';
import { screenshotPath } from './paths';
import { plant, stored } from './storage';

const logLines = (page: Page) => page.getByRole('log').locator('li');

/** Starts a preset duel and plays until the human has ended one turn and may move again. */
async function duelIntoTurnThree(page: Page): Promise<void> {
  await page.goto('/?seed=5&speed=instant&level=easy');
  await page.getByRole('button', { name: 'Start duel' }).click();
  await waitForMyMove(page);
  await page.getByRole('button', { name: 'End Turn' }).click();
  await waitForMyMove(page);
}

test('reload mid-duel: the same board and log come back, and the duel goes on', async ({ page }) => {
  const errors = collectErrors(page);
  await duelIntoTurnThree(page);
  const turn = await page.locator('.midbar__turn-no').innerText();
  const log = await logLines(page).allInnerTexts();
  const hand = await page.getByRole('region', { name: /^Your hand/ }).getByRole('button').allInnerTexts();
  // Saving is asynchronous: wait until the store holds this very log before reloading.
  await expect.poll(async () => ((await stored(page, 'duel')) as { log: unknown[] } | null)?.log.length).toBe(log.length);

  await page.reload();
  await waitForMyMove(page);
  await expect(page.locator('.midbar__turn-no')).toHaveText(turn);
  expect(await logLines(page).allInnerTexts()).toEqual(log);
  expect(await page.getByRole('region', { name: /^Your hand/ }).getByRole('button').allInnerTexts()).toEqual(hand);
  await page.getByRole('button', { name: 'End Turn' }).click();
  await waitForMyMove(page);
  await expect(page.locator('.midbar__turn-no')).not.toHaveText(turn);
  expect(errors).toEqual([]);
});

test('a finished duel is saved as a replay: step back, jump to a turn, play from there', async ({ page }) => {
  const errors = collectErrors(page);
  await duelIntoTurnThree(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Concede…' }).click();
  await page.getByRole('button', { name: 'Yes, concede' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You lose' })).toBeVisible();
  await expect(page.getByText('Saved as a replay.')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();

  // From the list of saved replays (the end screen's "Watch the replay" opens the same viewer).
  await page.getByRole('button', { name: 'Replays' }).click();
  await page.getByRole('button', { name: /^Watch: Magnum Overlord MAXIMUM vs / }).click();
  const step = page.getByRole('status').filter({ hasText: /^Step \d+ of \d+$/ });
  await expect(step).toHaveText(/^Step 0 of \d+$/);
  const total = Number((await step.innerText()).split(' of ')[1]);
  expect(total).toBeGreaterThan(3);
  await page.getByRole('button', { name: 'End', exact: true }).click();
  await expect(step).toHaveText(`Step ${total} of ${total}`);
  await expect(page.getByRole('log')).toContainText('you conceded');
  await page.getByRole('button', { name: 'Step back' }).click();
  await expect(step).toHaveText(`Step ${total - 1} of ${total}`);
  await expect(page.getByRole('log')).not.toContainText('you conceded');
  await page.getByLabel('Jump to turn').selectOption('2');
  await expect(page.locator('.midbar__turn-no')).toHaveText('Turn 2');
  await expect(page.getByLabel('Your LP', { exact: true })).toBeVisible();
  await noHorizontalScroll(page);
  await page.screenshot({ path: screenshotPath('replay-1024x768.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await noHorizontalScroll(page);
  await page.screenshot({ path: screenshotPath('replay-390x844.png') });
  await page.setViewportSize({ width: 1024, height: 768 });

  // The replay as a link: opening it shows the same duel at its start.
  await page.getByRole('button', { name: 'Copy link' }).click();
  const link = await page.getByRole('textbox', { name: 'Copy link' }).inputValue();
  expect(link).toMatch(/#replay=[A-Za-z0-9_-]+$/);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(step).toHaveText(`Step 0 of ${total}`);
  await page.getByLabel('Jump to turn').selectOption('2');

  await page.getByRole('button', { name: 'Play from here' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rush Duel' })).toBeVisible();
  await expect(page.locator('.midbar__turn-no')).toHaveText('Turn 2');
  await waitForMyMove(page);
  expect(errors).toEqual([]);
});

test('switch the language; it stays switched after a reload', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?speed=instant');
  await page.getByText('Settings').click();
  await page.getByLabel('Language').selectOption('ja');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ラッシュデュエル シミュレーター');
  await expect(page.getByRole('button', { name: 'デュエル開始' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect.poll(async () => ((await stored(page, 'settings')) as { language?: string } | null)?.language).toBe('ja');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ラッシュデュエル シミュレーター');
  await page.getByText('設定').click();
  await page.getByLabel('言語').selectOption('zh');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('速攻决斗模拟器');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await page.getByRole('button', { name: '组卡器' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '组卡器' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('deck-builder-zh-390x844.png') });
  await page.getByRole('button', { name: '返回' }).click();
  await page.getByRole('button', { name: '开始决斗' }).click();
  await expect(page.getByRole('button', { name: '结束回合' })).toBeVisible();
  await expect(page.locator('.midbar__turn-no')).toHaveText(/^第 \d+ 回合$/);
  // Card names in Japanese, whatever the interface language.
  await page.getByRole('button', { name: '设置' }).click();
  await page.getByLabel('卡名').selectOption('ja');
  await expect(page.locator('.hand .card__name[lang="ja"]').first()).toBeVisible();
  await page.getByRole('button', { name: '设置' }).click();
  await page.screenshot({ path: screenshotPath('duel-zh-390x844.png') });
  expect(errors).toEqual([]);
});

test('a replay from another engine version says so; damaged saved data is reported and the rest kept', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/?speed=instant');
  await page.getByRole('button', { name: 'Replays' }).click();
  await expect(page.getByText(/^No replays yet/)).toBeVisible();
  const old = { format: 'rush-duel-replay', id: 'old', finished: 1, engine: '0.0.1', seed: 1, decks: [{ main: [], extra: [] }, { main: [], extra: [] }], names: ['Old A', 'Old B'], actions: [], concededBy: null, winner: 0, turns: 3 };
  await page.getByLabel('Replay link or file').fill(JSON.stringify(old));
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('This replay cannot be shown: it was recorded with engine version 0.0.1');
  await page.getByRole('button', { name: 'Replays', exact: true }).click();
  await page.getByLabel('Replay link or file').fill('#replay=AAAA');
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('This replay link is damaged or cut short.');

  // A good deck and a damaged one straight into the database, as a crash or a bug might leave them.
  await plant(page, 'decks', [
    { id: 'ok', name: 'Kept deck', main: [160202002], extra: [], side: [], updated: 2 },
    { id: 'bad', name: 'Broken deck', main: 'oops' },
  ]);
  // (A reload would stay on the Replays screen, which has its own address now: open the start.)
  await page.goto('/?speed=instant');
  await expect(page.getByRole('alert')).toContainText('The saved deck "Broken deck" is damaged (its card lists are not lists of ids); it was skipped.');
  await expect(page.getByRole('radio', { name: /Kept deck/ })).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);
});
