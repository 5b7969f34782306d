import { expect, test } from '@playwright/test';
import { collectErrors, scenarioUrl, waitForMyMove } from './helpers';
import PUZZLE from '../src/puzzles/data/10-heavenly-gift.json' with { type: 'json' };

// Issue 35: Heavenly Gift's choice says the range its counter uses (1 to 3 with three monsters
// in hand, not the document's "any number"), and its yes/no question names the card, Yes first.

test("Heavenly Gift: the choice's title uses the real range; the question names the card and offers Yes first", async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(scenarioUrl({ seed: PUZZLE.seed, state: PUZZLE.state }, 'speed=instant'));
  await waitForMyMove(page);
  await page.getByRole('button', { name: 'Heavenly Gift', exact: true }).click();
  await page.getByRole('menu', { name: 'Heavenly Gift' }).getByRole('menuitem', { name: 'Activate' }).click();

  const choice = page.getByRole('dialog', { name: /1 to 3/ });
  await expect(choice).toBeVisible();
  await expect(choice).not.toHaveAccessibleName(/60/);
  await expect(choice).toContainText('Chosen 0 of 1 to 3');
  const picks = choice.getByRole('button', { name: /^Choose / });
  await picks.nth(1).click();
  await picks.nth(2).click();
  await choice.getByRole('button', { name: 'Done' }).click();

  const question = page.getByRole('dialog', { name: /^Heavenly Gift: / });
  await expect(question).toBeVisible();
  const answers = question.locator('.prompt__actions button');
  await expect(answers).toHaveText(['Yes', 'No']);
  await answers.first().click();
  await expect(page.getByRole('log')).toContainText('You drew');
  expect(errors).toEqual([]);
});
