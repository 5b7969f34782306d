import { expect, test, type Page } from '@playwright/test';
import { filler, scenarioUrl, waitForMyMove } from './helpers';
import { screenshotPath } from './paths';

// Issue 35: the field is the screen. At 1024x768 the zones span most of the width (the card text
// and the log are panels the player opens); at 390x844 the whole duel fits one screen with a
// five-card hand in one row; both panels open from a labelled button, by keyboard too.

/** Your turn, a five-card hand, monsters and a Set card on both sides. */
const FIVE_IN_HAND = {
  seed: 5,
  state: {
    turn: 3,
    turnPlayer: 0,
    phase: 'main',
    players: [
      {
        lp: 3500,
        hand: [160302009, 160320009, 160202019, 160205069, 160422001],
        deck: filler(6),
        graveyard: [160301005],
        monsters: [{ card: 160302001, zone: 1 }],
        spellTraps: [{ card: 160417005, zone: 1, faceDown: true }],
      },
      {
        lp: 2100,
        hand: filler(4, 'Foe'),
        deck: filler(6, 'Foe Deck'),
        monsters: [{ card: 160422002, zone: 0 }, { card: 160301001, zone: 1, position: 'defense' }],
        spellTraps: [{ card: 160301013, zone: 0, faceDown: true }],
      },
    ],
  },
};

const inView = async (page: Page, selector: string): Promise<void> => {
  const b = await page.locator(selector).first().boundingBox();
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  expect(b, `${selector} is shown`).not.toBeNull();
  if (!b) return;
  expect(b.x, `${selector} left`).toBeGreaterThanOrEqual(-1);
  expect(b.y, `${selector} top`).toBeGreaterThanOrEqual(-1);
  expect(b.x + b.width, `${selector} right`).toBeLessThanOrEqual(width + 1);
  expect(b.y + b.height, `${selector} bottom`).toBeLessThanOrEqual(height + 1);
};

/** The log and the card text open from their buttons by keyboard, take the focus, and Escape gives it back. */
async function panelsByKeyboard(page: Page): Promise<void> {
  const logButton = page.getByRole('button', { name: 'Log', exact: true });
  await logButton.focus();
  await page.keyboard.press('Enter');
  await expect(logButton).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('complementary', { name: 'Duel log' });
  await expect(panel).toBeFocused();
  await expect(page.getByRole('log')).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(logButton).toBeFocused();
  await expect(logButton).toHaveAttribute('aria-expanded', 'false');

  // The card in focus is the one the card text shows.
  await page.getByRole('button', { name: 'Multistrike Dragon Dragias', exact: true }).focus();
  const cardButton = page.getByRole('button', { name: 'Card text', exact: true });
  await cardButton.focus();
  await page.keyboard.press('Space');
  const detail = page.getByRole('complementary', { name: 'Card detail' });
  await expect(detail).toBeFocused();
  await expect(detail.locator('.detail__name')).toHaveText('Multistrike Dragon Dragias');
  await expect(detail.locator('.detail__text')).toBeInViewport();
  await page.getByRole('button', { name: 'Close', exact: true }).press('Enter');
  await expect(cardButton).toBeFocused();
  await expect(detail).toHaveCount(0);
}

test('at 1024x768 the zones span at least 65% of the width, the page does not scroll, the panels open by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(scenarioUrl(FIVE_IN_HAND, 'speed=instant'));
  await waitForMyMove(page);
  const span = await page.evaluate(() => {
    const zones = [...document.querySelectorAll('.zone')].map((z) => z.getBoundingClientRect());
    return (Math.max(...zones.map((b) => b.right)) - Math.min(...zones.map((b) => b.left))) / window.innerWidth;
  });
  expect(span, 'the zones span at least 65% of the width').toBeGreaterThanOrEqual(0.65);
  const zone = await page.getByRole('group', { name: 'Your monster zone 1', exact: true }).boundingBox();
  expect(zone?.width ?? 0, 'field cards larger than the 92 px of before').toBeGreaterThan(96);
  expect(await page.evaluate(() => Math.max(document.documentElement.scrollHeight, document.body.scrollHeight))).toBeLessThanOrEqual(768);
  // No panel takes room until opened.
  await expect(page.getByRole('log')).not.toBeInViewport();
  await page.screenshot({ path: screenshotPath('duel-fits-1024x768.png') });
  await panelsByKeyboard(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('at 390x844 the duel fits one screen on your turn: one row of five hand cards, the opponent LP in view', async ({ page }) => {
    await page.goto(scenarioUrl(FIVE_IN_HAND, 'speed=instant'));
    await waitForMyMove(page);
    const { scroll, inner } = await page.evaluate(() => ({
      scroll: Math.max(document.documentElement.scrollHeight, document.body.scrollHeight),
      inner: window.innerHeight,
    }));
    expect(scroll, 'no vertical scrolling').toBeLessThanOrEqual(inner);
    await inView(page, '.lp--opponent');
    await inView(page, '.lp--you');
    await inView(page, '.midbar');
    const cards = page.locator('.hand > .card-btn');
    await expect(cards).toHaveCount(5);
    const tops: number[] = [];
    for (let i = 0; i < 5; i++) {
      await inView(page, `.hand > .card-btn:nth-child(${i + 1})`);
      tops.push((await cards.nth(i).boundingBox())?.y ?? 0);
    }
    expect(Math.max(...tops) - Math.min(...tops), 'one row').toBeLessThan(20);
    const handCard = await cards.first().locator('.card').boundingBox();
    expect(handCard?.width ?? 0, 'hand cards larger than the field cards').toBeGreaterThan(90);
    await page.screenshot({ path: screenshotPath('duel-fits-390x844.png') });

    // A tap on "Log" opens the log as a sheet; "Close" shuts it.
    await page.getByRole('button', { name: 'Log', exact: true }).tap();
    await expect(page.getByRole('log')).toBeInViewport();
    await page.getByRole('button', { name: 'Close', exact: true }).tap();
    await expect(page.getByRole('log')).not.toBeInViewport();
    await panelsByKeyboard(page);
  });
});
