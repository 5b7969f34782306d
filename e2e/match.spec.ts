import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, mouseDrag, noHorizontalScroll, waitForMyMove } from './helpers';
import { screenshotPath } from './paths';
import { stored } from './storage';

const presets = JSON.parse(readFileSync('src/cards/data/presets.json', 'utf8')) as { name: string; main: number[]; extra: number[] }[];
const first = presets[0];
if (!first) throw new Error('no preset deck');
// Three Main Deck monsters the preset does not hold, as its Side Deck.
const SIDE = [160302001, 160010101, 160315001];
const catalog = JSON.parse(readFileSync('src/cards/data/catalog.json', 'utf8')) as { id: number; name: string }[];
const nameOf = (id: number): string => catalog.find((c) => c.id === id)?.name ?? String(id);
const DECK_TEXT = ['# name: Sided Overlord', '#main', ...first.main, '#extra', ...first.extra, '!side', ...SIDE].join('\n');

async function saveSidedDeck(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Deck builder' }).click();
  await page.getByText('Import', { exact: true }).click();
  await page.getByLabel('Deck list or share code').fill(DECK_TEXT);
  await page.getByRole('button', { name: 'Import as a new deck' }).click();
  await expect(page.getByRole('region', { name: /^Side Deck \(3\)/ })).toBeVisible();
  // An import is saved as a deck of its own at once (docs/web.md, deck import).
  await expect(page.getByText(/Imported and saved as "Sided Overlord/)).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
}

/** Concedes the duel on show (the quick way to finish one) and continues to the match screen. */
async function concede(page: Page, onward = 'Continue the match'): Promise<void> {
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Concede…' }).click();
  await page.getByRole('button', { name: 'Yes, concede' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You lose' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rematch' })).toHaveCount(0);
  await page.getByRole('button', { name: onward }).click();
}

test.use({ viewport: { width: 1024, height: 768 } });

test('a best-of-three match against the AI: coin toss, side swap, reload in duel 2, the result', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  await page.goto('/?speed=instant&level=easy');
  await saveSidedDeck(page);

  await page.getByRole('radio', { name: /Sided Overlord/ }).check();
  await page.getByRole('radio', { name: 'Match (best of three)' }).check();
  await page.getByRole('button', { name: 'Start match' }).click();

  // Duel 1: the coin toss is shown, and whoever won it decides.
  await expect(page.getByRole('heading', { level: 1, name: /^Match: Sided Overlord vs / })).toBeVisible();
  await expect(page.getByText('Match score: you 0 – 0 AI')).toBeVisible();
  await expect(page.getByText(/^Coin toss for duel 1: (you|the AI) won it/)).toBeVisible();
  const iChoose = await page.getByRole('button', { name: 'Go first in duel 1' }).isVisible();
  if (iChoose) await page.getByRole('button', { name: 'Go first in duel 1' }).click();
  else {
    await expect(page.getByText("The AI's rule: it always chooses to go first.")).toBeVisible();
    await page.getByRole('button', { name: 'Start duel 1 (the AI goes first)' }).click();
  }
  await expect(page.locator('.match-bar')).toContainText(iChoose ? 'You go first: you won the coin toss' : 'The AI goes first: it won the coin toss');
  await waitForMyMove(page);
  await concede(page);

  // Between duels: the loser (you) chooses; side one card in for one out.
  await expect(page.getByText('Match score: you 0 – 1 AI · You lost duel 1.')).toBeVisible();
  await expect(page.getByText('You lost duel 1, so you choose who goes first.')).toBeVisible();
  await expect(page.getByText('The AI won the last duel and keeps its deck (its rule: it only sides after a loss).')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Legal for this match.' })).toBeVisible();
  // Siding as in the deck builder: pick a card of the deck and one of the Side Deck, then Swap.
  const outPile = page.getByRole('group', { name: 'Take out of your deck' });
  const inPile = page.getByRole('group', { name: 'Put in from your Side Deck' });
  const sideCard = (id: number) => inPile.getByRole('button', { name: new RegExp(`^${nameOf(id).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, 1 copy$`) });
  await outPile.getByRole('button').first().click();
  await sideCard(SIDE[0] as number).click();
  await expect(sideCard(SIDE[0] as number)).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Swap', exact: true }).click();
  await expect(page.getByText('Cards swapped since the last duel: 1.')).toBeVisible();
  // Or drag a deck card onto a Side Deck card: they swap at once.
  await mouseDrag(page, outPile.getByRole('button').first(), sideCard(SIDE[1] as number));
  await expect(page.getByText('Cards swapped since the last duel: 2.')).toBeVisible();
  await expect(sideCard(SIDE[1] as number)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Legal for this match.' })).toBeVisible();
  await noHorizontalScroll(page);
  await page.screenshot({ path: screenshotPath('match-side-deck.png'), fullPage: true });
  // The swap is saved with the match.
  await expect.poll(async () => ((await stored(page, 'match')) as { current: { main: number[] }[] } | null)?.current[0]?.main.includes(SIDE[0] as number)).toBe(true);

  // Duel 2: you go first; reload in the middle of it, and it resumes.
  await page.getByRole('button', { name: 'Go first in duel 2' }).click();
  await expect(page.locator('.match-bar')).toContainText('Match, duel 2: you 0 – 1 AI. You go first: you chose it.');
  await waitForMyMove(page);
  await page.getByRole('button', { name: 'End Turn' }).click();
  await waitForMyMove(page);
  const turn = await page.locator('.midbar__turn-no').innerText();
  const logLength = await page.getByRole('log').locator('li').count();
  await expect.poll(async () => ((await stored(page, 'duel')) as { log: unknown[] } | null)?.log.length).toBe(logLength);
  await page.reload();
  await waitForMyMove(page);
  await expect(page.locator('.midbar__turn-no')).toHaveText(turn);
  await expect(page.getByRole('log').locator('li')).toHaveCount(logLength);
  await expect(page.locator('.match-bar')).toContainText('Match, duel 2: you 0 – 1 AI. You go first: you chose it.');
  await page.screenshot({ path: screenshotPath('match-duel-2-resumed.png') });
  // The last duel's end screen leads to the result, not to a match that goes on.
  await concede(page, 'See the match result');

  // 0–2: the match is over; its duels are kept with their replays.
  await expect(page.getByRole('heading', { name: 'The AI won the match 2–0' })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Duels of this match' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(2)).toContainText('You');
  await expect.poll(async () => ((await stored(page, 'matches')) as { duels: unknown[] }[] | null)?.[0]?.duels.length).toBe(2);
  expect(await stored(page, 'match')).toBeNull();
  await noHorizontalScroll(page);
  await page.screenshot({ path: screenshotPath('match-result.png'), fullPage: true });
  await page.getByRole('button', { name: 'Watch duel 2' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Step 0 of \d+$/ })).toBeVisible();
  // After a reload the finished match is still listed with its replays (a reload stays on the
  // replay viewer's screen, so open the app afresh).
  await page.goto('/?speed=instant&level=easy');
  await page.getByRole('button', { name: 'Replays' }).click();
  await expect(page.getByRole('heading', { name: 'Matches' })).toBeVisible();
  await page.getByRole('button', { name: /^Watch duel 1: Sided Overlord vs / }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Step 0 of \d+$/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('leaving a match pauses it: the start screen resumes it, after a reload too, or abandons it after a second press', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  await page.goto('/?speed=instant&level=easy');
  await page.getByRole('radio', { name: 'Match (best of three)' }).check();
  await page.getByRole('button', { name: 'Start match' }).click();
  const title = page.getByRole('heading', { level: 1, name: /^Match: / });
  await expect(title).toBeVisible();
  const name = await title.innerText();

  await page.getByRole('button', { name: 'Leave the match' }).click();
  const paused = page.getByRole('region', { name: /^Match in progress: / });
  await expect(paused).toContainText('Score: you 0 – 0 AI');
  // Still there after a reload, and it waits: the app does not pull the player back in.
  await page.reload();
  await expect(paused).toBeVisible();
  await page.screenshot({ path: screenshotPath('start-paused-match-1024x768.png') });
  await expect(page.getByRole('button', { name: /^Start (duel|match)$/ })).toBeVisible();
  await paused.getByRole('button', { name: 'Resume the match' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.getByRole('button', { name: 'Leave the match' }).click();
  await paused.getByRole('button', { name: 'Abandon the match…' }).click();
  await expect(paused.getByRole('status')).toHaveText('Abandon this match? Its score is lost.');
  await paused.getByRole('button', { name: 'No, keep it' }).click();
  await paused.getByRole('button', { name: 'Abandon the match…' }).click();
  await paused.getByRole('button', { name: 'Yes, abandon it' }).click();
  await expect(paused).toHaveCount(0);
  await expect.poll(() => stored(page, 'match')).toBeNull();
  await page.reload();
  await expect(page.getByRole('button', { name: /^Start (duel|match)$/ })).toBeVisible();
  await expect(paused).toHaveCount(0);
  expect(errors).toEqual([]);
});
