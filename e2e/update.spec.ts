import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { serveDir, type Served } from '../src/cli/web/serveDir';
import { AI_FIRST_SCENARIO, winByAttacks } from './duelDriver';
import { collectErrors, scenarioUrl } from './helpers';

// The built app (the web server's build) is copied and served from a folder this test owns,
// so it can deploy a "new version": a changed sw.js, which is how browsers find an update.
let dir = '';
let served: Served;

test.beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rush-update-'));
  await cp('dist', dir, { recursive: true });
  served = await serveDir(dir, 0);
});

test.afterAll(async () => {
  await served.close();
  await rm(dir, { recursive: true, force: true });
});

test('a new version waits during a duel and is offered after it; accepting reloads into it', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  const prompt = page.getByRole('region', { name: 'Update available' });
  const waiting = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null);

  await page.goto(`${served.url}/?seed=5&speed=instant`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto(served.url + scenarioUrl(AI_FIRST_SCENARIO));
  await expect(page.getByText("Opponent's turn").first()).toBeVisible();
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));

  await appendFile(join(dir, 'sw.js'), '\n// a new version\n');
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  await expect.poll(waiting, { timeout: 15_000 }).toBe(true);
  await expect(prompt).toHaveCount(0);

  await winByAttacks(page);
  // The same page all along: the new version never replaced the app mid-duel.
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('heading', { name: 'Update available' })).toBeVisible();

  // "Later" hides it; the new version keeps waiting and is offered again on the next visit.
  await prompt.getByRole('button', { name: 'Later' }).click();
  await expect(prompt).toHaveCount(0);
  await page.goto(`${served.url}/?speed=instant`);
  await expect(prompt).toBeVisible();
  // Not during a trainer puzzle either (a board in play), but on its list again.
  await page.getByRole('button', { name: 'MAXIMUM combo trainer' }).click();
  await expect(prompt).toBeVisible();
  await page.getByRole('button', { name: 'Play First MAXIMUM' }).click();
  await expect(page.getByRole('button', { name: 'End Turn' })).toBeVisible();
  await expect(prompt).toHaveCount(0);
  await page.goto(`${served.url}/?speed=instant`);
  await expect(prompt).toBeVisible();
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));

  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Update now' }).click()]);
  await expect(page.getByRole('button', { name: 'Start duel' })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
  expect(await waiting()).toBe(false);
  await expect(prompt).toHaveCount(0);
  expect(errors).toEqual([]);
});
