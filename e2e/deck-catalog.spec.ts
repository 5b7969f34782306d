import { expect, test, type Page } from '@playwright/test';
import { collectErrors } from './helpers';
import { screenshotPath } from './paths';

// Every Rush card is in the deck builder (the catalog, facts only); those whose effects the
// game does not have are marked "Not playable yet": a deck may hold them and be saved, but
// it is refused for a duel with the reason (deck.notPlayable).

const browser = (page: Page) => page.getByRole('region', { name: /^Cards/ });
const UNPLAYABLE = 'Dedicated Protorion';

test('search an unplayable card, see the mark, add it to a legal deck, save it: the duel is refused with the reason', async ({ page }) => {
  // A long flow through the deck builder: twice the default time.
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/?speed=instant');
  await page.getByRole('button', { name: 'Deck builder' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deck builder' })).toBeVisible();

  // A legal deck of its own: the preset on show, exported and imported again.
  await page.getByText('Export', { exact: true }).click();
  const ydk = await page.getByLabel('Deck list', { exact: true }).inputValue();
  await page.getByText('Import', { exact: true }).click();
  await page.getByLabel('Deck list or share code').fill(ydk.replace(/# name: .*/, '# name: Delayed'));
  await page.getByRole('button', { name: 'Import as a new deck' }).click();
  await expect(page.getByLabel('Deck name')).toHaveValue('Delayed');
  await expect(page.getByRole('status').filter({ hasText: 'Legal deck' })).toBeVisible();

  // It is chosen for the next duel while still legal.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('radio', { name: /Delayed/ }).check();
  await page.getByRole('button', { name: 'Deck builder' }).click();
  await page.getByLabel('Deck to edit').selectOption({ label: 'Delayed' });
  await expect(page.getByRole('region', { name: 'Main Deck (40)' })).toBeVisible();

  // The card is found (every Rush card is listed) and marked; "Playable only" hides it.
  const search = page.getByRole('searchbox', { name: 'Search name or text' });
  await search.fill(UNPLAYABLE);
  const add = browser(page).getByRole('button', { name: `Add ${UNPLAYABLE}`, exact: true });
  await expect(add).toBeVisible();
  const cell = browser(page).getByRole('gridcell').filter({ has: page.getByRole('button', { name: `Add ${UNPLAYABLE}`, exact: true }) });
  await expect(cell.getByText('Not playable yet')).toBeVisible();
  await expect(add).toHaveAttribute('aria-description', /^Not playable yet\. /);
  const playableOnly = page.getByRole('checkbox', { name: 'Playable only' });
  await playableOnly.check();
  await expect(add).toHaveCount(0);
  await playableOnly.uncheck();

  // Added, it is in the deck (marked there too), and the deck check says why it cannot duel.
  await add.click();
  const main = page.getByRole('region', { name: 'Main Deck (41)' });
  await expect(main).toBeVisible();
  await expect(main.getByRole('listitem').filter({ hasText: UNPLAYABLE })).toContainText('Not playable yet');
  const reason = `Main Deck: ${UNPLAYABLE} (1 copy) is not playable yet: its effects are not in the game.`;
  await expect(page.getByText(reason)).toBeVisible();
  await search.fill('Protorion');
  await page.screenshot({ path: screenshotPath('deck-catalog-1024x768.png') });
  await page.getByRole('button', { name: 'Save deck' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  // The start screen: the deck is no longer legal, and the duel is refused with the plain reason.
  await page.getByRole('button', { name: 'Back' }).click();
  const radio = page.getByRole('radio', { name: /Delayed/ });
  await expect(radio).toBeDisabled();
  await expect(page.locator('label').filter({ has: radio })).toContainText('not legal yet');
  await page.getByRole('button', { name: 'Start duel' }).click();
  await expect(page.getByRole('alert')).toContainText(reason);
  await expect(page.getByRole('heading', { level: 1, name: 'Deck builder' })).toHaveCount(0);

  // After a reload the saved deck still holds the card (kept before the catalog has loaded) and is still refused by name.
  await page.reload();
  await expect(page.getByRole('radio', { name: /Delayed/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Deck builder' }).click();
  await page.getByLabel('Deck to edit').selectOption({ label: 'Delayed' });
  await expect(page.getByRole('region', { name: 'Main Deck (41)' })).toBeVisible();
  await expect(page.getByText(reason)).toBeVisible();
  expect(errors).toEqual([]);
});

test('a list naming unplayable cards (a reprint id, a Japanese name) imports them, marked, and says so', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/?speed=instant');
  await page.getByRole('button', { name: 'Deck builder' }).click();
  await page.getByText('Import', { exact: true }).click();
  // 160021126 is a reprint of Dedicated Protorion; 洗礼のプロトリオン is its Japanese name.
  await page.getByLabel('Deck list or share code').fill('#main\n160021126\n洗礼のプロトリオン\n160202002\n');
  await page.getByRole('button', { name: 'Import as a new deck' }).click();
  await expect(page.getByRole('region', { name: 'Main Deck (3)' })).toBeVisible();
  await expect(page.locator('.io__unplayable')).toHaveText(`Not playable yet (imported, marked in the deck): ${UNPLAYABLE}`);
  // Every copy is a face of its own in the deck: two of them, the first marked not playable.
  const copy = page.getByRole('button', { name: new RegExp(`^${UNPLAYABLE} \\(\\d of 2\\)$`) });
  const main = page.getByRole('region', { name: 'Main Deck (3)' });
  await expect(main.getByRole('listitem').filter({ has: copy })).toHaveCount(2);
  await expect(main.getByRole('listitem').filter({ has: copy }).first()).toContainText('Not playable yet');
  expect(errors).toEqual([]);
});
