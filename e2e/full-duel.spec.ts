import { expect, test, type Page } from '@playwright/test';
import { collectErrors, filler, mouseDrag, noHorizontalScroll, scenarioUrl, vanilla, zone } from './helpers';
import { screenshotPath } from './paths';

const striker = (n: number) => ({ card: vanilla(`Striker ${n}`, 4, 2500, 1000, 'FIRE'), zone: n - 1, position: 'attack' });

/** The AI moves first with 500 LP left and two weak monsters; you hold three 2500 ATK attackers. */
const SCENARIO = {
  seed: 31,
  state: {
    turn: 2,
    turnPlayer: 1,
    phase: 'draw',
    players: [
      { lp: 4000, hand: [vanilla('Spare Squire', 3, 900, 900)], deck: filler(6), monsters: [striker(1), striker(2), striker(3)] },
      { lp: 500, hand: [vanilla('Foe Guard', 3, 100, 600, 'WIND')], deck: [vanilla('Foe Scout', 2, 100, 100, 'WIND'), ...filler(5, 'Foe Deck')] },
    ],
  },
};

const endHeading = (page: Page) => page.getByRole('heading', { level: 1, name: /You win!|You lose|Draw/ });

/** Attacks with every attacker that can: the first by dragging, the rest from the card menu. */
async function battle(page: Page): Promise<void> {
  const battleButton = page.getByRole('button', { name: 'Battle Phase' });
  if (await battleButton.isEnabled()) await battleButton.click();
  for (let n = 1; n <= 3; n++) {
    if (await endHeading(page).isVisible()) return;
    const attacker = zone(page, `Your monster zone ${n}`).getByRole('button');
    if ((await attacker.count()) === 0) continue;
    const foes = page.locator('[aria-label^="Opponent monster zone"] button');
    if (n === 1) {
      const target = (await foes.count()) > 0 ? foes.first() : page.getByLabel('Opponent LP', { exact: true });
      await mouseDrag(page, attacker, target);
    } else {
      // The attack before may have won: the end screen then replaces the board while this
      // click waits, so the click is bounded and a missing attacker ends the battle.
      const clicked = await attacker.click({ timeout: 5_000 }).then(() => true, () => false);
      if (!clicked) {
        if (await endHeading(page).isVisible()) return;
        continue;
      }
      const menu = page.getByRole('menu');
      if (!(await menu.isVisible())) continue;
      const item = menu.getByRole('menuitem', { name: /^Attack/ }).first();
      if ((await item.count()) === 0) {
        await page.keyboard.press('Escape');
        continue;
      }
      await item.click();
    }
    await page.waitForTimeout(400);
  }
}

test('a full duel against the AI, played through the UI to the end screen', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(scenarioUrl(SCENARIO));

  // The AI's turn plays out on the board, action by action; then it is yours.
  await expect(page.getByText("Opponent's turn").first()).toBeVisible();
  const endTurn = page.getByRole('button', { name: 'End Turn' });
  const over = async (): Promise<boolean> => endHeading(page).isVisible();
  for (let turn = 0; turn < 6 && !(await over()); turn++) {
    // isEnabled waits for its element: bounded, so the end screen replacing the board cannot hang the poll.
    await expect.poll(async () => (await over()) || (await endTurn.isEnabled({ timeout: 250 }).catch(() => false)), { timeout: 20_000 }).toBe(true);
    if (await over()) break;
    if (turn === 0) {
      await expect(page.locator('.banner')).toHaveCount(0);
      await page.screenshot({ path: screenshotPath('duel-1024x768.png') });
    }
    await battle(page);
    await page.waitForTimeout(1500);
    if (!(await over()) && (await endTurn.isEnabled({ timeout: 250 }).catch(() => false))) await endTurn.click();
  }

  await expect(endHeading(page)).toHaveText('You win!', { timeout: 15_000 });
  await expect(page.getByText("The opponent's LP reached 0.")).toBeVisible();
  await expect(page.getByText('Damage dealt')).toBeVisible();
  await noHorizontalScroll(page);
  await page.screenshot({ path: screenshotPath('end-1024x768.png') });

  await page.getByRole('button', { name: 'Rematch' }).click();
  await expect(page.getByLabel('Opponent LP', { exact: true })).toHaveText('500');
  expect(errors).toEqual([]);
});

test('a quick win on a phone, then back to the start screen', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const quick = {
    seed: 32,
    state: {
      turn: 3,
      turnPlayer: 0,
      phase: 'battle',
      players: [
        { hand: [vanilla('Spare Squire', 3, 900, 900)], deck: filler(4), monsters: [striker(2)] },
        { lp: 300, hand: filler(2, 'Foe'), deck: filler(4, 'Foe Deck') },
      ],
    },
  };
  await page.goto(scenarioUrl(quick));
  const attacker = zone(page, 'Your monster zone 2').getByRole('button', { name: 'Striker 2' });
  await expect(attacker).toBeVisible();
  await page.screenshot({ path: screenshotPath('duel-390x844.png') });
  await mouseDrag(page, attacker, page.getByLabel('Opponent LP', { exact: true }));
  await expect(endHeading(page)).toHaveText('You win!', { timeout: 15_000 });
  await noHorizontalScroll(page);
  await page.screenshot({ path: screenshotPath('end-390x844.png') });
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('button', { name: 'Start duel' })).toBeVisible();
  expect(errors).toEqual([]);
});
