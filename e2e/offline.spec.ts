import { expect, test } from '@playwright/test';
import { AI_FIRST_SCENARIO, winByAttacks } from './duelDriver';
import { collectErrors, scenarioUrl, waitForMyMove } from './helpers';

test('after one visit the app starts, deals and finishes a duel against the AI with no network', async ({ page, context }) => {
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  // The AI client warns when its worker fails and it falls back to a safe move.
  const aiWarnings: string[] = [];
  page.on('console', (msg) => void (msg.type() === 'warning' && msg.text().includes('[AI]') && aiWarnings.push(msg.text())));
  await page.goto('/?seed=5&speed=instant');
  await expect(page.getByRole('button', { name: 'Start duel' })).toBeVisible();
  // The service worker has precached everything once it is active.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await context.setOffline(true);
  await page.reload();
  // The network is really gone: a file the service worker does not hold cannot be fetched.
  // (Debian's Chromium 150 keeps navigator.onLine true under Playwright's offline mode.)
  const before = errors.length;
  expect(await page.evaluate(() => fetch(`/not-cached-${Date.now()}.txt`, { cache: 'no-store' }).then(() => 'fetched', () => 'failed'))).toBe('failed');
  await expect.poll(() => errors.length).toBeGreaterThan(before);
  errors.splice(before); // the probe's own "internet disconnected" line
  await page.getByRole('button', { name: 'Start duel' }).click();
  await expect(page.getByRole('region', { name: /Opponent hand, \d cards?/ })).toBeVisible();
  await expect(page.getByLabel('Your LP', { exact: true })).toHaveText('8000');
  // The AI plays a turn with the preset decks: its worker got the card data from the page.
  await waitForMyMove(page);
  await page.getByRole('button', { name: 'End Turn' }).click();
  await expect(page.getByText("Opponent's turn").first()).toBeVisible();
  await waitForMyMove(page);

  // A whole duel offline: the AI worker (a lazily loaded chunk) plays its turn, you win.
  await page.goto(scenarioUrl(AI_FIRST_SCENARIO));
  await expect(page.getByText("Opponent's turn").first()).toBeVisible();
  await winByAttacks(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  expect(aiWarnings).toEqual([]);
  expect(errors).toEqual([]);
});
