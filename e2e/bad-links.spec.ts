// Links however bad: the app says what is wrong inside the page, the address is left usable
// (the link is taken out of it), and a reload starts normally.
import { expect, test } from '@playwright/test';
import { collectErrors, filler, vanilla } from './helpers';
import { stored } from './storage';

/** A scenario link whose JSON nests `depth` lists deep in `field` (a field the reader ignores, or its seed). */
function deepScenarioHash(depth: number, field: 'notes' | 'seed'): string {
  const scenario = JSON.stringify({
    seed: 3,
    state: { turn: 2, turnPlayer: 0, phase: 'main', players: [{ hand: [vanilla('Deep Knight', 4, 1500, 1000)], deck: filler(5) }, { deck: filler(5, 'Theirs') }] },
    [field]: '__DEEP__',
  }).replace('"__DEEP__"', '['.repeat(depth) + ']'.repeat(depth));
  return `#scenario=${encodeURIComponent(scenario)}`;
}

test('a #scenario= link nested 5,000 deep in a field the app ignores plays its duel; a reload resumes it', async ({ page }) => {
  const errors = collectErrors(page);
  const hash = deepScenarioHash(5000, 'notes');
  expect(hash.length).toBeGreaterThan(30_000);
  await page.goto(`/?speed=fast${hash}`);
  await expect(page.getByRole('button', { name: 'Deep Knight', exact: true })).toBeVisible();
  expect(new URL(page.url()).hash).not.toContain('scenario=');
  // Saving is asynchronous (once the board has settled): wait for the stored duel before reloading.
  await expect.poll(async () => (await stored(page, 'duel')) !== null).toBe(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Deep Knight', exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a #scenario= link nested 5,000 deep where a value belongs says why on the start screen; a reload starts normally', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`/?speed=fast${deepScenarioHash(5000, 'seed')}`);
  await expect(page.getByRole('alert')).toContainText('Could not start the scenario');
  await expect(page.getByRole('button', { name: 'Start duel' })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Start duel' })).toBeVisible();
  await expect(page.getByText('Could not start the scenario')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('when starting fails outright, the app says so, drops the link and offers the start screen', async ({ page }) => {
  // The first visit only: a browser whose history events cannot be listened to (startup needs them).
  await page.addInitScript(() => {
    if (sessionStorage.getItem('failedOnce')) return;
    sessionStorage.setItem('failedOnce', '1');
    const listen = window.addEventListener.bind(window);
    window.addEventListener = ((type: string, ...rest: [EventListenerOrEventListenerObject, (boolean | AddEventListenerOptions)?]) => {
      if (type === 'popstate') throw new Error('history events are broken here');
      listen(type, ...rest);
    }) as typeof window.addEventListener;
  });
  await page.goto('/?speed=fast#deck=not-a-deck');
  await expect(page.getByRole('alert')).toContainText('history events are broken here');
  await expect(page.getByRole('alert')).toContainText('The link was taken out of the address');
  expect(new URL(page.url()).hash).toBe('');
  await page.getByRole('button', { name: 'Back to the start screen' }).click();
  await expect(page.getByRole('button', { name: 'Start duel' })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
});
