import { expect, test, type Page } from '@playwright/test';
import { filler, noHorizontalScroll, scenarioUrl, vanilla } from './helpers';
import { screenshotPath } from './paths';

// Landscape and portrait tablets and a phone: every control on screen, big enough to hit.
const SIZES = [
  { width: 1024, height: 768 },
  { width: 1366, height: 1024 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
] as const;

const monster = (name: string, zone: number, position = 'attack') => ({ card: vanilla(name, 4, 1500, 1200), zone, position });

/** A busy board: a full hand, monsters and Set cards on both sides. */
const BUSY = {
  seed: 8,
  state: {
    turn: 3,
    turnPlayer: 0,
    phase: 'main',
    players: [
      {
        hand: [1, 2, 3, 4, 5, 6].map((i) => vanilla(`Hand Card ${i}`, 4, 1000 + i * 100, 800)),
        deck: filler(6),
        monsters: [monster('Left Guard', 0), monster('Right Guard', 2, 'defense')],
      },
      { hand: filler(5, 'Foe'), deck: filler(6, 'Foe Deck'), monsters: [monster('Foe Brute', 1)] },
    ],
  },
};

/** Controls that are off the page sideways, or smaller than 44 x 44 CSS px (polled: menus grow in). */
async function badControls(page: Page): Promise<string[]> {
  const { out, checked } = await page.evaluate(() => {
    const out: string[] = [];
    let checked = 0;
    const width = document.documentElement.clientWidth;
    const sel = 'button, a[href], input, select, textarea, summary, [role="button"], [role="menuitem"], [tabindex="0"]';
    for (const el of document.querySelectorAll<HTMLElement>(sel)) {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (r.width === 0 || r.height === 0 || style.visibility === 'hidden') continue;
      checked++;
      const name = el.getAttribute('aria-label') || el.textContent?.trim().slice(0, 30) || `${el.tagName.toLowerCase()}.${el.className}`;
      // Radio buttons, checkboxes and file pickers are hit through their whole label.
      const viaLabel = el instanceof HTMLInputElement && ['radio', 'checkbox', 'file'].includes(el.type);
      const hit = viaLabel ? (el.closest('label') ?? el).getBoundingClientRect() : r;
      if (r.left < -1 || r.right > width + 1 || r.top + window.scrollY < -1) out.push(`${name}: off screen (${Math.round(r.left)}..${Math.round(r.right)} of ${width})`);
      if (hit.width < 44 || hit.height < 44) out.push(`${name}: ${Math.round(hit.width)}x${Math.round(hit.height)}`);
    }
    return { out, checked };
  });
  // The check itself must have looked at the screen's controls.
  expect(checked).toBeGreaterThan(0);
  return out;
}

for (const size of SIZES) {
  const tag = `${size.width}x${size.height}`;
  test(`layout at ${tag}: start, deck builder, replays, trainer and a busy duel fit, every control on screen and at least 44 px`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/?speed=instant');
    await expect(page.getByRole('button', { name: 'Start duel' })).toBeVisible();
    // In view on arrival, whatever the screen: it stays at the foot while the choices scroll (issue 35).
    await expect(page.getByRole('button', { name: 'Start duel' })).toBeInViewport({ ratio: 1 });
    await noHorizontalScroll(page);
    await expect.poll(() => badControls(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(`layout-start-${tag}.png`), fullPage: true });

    // The deck builder and the replay list, reached from the start screen.
    for (const name of ['Deck builder', 'Replays', 'MAXIMUM combo trainer']) {
      await page.goto('/?speed=instant');
      await page.getByRole('button', { name }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await noHorizontalScroll(page);
      await expect.poll(() => badControls(page)).toEqual([]);
      await page.screenshot({ path: screenshotPath(`layout-${name.replace(" ", "-").toLowerCase()}-${tag}.png`) });
    }

    await page.goto('about:blank');
    await page.goto(scenarioUrl(BUSY, 'speed=instant'));
    await expect(page.getByRole('button', { name: 'End Turn' })).toBeEnabled();
    await noHorizontalScroll(page);
    await expect.poll(() => badControls(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(`layout-duel-${tag}.png`), fullPage: true });

    // The Battle Phase with an attacker's menu open: its choices fit too.
    await page.getByRole('button', { name: 'Battle Phase' }).click();
    await page.getByRole('button', { name: 'Left Guard', exact: true }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await noHorizontalScroll(page);
    await expect.poll(() => badControls(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(`layout-menu-${tag}.png`), fullPage: true });
  });
}
