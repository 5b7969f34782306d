// Issue 12: player data is never lost without a word, and bad links get a message.
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, filler, scenarioUrl, vanilla, waitForMyMove, zone } from './helpers';
import { editStored, stored } from './storage';

const scenario = (name: string) => ({
  seed: 3,
  state: {
    turn: 2,
    players: [{ hand: [vanilla(name, 4, 1500, 1000)], deck: filler(5) }, { deck: filler(5, 'Theirs') }],
  },
});

async function summonInZone1(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Normal Summon (Attack)' }).first().click();
  await expect(zone(page, 'Your monster zone 1').getByRole('button', { name })).toBeVisible();
}

const savedHand = async (page: Page): Promise<unknown> => ((await stored(page, 'duel')) as { setup?: { text?: string } } | null)?.setup?.text;

test('a #scenario= link: the address is replaced once the duel starts, so a reload resumes it', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(scenarioUrl(scenario('Link Knight')));
  await waitForMyMove(page);
  // The link is gone from the address (the screen's own address, #/duel, may stand there).
  await expect.poll(() => page.evaluate(() => window.location.hash)).not.toContain('scenario=');
  await summonInZone1(page, 'Link Knight');
  await expect.poll(async () => ((await stored(page, 'duel')) as { actions: unknown[] } | null)?.actions.length).toBe(1);
  await page.reload();
  await waitForMyMove(page);
  await expect(zone(page, 'Your monster zone 1').getByRole('button', { name: 'Link Knight' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('following a #scenario= link during a duel asks first; opening one over a saved duel asks which to keep', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(scenarioUrl(scenario('First Knight')));
  await waitForMyMove(page);
  await summonInZone1(page, 'First Knight');
  const url = scenarioUrl(scenario('Second Knight'));
  // In the same tab: asked, and "keep" keeps the duel being played.
  await page.evaluate((hash) => (window.location.hash = hash), url.slice(url.indexOf('#')));
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('The duel you are playing would be lost');
  await ask.getByRole('button', { name: 'Keep playing my duel' }).click();
  await expect(ask).toHaveCount(0);
  await expect(zone(page, 'Your monster zone 1').getByRole('button', { name: 'First Knight' })).toBeVisible();
  await expect.poll(() => savedHand(page)).toContain('First Knight');

  // Opened as a new page load over the saved duel: asked which to keep; resuming brings it back.
  await page.goto('about:blank');
  await page.goto(url);
  await expect(page.getByRole('alertdialog')).toContainText('another duel was in progress');
  await page.getByRole('button', { name: 'Resume the duel in progress' }).click();
  await waitForMyMove(page);
  await expect(zone(page, 'Your monster zone 1').getByRole('button', { name: 'First Knight' })).toBeVisible();
  await expect.poll(() => savedHand(page)).toContain('First Knight');

  // And the link can still be chosen: it is then the duel that is saved.
  await page.goto('about:blank');
  await page.goto(url);
  await page.getByRole('button', { name: 'Play the linked duel' }).click();
  await expect(page.getByRole('button', { name: 'Second Knight', exact: true })).toBeVisible();
  await summonInZone1(page, 'Second Knight');
  await expect.poll(() => savedHand(page)).toContain('Second Knight');
  expect(errors).toEqual([]);
});

test('a saved duel that cannot be shown (bad setup.level) is offered for discarding, not a crash', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(scenarioUrl(scenario('Saved Knight')));
  await waitForMyMove(page);
  await expect.poll(() => savedHand(page)).toContain('Saved Knight');
  await editStored(page, 'duel', (rec) => {
    (rec.setup as Record<string, unknown>).level = 'godlike';
  });
  await page.goto('/?speed=fast');
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('The saved duel cannot be shown');
  await expect(ask).toContainText('setup.level');
  await expect(page.getByRole('button', { name: 'Start duel' })).toBeVisible();
  await ask.getByRole('button', { name: 'Discard this saved duel' }).click();
  await expect.poll(() => stored(page, 'duel')).toBeNull();
  expect(errors).toEqual([]);
});

test('built-in member names in a #scenario= or #replay= link get a message, not a crash', async ({ page }) => {
  const errors = collectErrors(page);
  const bad = { state: scenario('X').state, actions: [{ do: 'constructor', card: 'a' }] };
  await page.goto(scenarioUrl(bad));
  await expect(page.getByText(/Could not start the scenario: actions\[0\]\.do: unknown action "constructor"/)).toBeVisible();
  const huge = { decks: [Array(5000).fill(160320006), Array(4).fill(160320006)] };
  await page.goto(scenarioUrl(huge));
  await expect(page.getByText(/too many cards in Player 1's Main Deck/)).toBeVisible();
  expect(errors).toEqual([]);
});

test('an imported puzzle is kept in IndexedDB (not localStorage)', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/?speed=fast');
  await page.getByRole('button', { name: 'MAXIMUM combo trainer' }).click();
  const mine = {
    title: 'Kept Puzzle',
    briefing: 'Win.',
    difficulty: 1,
    goal: { kind: 'win' },
    seed: 1,
    state: { turn: 2, players: [{ hand: [vanilla('Hitter', 4, 1900, 0)], deck: filler(3) }, { lp: 1000, deck: filler(3) }] },
  };
  await page.locator('input[type=file]').setInputFiles({ name: 'kept.json', mimeType: 'application/json', buffer: Buffer.from('\uFEFF' + JSON.stringify(mine)) });
  await expect(page.getByRole('status')).toHaveText('Imported "Kept Puzzle".');
  await expect.poll(async () => ((await stored(page, 'puzzleImports')) as { title: string }[] | null)?.map((p) => p.title)).toEqual(['Kept Puzzle']);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('puzzles')))).toEqual([]);
  // A reload stays on the trainer's own address (#/trainer).
  await page.reload();
  await expect(page.getByText('Kept Puzzle')).toBeVisible();
  expect(errors).toEqual([]);
});
