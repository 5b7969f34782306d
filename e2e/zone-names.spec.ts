import { expect, test } from '@playwright/test';
import { filler, scenarioUrl, vanilla, waitForMyMove, zone } from './helpers';

// Issue 15: log lines name the zone when two monsters share a name, and zone numbers read left
// to right from your own seat (the opponent's zones too).

const TWINS = {
  seed: 2,
  state: {
    turn: 2,
    turnPlayer: 0,
    phase: 'battle',
    players: [
      { hand: [], deck: filler(5), monsters: [{ card: vanilla('Big Striker', 4, 1900, 100, 'FIRE'), zone: 1 }] },
      {
        hand: [],
        deck: filler(5, 'Foe Deck'),
        monsters: [
          { card: vanilla('Twin Guard', 3, 1000, 1000, 'WATER'), zone: 0 },
          { card: vanilla('Twin Guard', 3, 1000, 1000, 'WATER'), zone: 2 },
        ],
      },
    ],
  },
};

test('two monsters with one name: zones are named, and numbered from your side', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(scenarioUrl(TWINS));
  await waitForMyMove(page);
  // The opponent's zone 0 sits on your right: it is their "zone 3" as you read the board.
  const right = zone(page, 'Opponent monster zone 3');
  const left = zone(page, 'Opponent monster zone 1');
  const r = await right.boundingBox();
  const l = await left.boundingBox();
  expect(r && l && r.x > l.x).toBe(true);
  await zone(page, 'Your monster zone 2').getByRole('button').click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  // The menu offers both targets, each by its zone (it used to list one and always take the first).
  await expect(menu.getByRole('menuitem', { name: "Attack Twin Guard (opponent's zone 1)" })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: "Attack Twin Guard (opponent's zone 3)" })).toBeVisible();
  // Attack the one on your left.
  await left.getByRole('button').click();
  await expect(page.getByRole('log')).toContainText("Big Striker attacks Twin Guard (opponent's zone 1)");
});
