import { expect, test, type Page } from '@playwright/test';
import { AI_FIRST_SCENARIO, winByAttacks } from './duelDriver';
import { scenarioUrl } from './helpers';

type Win = Window & { cspViolations?: string[]; inlineRan?: boolean };

const violations = (page: Page) => page.evaluate(() => (window as Win).cspViolations ?? []);

/** Records every securitypolicyviolation event of the page from its first script on. */
async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const w = window as Win;
      (w.cspViolations ??= []).push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
}

test('the Content-Security-Policy holds: a duel against the AI runs with no violation', async ({ page }) => {
  test.setTimeout(60_000);
  await watchViolations(page);
  await page.goto(scenarioUrl(AI_FIRST_SCENARIO));
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute('content', /script-src 'self'/);

  // The policy is in force: an injected inline script does not run, and is reported.
  const ran = await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = '(window).inlineRan = true';
    document.head.append(s);
    return (window as Win).inlineRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^script-src/)]);
  await page.evaluate(() => ((window as Win).cspViolations = []));

  // The app itself: the AI worker, the card data fetch, animations, the end screen.
  await winByAttacks(page);
  expect(await violations(page)).toEqual([]);
});

test('the deck builder works under the policy: a .ydk download, no violation', async ({ page }) => {
  await watchViolations(page);
  await page.goto('/?speed=instant');
  await page.getByRole('button', { name: 'Deck builder' }).click();
  await page.getByText('Export', { exact: true }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download .ydk' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.ydk$/);
  expect(await violations(page)).toEqual([]);
});
