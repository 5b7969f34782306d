import { expect, test } from '@playwright/test';
import { waitForMyMove } from './helpers';

// Issue 15: the replay viewer at 1024x768: the whole board fits (hand included), no disabled
// duel buttons, the log follows the step, and "Play from here" at the end says why it cannot.

test('replay viewer at 1024x768', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/?speed=instant&seed=3');
  await page.getByRole('button', { name: 'Start duel' }).click();
  await waitForMyMove(page);
  await page.getByRole('button', { name: 'End Turn' }).click();
  await waitForMyMove(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Concede…' }).click();
  await page.getByRole('button', { name: 'Yes, concede' }).click();
  await expect(page.getByText('Saved as a replay.')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Replays' }).click();
  await page.getByRole('button', { name: /^Watch: / }).first().click();

  await expect(page.getByRole('button', { name: 'End Turn' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Battle Phase' })).toHaveCount(0);

  const board = page.getByRole('main', { name: 'Replay board' });
  const b = await board.boundingBox();
  expect(b && b.height, 'the replay board fits the screen height').toBeLessThanOrEqual(768);
  await page.getByRole('region', { name: /^Your hand/ }).scrollIntoViewIfNeeded();
  const hand = await page.getByRole('region', { name: /^Your hand/ }).boundingBox();
  const opp = await page.getByRole('region', { name: /^Opponent/ }).first().boundingBox();
  expect(hand && opp && hand.y + hand.height - opp.y).toBeLessThanOrEqual(768);

  await page.getByRole('button', { name: 'End', exact: true }).click();
  await expect.poll(() =>
    page.evaluate(() => {
      const list = document.querySelector('.viewer .log__list');
      const last = list?.querySelector('.log__line:last-child');
      if (!list || !last) return false;
      return last.getBoundingClientRect().bottom <= list.getBoundingClientRect().bottom + 2;
    }),
  ).toBe(true);
  const playHere = page.getByRole('button', { name: 'Play from here' });
  await expect(playHere).toBeDisabled();
  await expect(page.getByText('The duel is over at this step')).toBeVisible();
  await page.getByRole('button', { name: 'Step back' }).click();
  await expect(playHere).toBeEnabled();
});
