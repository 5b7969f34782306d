import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, waitForMyMove } from './helpers';

// Issue 13: the card documents (one file per set, src/cards/docs/<set>.json) are fetched per
// duel, for its two decks; nothing of them at first paint. No service worker here: its
// precache would fetch every file in the background and hide what the page asks for.
test.use({ serviceWorkers: 'block' });

const PRESET_DECKS = JSON.parse(readFileSync('src/cards/data/presets.json', 'utf8')) as { main: number[]; extra: number[] }[];
const SET_FILES = new Set(readdirSync('src/cards/docs').flatMap((f) => /^(\d{6})\.json$/.exec(f)?.[1] ?? []));

/** The sets with a document file among these decks' cards. */
function setsOf(...decks: { main: number[]; extra: number[] }[]): string[] {
  const sets = decks.flatMap((d) => [...d.main, ...d.extra]).map((id) => String(id).slice(0, 6));
  return [...new Set(sets)].filter((s) => SET_FILES.has(s)).sort();
}

/** Every set file the page requests, in order. */
function watchSetFiles(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const m = /\/assets\/(\d{6})-[\w-]+\.json$/.exec(new URL(r.url()).pathname);
    if (m?.[1]) seen.push(m[1]);
  });
  return seen;
}

test('no card-document file at first paint; starting a duel fetches only the sets of its two decks', async ({ page }) => {
  const errors = collectErrors(page);
  const requested = watchSetFiles(page);
  await page.goto('/?seed=5&speed=instant');
  await expect(page.getByRole('button', { name: 'Start duel' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested, 'set files requested before any duel').toEqual([]);

  // The start screen's default decks: the first two presets.
  const [mine, theirs] = PRESET_DECKS;
  if (!mine || !theirs) throw new Error('two preset decks expected');
  const expected = setsOf(mine, theirs);
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThan(SET_FILES.size); // else the test proves nothing
  await page.getByRole('button', { name: 'Start duel' }).click();
  await waitForMyMove(page);
  expect([...requested].sort(), 'each set of the two decks, once').toEqual(expected);

  // The AI plays its turn with those documents; no other set is fetched for it.
  await page.getByRole('button', { name: 'End Turn' }).click();
  await waitForMyMove(page);
  expect([...requested].sort()).toEqual(expected);
  expect(errors).toEqual([]);
});

// Every card's facts (the playable ones are made from these at build time: src/cards/playable.ts).
const CATALOG = JSON.parse(readFileSync('src/cards/data/catalog.json', 'utf8')) as { id: number; name: string }[];

test('the deck builder fetches a card’s set when its text is shown, not before', async ({ page }) => {
  const errors = collectErrors(page);
  const requested = watchSetFiles(page);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/?speed=instant');
  await page.getByRole('button', { name: 'Deck builder' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deck builder' })).toBeVisible();
  await page.getByRole('button', { name: 'New deck' }).click();
  // The card kind is among the filters behind the Filters button.
  await page.getByRole('button', { name: 'Filters', expanded: false }).click();
  await page.getByLabel('Card kind').selectOption('spell');
  // The game's own cards: only those have a text (the rest of the catalog is facts only).
  await page.getByRole('checkbox', { name: 'Playable only' }).check();
  await page.waitForLoadState('networkidle');
  expect(requested, 'listing cards fetches no text').toEqual([]);

  const first = page.getByRole('grid', { name: 'Search results' }).getByRole('button', { name: /^Add / }).first();
  const name = ((await first.getAttribute('aria-label')) ?? '').replace(/^Add /, '');
  const card = CATALOG.find((c) => c.name === name);
  if (!card) throw new Error(`no card named ${name}`);
  await first.hover();
  const tip = page.getByRole('tooltip');
  await expect(tip).toContainText(name);
  await expect(tip.locator('.peek__text')).not.toHaveText(/Loading|^$/);
  expect(requested).toEqual([String(card.id).slice(0, 6)]);
  expect(errors).toEqual([]);
});

test('a set file that cannot be fetched: the start screen says so, and starting again works', async ({ page }) => {
  await page.goto('/?seed=5&speed=instant');
  await expect(page.getByRole('button', { name: 'Start duel' })).toBeVisible();
  await page.route(/\/assets\/\d{6}-[\w-]+\.json$/, (route) => route.abort());
  await page.getByRole('button', { name: 'Start duel' }).click();
  await expect(page.getByRole('alert')).toContainText(/The card effects of set [\d, ]+ could not be loaded/);
  await expect(page.getByRole('button', { name: 'Start duel' })).toBeVisible();
  await page.unroute(/\/assets\/\d{6}-[\w-]+\.json$/);
  await page.getByRole('button', { name: 'Start duel' }).click();
  await waitForMyMove(page);
});
