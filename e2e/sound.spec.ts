import { expect, test, type Page } from '@playwright/test';
import { collectErrors, filler, scenarioUrl, vanilla, waitForMyMove } from './helpers';

const SCENARIO = {
  seed: 4,
  state: {
    turn: 2,
    turnPlayer: 0,
    phase: 'main',
    players: [
      { hand: [vanilla('Quiet Knight', 4, 1500, 1200), vanilla('Loud Knight', 4, 1600, 1000)], deck: filler(5) },
      { hand: filler(3, 'Foe'), deck: filler(5, 'Foe Deck') },
    ],
  },
};

/** Summons a monster from the hand through its menu. */
async function summon(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Normal Summon (Attack)' }).click();
  await expect(page.getByRole('log')).toContainText(`You Normal Summoned ${name}`);
  await waitForMyMove(page);
}

test('sound is off by default; switched on, a summon plays a synthesised sound', async ({ page }) => {
  const errors = collectErrors(page);
  // Count the oscillators the app starts (it has no audio files: every sound is synthesised).
  await page.addInitScript(() => {
    const w = window as unknown as { oscillators: number };
    w.oscillators = 0;
    const original = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      w.oscillators++;
      return original.call(this);
    };
  });
  const oscillators = () => page.evaluate(() => (window as unknown as { oscillators: number }).oscillators);
  await page.goto(scenarioUrl(SCENARIO));
  await waitForMyMove(page);
  await summon(page, 'Quiet Knight');
  expect(await oscillators()).toBe(0);

  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByLabel('Sound effects').check();
  await summon(page, 'Loud Knight');
  expect(await oscillators()).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});
