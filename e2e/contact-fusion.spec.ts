// Contact Fusion (R-FUS-1): a Fusion monster's own summon rule, taken from the Extra Deck pile.
// The pile glows while it can be used; the picked card's dialog lists the engine's actions.
import { expect, test } from '@playwright/test';
import { collectErrors, filler, scenarioUrl, waitForMyMove, zone } from './helpers';
import { screenshotPath } from './paths';

const KURIBOT = 160001017;
const BIKURIBOT = 160402043; // Contact Fusion: Kuribot + Kuribot

test('R-FUS-1: Contact Fusion from the Extra Deck by click, its materials shuffled into the Deck', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1024, height: 768 });
  const scenario = {
    seed: 3,
    state: {
      turn: 2,
      turnPlayer: 0,
      phase: 'main',
      players: [
        { monsters: [{ card: KURIBOT }, { card: KURIBOT }], extra: [BIKURIBOT], deck: filler(6) },
        { deck: filler(6, 'Foe Deck') },
      ],
    },
  };
  await page.goto(scenarioUrl(scenario));
  await waitForMyMove(page);
  const pile = zone(page, 'Your extra deck').getByRole('button');
  await expect(pile).toHaveClass(/pile-btn--can-act/);
  await pile.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Bikuribot', exact: true }).click();
  const summon = dialog.getByRole('button', { name: /^Contact Fusion from Kuribot \(your zone \d\) \+ Kuribot \(your zone \d\) \(Attack\)$/ });
  await expect(summon).toBeVisible();
  await page.screenshot({ path: screenshotPath('duel-contact-fusion-1024x768.png') });
  await summon.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('group', { name: /^Your monster zone/ }).getByRole('button', { name: 'Bikuribot', exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: /^Your monster zone/ }).getByRole('button', { name: 'Kuribot', exact: true })).toHaveCount(0);
  await expect(zone(page, 'Your deck')).toContainText('8');
  expect(errors).toEqual([]);
});
