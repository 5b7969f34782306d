import { expect, test, type Page } from '@playwright/test';
import { collectErrors, mouseDrag, noHorizontalScroll } from './helpers';
import { screenshotPath } from './paths';
import { stored } from './storage';

const browser = (page: Page) => page.getByRole('region', { name: /^Cards/ });

async function openBuilder(page: Page): Promise<void> {
  await page.goto('/?speed=instant');
  await page.getByRole('button', { name: 'Deck builder' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deck builder' })).toBeVisible();
}

test('R-DECK-1 R-DECK-4: build a legal deck from nothing with search and filters, save it, reload, find it', async ({ page }) => {
  // 42 cards added one by one, two reloads: a long flow, given twice the default time.
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1024, height: 768 });
  await openBuilder(page);
  await page.getByRole('button', { name: 'New deck' }).click();
  await page.getByLabel('Deck name').fill('My Sorcerers');
  await expect(page.getByRole('status').filter({ hasText: /\d+ problems?/ })).toBeVisible();

  // Search reaches English names, Japanese names and effect text.
  const search = page.getByRole('searchbox', { name: 'Search name or text' });
  await search.fill('sorcerer');
  await expect(browser(page).getByRole('button', { name: 'Add Aero Sorcerer' })).toBeVisible();
  await expect(browser(page).getByRole('button', { name: /^Add Supreme/ })).toHaveCount(0);
  await search.fill('マグナム');
  await expect(browser(page).getByRole('button', { name: /^Add Supreme Machine Magnum Overlord/ }).first()).toBeVisible();
  await search.fill('');

  // Playable FIRE Normal monsters of Level 4 or lower with 1300 ATK or more: 16 of them, none a
  // Legend (every Normal Monster is playable, so the filters must narrow the list).
  await page.getByRole('checkbox', { name: 'Playable only' }).check();
  // The other filters are behind a toggle, so the first row of faces is on screen at once.
  await page.getByRole('button', { name: 'Filters', expanded: false }).click();
  await page.getByLabel('Monster kind').selectOption('normal');
  await page.getByLabel('Attribute').selectOption('FIRE');
  await page.getByLabel('Level max').fill('4');
  await page.getByLabel('ATK min').fill('1300');
  const adds = browser(page).getByRole('button', { name: /^Add / });
  await expect(adds).toHaveCount(16);
  for (let i = 0; i < 14; i++) {
    for (let k = 0; k < 3; k++) await adds.nth(i).click();
  }
  // A fourth copy, dragged from the list onto the Main Deck, breaks R-DECK-4 and says which
  // card; taking it out again fixes it.
  await browser(page).getByRole('grid').evaluate((grid) => grid.scrollTo(0, 0));
  await browser(page).getByRole('grid').evaluate((grid) => grid.scrollIntoView({ block: 'start' }));
  await mouseDrag(page, adds.first(), page.getByRole('heading', { name: /^Main Deck/ }));
  await expect(page.getByRole('region', { name: 'Main Deck (43)' })).toBeVisible();
  await expect(page.getByText(/copies of .+ at most 3 cards with the same name/)).toBeVisible();
  // The drag is over (its overlay gone) before the next click, which it could still swallow.
  await expect(page.locator('.drag-overlay')).toHaveCount(0);
  await browser(page).getByRole('button', { name: /^Remove / }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Legal deck' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Main Deck (42)' })).toBeVisible();
  await noHorizontalScroll(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: screenshotPath('deck-builder-1024x768.png'), fullPage: false });

  // Unsaved work survives a reload: it comes back, still unsaved.
  await expect.poll(async () => ((await stored(page, 'draft')) as { deck: { main: number[] } } | null)?.deck.main.length).toBe(42);
  // A reload of the deck builder stays in it (issue 15: each screen has its own address).
  await page.reload();
  await expect(page.getByText('Your unsaved changes from last time are back.')).toBeVisible();
  await expect(page.getByLabel('Deck name')).toHaveValue('My Sorcerers');
  await page.getByRole('button', { name: 'Save deck' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  // A reload of the deck builder stays in it (issue 15: each screen has its own address).
  await page.reload();
  await page.getByLabel('Deck to edit').selectOption({ label: 'My Sorcerers' });
  await expect(page.getByRole('region', { name: 'Main Deck (42)' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('radio', { name: /My Sorcerers/ })).toBeEnabled();
  expect(errors).toEqual([]);
});

test('import a list with unknown lines (the known cards come in, the rest is listed), then a .ydk as another deck, then a share link', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await openBuilder(page);
  await expect(page.getByLabel('Deck name')).toHaveValue('Magnum Overlord MAXIMUM');
  // The export of the preset on show, for later.
  await page.getByText('Export', { exact: true }).click();
  const link = await page.getByLabel('Share link').inputValue();
  const ydk = await page.getByLabel('Deck list', { exact: true }).inputValue();

  await page.getByText('Import', { exact: true }).click();
  const box = page.getByLabel('Deck list or share code');
  // Issue 15: one unknown id no longer refuses the whole list; names are read too.
  await box.fill('#main\n160202002\nBlue-Eyes White Dragon\n99999999\n3x Phoenix Dragon\nNo Such Card\n');
  await page.getByRole('button', { name: 'Import as a new deck' }).click();
  await expect(page.getByLabel('Deck name')).toHaveValue('Imported deck');
  await expect(page.getByRole('region', { name: 'Main Deck (5)' })).toBeVisible();
  const skipped = page.locator('.io__skipped');
  await expect(skipped).toContainText('Skipped 2 lines:');
  await expect(skipped).toContainText('Line 4 "99999999": no card with id 99999999 in this card pool');
  await expect(skipped).toContainText('Line 6 "No Such Card": no card named "No Such Card" in this card pool');

  // A second import right away makes a deck of its own (it used to be ignored).
  await box.fill(ydk.replace('#created by Rush Duel Simulator', '#created by Someone Else').replace(/# name: .*/, '# name: From a file'));
  await page.getByRole('button', { name: 'Import as a new deck' }).click();
  await expect(page.getByLabel('Deck name')).toHaveValue('From a file');
  await expect(page.getByRole('status').filter({ hasText: 'Legal deck' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Main Deck (40)' })).toBeVisible();
  const picker = page.getByLabel('Deck to edit');
  await expect(picker.locator('option', { hasText: 'Imported deck' })).toHaveCount(1);
  await expect(picker.locator('option', { hasText: 'From a file' })).toHaveCount(1);
  await noHorizontalScroll(page);
  await page.screenshot({ path: screenshotPath('deck-builder-390x844.png') });
  await page.getByLabel('Deck name').scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('deck-editor-390x844.png') });

  await page.goto(`${link.replace(/^https?:\/\/[^/]+/, '')}`);
  await expect(page.getByLabel('Deck name')).toHaveValue('Shared deck');
  await expect(page.getByRole('region', { name: 'Main Deck (40)' })).toBeVisible();
  await page.goto('/#deck=NotACode');
  await expect(page.getByText(/^This share code is not a deck: /)).toBeVisible();
  expect(errors).toEqual([]);
});

test('without IndexedDB the app says so once and keeps decks in memory', async ({ page }) => {
  const errors = collectErrors(page);
  await page.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', { value: undefined });
  });
  await page.goto('/?speed=instant');
  await expect(page.getByRole('alert')).toContainText('nothing is saved after you close this tab');
  await page.getByRole('button', { name: 'Deck builder' }).click();
  await expect(page.getByText(/IndexedDB is missing/)).toHaveCount(1);
  await page.getByRole('button', { name: 'Copy' }).click();
  await page.getByRole('button', { name: 'Save deck' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('radio', { name: /Magnum Overlord MAXIMUM \(copy\)/ })).toBeEnabled();
  await page.getByRole('radio', { name: /Magnum Overlord MAXIMUM \(copy\)/ }).check();
  await page.getByRole('button', { name: 'Start duel' }).click();
  await expect(page.getByRole('button', { name: 'End Turn' })).toBeVisible();
  expect(errors).toEqual([]);
});
