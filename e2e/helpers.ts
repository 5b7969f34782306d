import { expect, type Locator, type Page } from '@playwright/test';

/** Collects console errors and uncaught page errors for the whole test. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return errors;
}

type Attr = 'DARK' | 'LIGHT' | 'EARTH' | 'WATER' | 'FIRE' | 'WIND';

/** An inline Normal monster for scenarios (docs/scenario.md). */
export function vanilla(name: string, level: number, atk: number, def: number, attribute: Attr = 'EARTH', ref?: string) {
  return { vanilla: { name, level, atk, def, attribute, race: 'Warrior' }, ...(ref ? { ref } : {}) };
}

/** A few filler cards so nobody decks out. */
export function filler(n: number, prefix = 'Filler') {
  return Array.from({ length: n }, (_, i) => vanilla(`${prefix} ${i + 1}`, 3, 100, 100, 'WATER'));
}

/** The app address that starts this scenario (and optional query parameters such as speed). */
export function scenarioUrl(scenario: unknown, query = 'speed=fast'): string {
  return `/?${query}#scenario=${encodeURIComponent(JSON.stringify(scenario))}`;
}

export const zone = (page: Page, name: string): Locator => page.getByRole('group', { name, exact: true });

/** Drags with a mouse: press, move in steps past the activation distance, release. */
export async function mouseDrag(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('drag source or target is not visible');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 - 12, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}

export async function noHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'no horizontal scroll').toBeLessThanOrEqual(0);
}

/** Waits until the human may act (the board shows a Main or Battle Phase decision). */
export async function waitForMyMove(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'End Turn' })).toBeEnabled({ timeout: 15_000 });
}
