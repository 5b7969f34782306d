import { expect, test } from '@playwright/test';
import { collectErrors, filler, mouseDrag, scenarioUrl, vanilla, waitForMyMove, zone } from './helpers';
import { screenshotPath } from './paths';

const TORRENTIAL = 160318005;

test('a Trap window asks clearly, and the Trap can be activated or passed', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1024, height: 768 });
  const scenario = {
    seed: 41,
    state: {
      turn: 2,
      players: [
        {
          hand: [vanilla('Test Ogre', 4, 1500, 1200, 'DARK'), vanilla('Second Ogre', 4, 1400, 1000, 'DARK')],
          deck: filler(5),
          spellTraps: [{ card: TORRENTIAL, zone: 0, faceDown: true }],
        },
        { hand: filler(3, 'Foe'), deck: filler(5, 'Foe Deck') },
      ],
    },
  };
  await page.goto(scenarioUrl(scenario));
  await waitForMyMove(page);

  await mouseDrag(page, page.getByRole('button', { name: 'Test Ogre', exact: true }), zone(page, 'Your monster zone 1'));
  await page.getByRole('menuitem', { name: 'Normal Summon (Attack)' }).click();

  const prompt = page.getByRole('dialog', { name: 'Activate a Trap?' });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('You Normal Summoned Test Ogre');
  await expect(prompt.getByRole('button', { name: 'Activate Torrential Tribute' })).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({ path: screenshotPath('trap-window-1024x768.png') });
  await prompt.getByRole('button', { name: "Don't activate" }).click();
  await expect(prompt).toBeHidden();

  await mouseDrag(page, page.getByRole('button', { name: 'Second Ogre', exact: true }), zone(page, 'Your monster zone 2'));
  await page.getByRole('menuitem', { name: 'Normal Summon (Attack)' }).click();
  await prompt.getByRole('button', { name: 'Activate Torrential Tribute' }).click();
  await expect(page.getByRole('log')).toContainText('Test Ogre was destroyed');
  await expect(page.getByRole('log')).toContainText('Second Ogre was destroyed');
  await expect(zone(page, 'Your monster zone 1').getByRole('button')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a Tribute Summon asks for the Tribute on the board (with reduced motion)', async ({ page }) => {
  const errors = collectErrors(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 390, height: 844 });
  const scenario = {
    seed: 42,
    state: {
      turn: 2,
      players: [
        {
          hand: [vanilla('Big Boss', 6, 2400, 2000, 'LIGHT')],
          deck: filler(5),
          monsters: [{ card: vanilla('Small Fry', 2, 500, 500), zone: 2 }],
        },
        { hand: filler(3, 'Foe'), deck: filler(5, 'Foe Deck') },
      ],
    },
  };
  await page.goto(scenarioUrl(scenario));
  await waitForMyMove(page);

  await page.getByRole('button', { name: 'Big Boss', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Tribute Summon (Attack)' }).click();
  const prompt = page.getByRole('dialog', { name: /Tribute Summon Big Boss/ });
  await expect(prompt).toBeVisible();
  // The Tribute is picked on the board itself (the dialog lists it too).
  await zone(page, 'Your monster zone 3').getByRole('button', { name: 'Small Fry' }).click();
  await expect(prompt).toBeHidden();
  await expect(zone(page, 'Your monster zone 1').getByRole('button', { name: 'Big Boss' })).toBeVisible();
  await expect(page.getByRole('log')).toContainText('Small Fry was Tributed');
  expect(errors).toEqual([]);
});

test('a malformed scenario shows a clear error on the start screen', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`/#scenario=${encodeURIComponent('{"state": {"players": [{"monster": []}, {}]}}')}`);
  await expect(page.getByRole('alert')).toContainText('Could not start the scenario');
  await expect(page.getByRole('alert')).toContainText('unknown field "monster"');
  await expect(page.getByRole('button', { name: 'Start duel' })).toBeVisible();
  await page.goto(`/#scenario=${encodeURIComponent('{not json')}`);
  await expect(page.getByRole('alert')).toContainText('not valid JSON');
  expect(errors).toEqual([]);
});
