import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectErrors, filler, scenarioUrl, vanilla, waitForMyMove, zone } from './helpers';

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: false });

const SCENARIO = {
  seed: 12,
  state: {
    turn: 2,
    turnPlayer: 0,
    phase: 'main',
    players: [
      { hand: [vanilla('Test Ogre', 4, 1500, 1200, 'DARK'), vanilla('Tap Knight', 3, 1200, 800)], deck: filler(5) },
      { hand: filler(3, 'Foe'), deck: filler(5, 'Foe Deck') },
    ],
  },
};

async function center(l: Locator): Promise<{ x: number; y: number }> {
  const b = await l.boundingBox();
  if (!b) throw new Error('not visible');
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
}

/** A real touch drag: press, hold past the sensor's delay, slide, lift. */
async function touchDrag(page: Page, from: Locator, to: Locator): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const a = await center(from);
  const b = await center(to);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: a.x, y: a.y }] });
  await page.waitForTimeout(300);
  for (let i = 1; i <= 10; i++) {
    const x = a.x + ((b.x - a.x) * i) / 10;
    const y = a.y + ((b.y - a.y) * i) / 10;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('summon by tapping: tap the card, tap a lit zone, tap the choice', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(scenarioUrl(SCENARIO));
  await waitForMyMove(page);

  await page.getByRole('button', { name: 'Test Ogre', exact: true }).tap();
  await expect(page.getByRole('menu', { name: 'Actions for Test Ogre' })).toBeVisible();
  const target = zone(page, 'Your monster zone 3');
  await target.tap();
  await page.getByRole('menuitem', { name: 'Normal Summon (Attack)' }).tap();
  await expect(target.getByRole('button', { name: 'Test Ogre', exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('summon by a touch drag (hold, then slide)', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(scenarioUrl(SCENARIO));
  await waitForMyMove(page);

  const target = zone(page, 'Your monster zone 2');
  await touchDrag(page, page.getByRole('button', { name: 'Tap Knight', exact: true }), target);
  // The drop chooser (not the card's own menu, which would use the first free zone).
  const chooser = page.getByRole('menu', { name: 'Choose what to do' });
  await expect(chooser).toBeVisible();
  await chooser.getByRole('menuitem', { name: 'Normal Summon (Attack)' }).tap();
  await expect(target.getByRole('button', { name: 'Tap Knight', exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});
