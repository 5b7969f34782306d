import { expect, test, type Page } from '@playwright/test';
import { FIXTURE_TEXTS, makeCdb } from './cdbFixture';
import { collectErrors } from './helpers';
import { screenshotPath } from './paths';

// "My card database": the player's own EDOPro .cdb (here a small one built by the test, with
// made-up texts) is read in the browser (SQLite in a worker, loaded only now) and kept there;
// a not-yet-playable card's text shows marked as theirs; a playable card keeps the app's text.

type Win = Window & { cspViolations?: string[] };
const UNPLAYABLE = 'Dedicated Protorion';
const THEIR_TEXT = FIXTURE_TEXTS[0]!.desc;

async function openBuilder(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Deck builder' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deck builder' })).toBeVisible();
}

/** The card's text beside it, from hovering its cell in the grid. */
async function peekAt(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Search name or text' }).fill(name);
  const grid = page.getByRole('grid', { name: 'Search results' });
  // "Add …" in a deck of the player's own, "…: show its text" in a preset (read only).
  // A search reads every card's text (all document sets are fetched): slow on a busy machine.
  const card = grid.getByRole('button', { name: new RegExp(`^(Add )?${name}(: show its text)?$`) });
  // Every text has arrived: the results no longer change under the pointer.
  await expect(grid).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  await expect(card).toBeVisible({ timeout: 60_000 });
  await page.mouse.move(2, 2);
  await card.hover();
  const tip = page.getByRole('tooltip');
  await expect(tip).toContainText(name);
  return tip;
}

test('a card database is imported, shown marked as the player\'s, kept after a reload; a broken file changes nothing; removed', async ({ page }) => {
  test.setTimeout(300_000);
  const errors = collectErrors(page);
  // The app's Content-Security-Policy stays in force (the SQLite wasm runs in the worker).
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => ((window as Win).cspViolations ??= []).push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const wasm: string[] = [];
  page.on('request', (r) => {
    if (/\.wasm$/.test(r.url())) wasm.push(r.url());
  });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/?speed=instant');
  await openBuilder(page);

  // Before: the unplayable card has no text, and SQLite has not been fetched.
  let tip = await peekAt(page, UNPLAYABLE);
  await expect(tip).toContainText('Not playable yet');
  await expect(tip).not.toContainText('From your card database');
  expect(wasm).toEqual([]);

  const panel = page.locator('details.cdb');
  await panel.getByText('My card database', { exact: true }).click();
  await expect(panel).toContainText('No card database stored');
  const cdb = Buffer.from(await makeCdb(FIXTURE_TEXTS));
  await panel.getByLabel('Use a card database (.cdb)…').setInputFiles({ name: 'cards-rush.cdb', mimeType: 'application/octet-stream', buffer: cdb });
  await expect(panel.getByRole('status')).toContainText('Stored the texts of 2 cards from "cards-rush.cdb".');
  await expect(panel.getByRole('status')).toContainText('1 entry was skipped');
  await expect(panel).toContainText('The texts of 2 cards from "cards-rush.cdb" are kept in this browser.');
  expect(wasm).toHaveLength(1);

  // The unplayable card's text is the player's, marked; a playable card keeps the app's own text.
  tip = await peekAt(page, UNPLAYABLE);
  await expect(tip.locator('[data-source="player"]')).toContainText('From your card database');
  await expect(tip).toContainText(THEIR_TEXT);
  await page.screenshot({ path: screenshotPath('card-database-peek-1024x768.png') });
  const blueEyes = await peekAt(page, 'Blue-Eyes White Dragon');
  await expect(blueEyes).toContainText('Normal monster: no effect.');
  await expect(blueEyes).not.toContainText('TEST TEXT');
  // In a deck of the player's own, the picked copy's row shows the same text, marked too.
  await page.getByRole('button', { name: 'New deck' }).click();
  await page.getByRole('searchbox', { name: 'Search name or text' }).fill(UNPLAYABLE);
  await page.getByRole('grid', { name: 'Search results' }).getByRole('button', { name: `Add ${UNPLAYABLE}` }).click();
  const main = page.getByRole('region', { name: 'Main Deck (1)' });
  await main.getByRole('button', { name: `${UNPLAYABLE} (1 of 1)` }).click();
  await main.getByText('Effect text').click();
  await expect(main.locator('[data-source="player"]')).toContainText('From your card database');
  await expect(main).toContainText(THEIR_TEXT);

  // Kept in this browser: after a reload it is still there.
  await page.reload();
  // The deck builder is where the app was: it opens again.
  await expect(page.getByRole('heading', { level: 1, name: 'Deck builder' })).toBeVisible({ timeout: 30_000 });
  tip = await peekAt(page, UNPLAYABLE);
  await expect(tip).toContainText(THEIR_TEXT);
  await expect(tip).toContainText('From your card database');

  // A broken file (the first bytes of an SQLite file, then garbage): a clear message, nothing lost.
  await panel.getByText('My card database', { exact: true }).click();
  const broken = Buffer.from(cdb.subarray(0, 600));
  broken.fill(0xee, 16, 100);
  await panel.getByLabel('Use a card database (.cdb)…').setInputFiles({ name: 'broken.cdb', mimeType: 'application/octet-stream', buffer: broken });
  await expect(panel.getByRole('alert')).toContainText('"broken.cdb" is not an SQLite database, or it is damaged.');
  await expect(panel.getByRole('alert')).toContainText('Your stored card texts are unchanged.');
  // A file that is not SQLite at all is refused too, and SQLite is not even asked.
  await panel.getByLabel('Use a card database (.cdb)…').setInputFiles({ name: 'deck.ydk', mimeType: 'text/plain', buffer: Buffer.from('#main\n160001000\n'.repeat(20)) });
  await expect(panel.getByRole('alert')).toContainText('"deck.ydk" is not an SQLite database');
  await expect(panel).toContainText('The texts of 2 cards from "cards-rush.cdb" are kept in this browser.');
  await page.screenshot({ path: screenshotPath('card-database-broken-1024x768.png') });
  tip = await peekAt(page, UNPLAYABLE);
  await expect(tip).toContainText(THEIR_TEXT);

  // Removed: the card has no text again, and the next visit does not even open the store.
  await panel.getByRole('button', { name: 'Remove my card database' }).click();
  await expect(panel.getByRole('status')).toContainText('Your card database was removed.');
  await expect(panel).toContainText('No card database stored');
  tip = await peekAt(page, UNPLAYABLE);
  await expect(tip).toContainText('Not playable yet');
  await expect(tip).not.toContainText('From your card database');
  expect(await page.evaluate(() => localStorage.getItem('rush-duel-card-texts'))).toBeNull();

  expect(await page.evaluate(() => (window as Win).cspViolations ?? [])).toEqual([]);
  expect(errors).toEqual([]);
});
