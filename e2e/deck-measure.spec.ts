import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { screenshotPath } from './paths';

// Issue 35 item 4: where the deck builder stands on load (first card face, columns, room per deck
// card) and how many taps a 40-card deck takes, at 1024×768 and 390×844.

async function open(page: Page): Promise<void> {
  await page.goto('/?speed=instant');
  await page.getByRole('button', { name: 'Deck builder' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deck builder' })).toBeVisible({ timeout: 30_000 });
}

for (const size of [{ width: 1024, height: 768 }, { width: 390, height: 844 }]) {
  test(`figures at ${size.width}x${size.height}`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    await open(page);
    const grid = page.getByRole('grid', { name: 'Search results' });
    const face = grid.locator('.card').first();
    await expect(face).toBeAttached();
    const firstY = (await face.boundingBox())!.y;
    const cols = await grid.evaluate((el) => {
      const row = el.querySelector('[role="row"]');
      return row ? row.querySelectorAll('[role="gridcell"]').length : 0;
    });
    await page.screenshot({ path: screenshotPath(`builder-${size.width}x${size.height}.png`) });
    // Taps: New deck, then each card face in view, tapped until it holds 3 copies (or refuses more), until 40.
    let taps = 0;
    let scrolls = 0;
    await page.getByRole('button', { name: 'New deck' }).click();
    taps++;
    const main = page.getByRole('region', { name: /^Main Deck \(\d+\)$/ });
    const count = async (): Promise<number> => Number(/\((\d+)\)$/.exec((await main.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
    const done = new Set<string>();
    while ((await count()) < 40 && taps < 120) {
      const labels = await grid.getByRole('button', { name: /^Add / }).evaluateAll((els) =>
        // A face the player can tap: whole in the window and the grid, and not under the deck pane.
        els.filter((e) => {
          const r = e.getBoundingClientRect();
          const inView = r.top >= 0 && r.bottom <= window.innerHeight && r.bottom <= e.closest('[role=grid]')!.getBoundingClientRect().bottom;
          return inView && e.contains(document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2));
        }).map((e) => e.getAttribute('aria-label')!),
      );
      const next = labels.find((l) => !done.has(l));
      if (!next) {
        // Over the results (the deck pane above them scrolls on its own on a phone).
        const g = (await grid.boundingBox())!;
        await page.mouse.move(g.x + g.width / 2, Math.min(size.height - 10, Math.max(g.y + 10, size.height * 0.8)));
        await page.mouse.wheel(0, 300);
        scrolls++;
        await page.waitForTimeout(150);
        continue;
      }
      const before = await count();
      await grid.getByRole('button', { name: next, exact: true }).click();
      taps++;
      const after = await count();
      const desc = (await grid.getByRole('button', { name: next, exact: true }).getAttribute('aria-description')) ?? '';
      if (after === before || desc.includes('3 in deck')) done.add(next);
    }
    const box = (await main.boundingBox())!;
    writeFileSync(screenshotPath(`builder-measure-${size.width}.json`), JSON.stringify({ size, firstY, cols, taps, scrolls, mainH: box.height, pxPerCard: box.height / 40 }));
    console.log(readFileSync(screenshotPath(`builder-measure-${size.width}.json`), 'utf8'));
    await page.screenshot({ path: screenshotPath(`builder-${size.width}x${size.height}-40.png`), fullPage: true });
  });
}
