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

const TURN = {
  seed: 14,
  state: {
    turn: 2,
    turnPlayer: 0,
    phase: 'main',
    players: [
      { hand: [vanilla('Touch Ogre', 4, 1800, 1000, 'DARK')], deck: filler(5) },
      { hand: filler(2, 'Foe'), deck: filler(5, 'Foe Deck'), monsters: [{ card: vanilla('Foe Sprite', 2, 500, 300, 'WIND'), zone: 1, position: 'attack' }] },
    ],
  },
};

test.describe('a tablet held upright, as a phone-class touch device', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true });

  test('a whole turn by touch alone: summon, battle, attack, end turn, the AI answers', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(scenarioUrl(TURN));
    await waitForMyMove(page);

    // Long-press a card: its details open (the card-text panel, a sheet at this width).
    const foe = page.getByRole('button', { name: 'Foe Sprite', exact: true });
    const cdp = await page.context().newCDPSession(page);
    const p = await center(foe);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [p] });
    const sheet = page.getByRole('complementary', { name: 'Card detail' });
    await expect(sheet).toBeVisible();
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(sheet).toContainText('Foe Sprite');
    await sheet.getByRole('button', { name: 'Close' }).tap();
    await expect(sheet).toHaveCount(0);

    const zone1 = zone(page, 'Your monster zone 1');
    await touchDrag(page, page.getByRole('button', { name: 'Touch Ogre', exact: true }), zone1);
    await page.getByRole('menu', { name: 'Choose what to do' }).getByRole('menuitem', { name: 'Normal Summon (Attack)' }).tap();
    const ogre = zone1.getByRole('button', { name: 'Touch Ogre', exact: true });
    await expect(ogre).toBeVisible();

    await page.getByRole('button', { name: 'Battle Phase' }).tap();
    await touchDrag(page, ogre, foe);
    await expect(page.getByLabel('Opponent LP', { exact: true })).toHaveText('6700');
    await expect(zone(page, 'Opponent monster zone 2').getByRole('button')).toHaveCount(0);

    await page.getByRole('button', { name: 'End Turn' }).tap();
    await expect(page.getByText("Opponent's turn").first()).toBeVisible();
    await waitForMyMove(page);
    await expect(page.getByText('Turn 4', { exact: true }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a quick swipe over a card scrolls the page instead of dragging it', async ({ page }) => {
    // The duel fits a phone's screen from 375x667 up (e2e/duel-fits.spec.ts); the smallest phones
    // (320x568) still scroll it.
    await page.setViewportSize({ width: 320, height: 568 });
    await page.goto(scenarioUrl(SCENARIO));
    await waitForMyMove(page);
    const card = page.getByRole('button', { name: 'Tap Knight', exact: true });
    const mid = await center(card);
    // The part of the card on screen (its lower half may be below the fold).
    const a = { x: mid.x, y: Math.min(mid.y, 568 - 8) };
    const cdp = await page.context().newCDPSession(page);
    // The board is taller than this small phone's screen, so the page can scroll.
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [a] });
    for (let i = 1; i <= 8; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: a.x, y: a.y - 30 * i }] });
    // No drag began (the drag layer announces a picked-up card to screen readers).
    await expect(page.getByText(/^Picked up the card/)).toHaveCount(0);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(page.getByRole('region', { name: /Your hand, 2 cards/ })).toBeAttached();
  });
});
