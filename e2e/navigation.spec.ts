import { expect, test } from '@playwright/test';

// Issue 15: every screen has its own address; Back returns to the previous screen; a reload
// of the deck builder stays in the deck builder.

test('the browser Back button goes from screen to screen inside the app', async ({ page }) => {
  await page.goto('/?speed=instant');
  await expect(page.getByRole('button', { name: 'Start duel' })).toBeVisible();
  await page.getByRole('button', { name: 'Deck builder' }).click();
  await expect(page).toHaveURL(/#\/decks$/);
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Start duel' })).toBeVisible();
  await expect(page).toHaveURL(/speed=instant$/);
  await page.getByRole('button', { name: 'Replays' }).click();
  await expect(page).toHaveURL(/#\/replays$/);
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Start duel' })).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/#\/replays$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Rush Duel Simulator');
});

test('a reload of the deck builder stays in the deck builder', async ({ page }) => {
  await page.goto('/?speed=instant');
  await page.getByRole('button', { name: 'Deck builder' }).click();
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
  await expect(page.getByRole('button', { name: 'Start duel' })).toHaveCount(0);
});

test('Back from a duel returns to the start screen, not out of the app', async ({ page }) => {
  await page.goto('/?speed=instant');
  await expect(page.getByRole('button', { name: 'Start duel' })).toBeVisible();
  await page.getByRole('button', { name: 'Start duel' }).click();
  await expect(page.getByRole('button', { name: 'End Turn' })).toBeVisible();
  await expect(page).toHaveURL(/#\/duel$/);
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Start duel' })).toBeVisible();
});
