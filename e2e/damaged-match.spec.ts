// Kept matches as a crash or a bug might leave them in IndexedDB: a damaged replay inside one
// says so (and stays stored until discarded) instead of crashing the replay viewer.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { collectErrors } from './helpers';
import { plant, stored } from './storage';

const presets = JSON.parse(readFileSync('src/cards/data/presets.json', 'utf8')) as { main: number[]; extra: number[] }[];
const deck = { main: presets[0]?.main ?? [], extra: presets[0]?.extra ?? [], side: [] };

function match(id: string, over: Record<string, unknown>): Record<string, unknown> {
  return {
    id, started: 1, format: 'rush', level: 'normal', names: ['Me', 'AI'], registered: [deck, deck], current: [deck, deck],
    duels: [], toss: 0, chooser: 0, why: 'toss', first: null, phase: 'done', seed: 0, aiSide: null, finished: 2, winner: 0, ...over,
  };
}

test('a kept match whose replay is damaged says so, keeps it until discarded; a bad match seed is damage', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/?speed=instant');
  await expect(page.getByRole('button', { name: 'Start duel' })).toBeVisible();
  // The case: a replay without its decks (the viewer read replay.decks.flatMap).
  const damagedReplay = { id: 'r-bad', finished: 2, engine: '0', seed: 1, names: ['Me', 'AI'], actions: [], concededBy: null, winner: 0, turns: 1 };
  const duel = { winner: 0, first: 0, seed: 1, mine: deck, replay: damagedReplay };
  const unreadable = match('m-unreadable', { seed: 2 ** 32 });
  await plant(page, 'meta', {
    // Duel 2's replay is whole but from another engine version: the viewer opens and says why.
    matches: [match('m-kept', { duels: [duel, { ...duel, replay: { ...damagedReplay, id: 'r-old', decks: [deck, deck] } }] }), unreadable],
    match: match('m-on', { phase: 'duel', first: 0, seed: 2 ** 32, finished: undefined, winner: undefined }),
  });
  await page.goto('/?speed=instant');
  await expect(page.getByText('The match in progress is damaged (its "seed") and could not be resumed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start duel' })).toBeVisible();

  await page.getByRole('button', { name: 'Replays' }).click();
  await expect(page.getByText('The replay of duel 1 is damaged (its "decks") and cannot be shown.')).toBeVisible();
  await expect(page.getByText('Damaged matches that could not be read: 1.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Watch duel 1/ })).toHaveCount(0);
  await page.getByRole('button', { name: /^Watch duel 2/ }).click();
  await expect(page.getByText(/^This replay cannot be shown: it was recorded with engine version 0,/)).toBeVisible();
  await expect(page.getByText('Discard this saved duel')).toHaveCount(0);
  await page.getByRole('button', { name: 'Replays', exact: true }).click();
  // Still stored as it was: nothing is dropped before the player says so.
  const before = (await stored(page, 'matches')) as { id: string; duels: { replay: unknown }[] }[];
  expect(before.map((m) => m.id)).toEqual(['m-kept', 'm-unreadable']);
  expect(before[0]?.duels[0]?.replay).toEqual(damagedReplay);

  await page.getByRole('button', { name: 'Discard the replay of duel 1' }).click();
  await expect(page.getByText(/The replay of duel 1 is damaged/)).toHaveCount(0);
  await expect.poll(async () => ((await stored(page, 'matches')) as { duels: { replay: unknown }[] }[])[0]?.duels[0]?.replay).toBeNull();
  await page.getByRole('button', { name: 'Discard the damaged matches' }).click();
  await expect.poll(async () => ((await stored(page, 'matches')) as { id: string }[]).map((m) => m.id)).toEqual(['m-kept']);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Matches' })).toBeVisible();
  await expect(page.getByText(/damaged/)).toHaveCount(0);
  expect(errors).toEqual([]);
});
