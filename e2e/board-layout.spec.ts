import { expect, test, type Page } from '@playwright/test';
import { BUSY_MAXIMUM, TRAP_PROMPT } from './boards';
import { noHorizontalScroll, scenarioUrl, waitForMyMove, zone } from './helpers';

// Issue 15: the field is the hero at every size, hands read, and a Trap prompt leaves the
// attacker in view and stays fully on screen.

const box = async (page: Page, selector: string) => {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} is not visible`);
  return b;
};

test('at 1024x768 the field cards are large and the hand text is readable', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(scenarioUrl(BUSY_MAXIMUM, 'speed=instant'));
  await waitForMyMove(page);
  const mat = await box(page, '.player-field--you .mat');
  expect(mat.width, 'the mat takes most of the space left of the side column').toBeGreaterThan(440);
  const zoneBox = await zone(page, 'Your monster zone 1').boundingBox();
  expect(zoneBox?.width ?? 0).toBeGreaterThanOrEqual(84);
  const fontPx = await page.locator('.hand .card__name').first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(fontPx, 'hand card names are not 9 px').toBeGreaterThanOrEqual(11);
  // The whole board is on screen: nothing below the fold at this size.
  const hand = await box(page, '.hand');
  expect(hand.y + hand.height).toBeLessThanOrEqual(768);
  await noHorizontalScroll(page);
});

test('on a phone the hand cards are bigger than 9 px text and each one keeps its own place to tap', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(scenarioUrl(BUSY_MAXIMUM, 'speed=instant'));
  await waitForMyMove(page);
  const fontPx = await page.locator('.hand .card__name').first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(fontPx).toBeGreaterThanOrEqual(11);
  const cards = page.locator('.hand > .card-btn');
  const n = await cards.count();
  const boxes = await Promise.all(Array.from({ length: n }, (_, i) => cards.nth(i).boundingBox()));
  for (let i = 1; i < n; i++) {
    const a = boxes[i - 1];
    const b = boxes[i];
    if (!a || !b) continue;
    const sameRow = Math.abs(a.y - b.y) < 2;
    if (sameRow) expect(b.x, `hand card ${i + 1} does not cover card ${i}`).toBeGreaterThanOrEqual(a.x + a.width - 1);
  }
  await noHorizontalScroll(page);
});

for (const size of [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
]) {
  test(`a Trap prompt at ${size.width}x${size.height} keeps the attacker visible and is fully on screen`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto(scenarioUrl(TRAP_PROMPT, 'speed=normal'));
    // Scroll to the bottom first (the prompt used to open at the top of a scrolled page).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const dialog = page.getByRole('dialog', { name: 'Activate a Trap?' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await page.waitForTimeout(300);
    const d = await dialog.boundingBox();
    if (!d) throw new Error('no prompt');
    expect(d.y, 'prompt top on screen').toBeGreaterThanOrEqual(0);
    expect(d.y + d.height, 'prompt bottom on screen').toBeLessThanOrEqual(size.height + 1);
    expect(d.x).toBeGreaterThanOrEqual(0);
    expect(d.x + d.width).toBeLessThanOrEqual(size.width + 1);
    const attacker = page.getByRole('button', { name: 'Multistrike Dragon Dragias', exact: true });
    await attacker.scrollIntoViewIfNeeded();
    const a = await attacker.boundingBox();
    const d2 = await dialog.boundingBox();
    if (!a || !d2) throw new Error('no attacker');
    const overlap = !(a.x + a.width <= d2.x || d2.x + d2.width <= a.x || a.y + a.height <= d2.y || d2.y + d2.height <= a.y);
    expect(overlap, 'the attacking monster is not under the prompt').toBe(false);
    expect(a.y).toBeGreaterThanOrEqual(0);
    await noHorizontalScroll(page);
  });

  test(`End Turn stays inside the phase bar on the opponent's turn at ${size.width}x${size.height}`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto(scenarioUrl(TRAP_PROMPT, 'speed=normal'));
    await expect(page.locator('.midbar--theirs')).toBeVisible({ timeout: 10_000 });
    const bar = await box(page, '.midbar');
    const end = await page.getByRole('button', { name: 'End Turn' }).boundingBox();
    if (!end) throw new Error('no End Turn');
    expect(end.x).toBeGreaterThanOrEqual(bar.x - 0.5);
    expect(end.x + end.width).toBeLessThanOrEqual(bar.x + bar.width + 0.5);
    expect(end.y + end.height).toBeLessThanOrEqual(bar.y + bar.height + 0.5);
  });
}
