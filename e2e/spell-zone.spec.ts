import { expect, test } from '@playwright/test';
import { collectErrors, filler, mouseDrag, scenarioUrl, vanilla, waitForMyMove, zone } from './helpers';

// Issue 15: the Spell & Trap Zone a Spell is dropped on is the zone it is activated in.
const BEAM = 160004039; // Type Change Beam: its cost asks for a reveal, so it waits in its zone
const SCENARIO = {
  seed: 5,
  state: {
    turn: 2,
    turnPlayer: 0,
    phase: 'main',
    players: [
      {
        hand: [{ id: BEAM }, vanilla('Reveal Knight', 4, 1500, 1000)],
        monsters: [{ card: 160302003, position: 'attack' }],
        deck: filler(5),
      },
      { hand: filler(3, 'Foe'), deck: filler(5, 'Foe Deck') },
    ],
  },
};

test('a Spell dropped on spell/trap zone 3 is activated in zone 3', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(scenarioUrl(SCENARIO));
  await waitForMyMove(page);
  const target = zone(page, 'Your spell/trap zone 3');
  await mouseDrag(page, page.getByRole('button', { name: 'Type Change Beam', exact: true }), target);
  // Activate or Set both fit the drop: the chooser asks which.
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Activate' }).click();
  // Its cost asks for a reveal while the card sits in the zone it was dropped on.
  await expect(target.getByRole('button', { name: 'Type Change Beam', exact: true })).toBeVisible();
  await expect(zone(page, 'Your spell/trap zone 1').getByRole('button', { name: 'Type Change Beam', exact: true })).toHaveCount(0);
  expect(errors).toEqual([]);
});
