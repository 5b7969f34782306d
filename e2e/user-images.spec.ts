import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { BUSY_MAXIMUM } from './boards';
import { collectErrors, scenarioUrl, waitForMyMove } from './helpers';
import { SHOT_SIZES, screenshotPath } from './paths';
import { makePng, makeZip } from './zipFixture';

// Issue 15, part F: "Use my card images" (a folder or a .zip named <card id>.jpg/.png, EDOPro's layout).

const MAGNUM = 160202002;
const LEFT = 160202001;
const RIGHT = 160202003;
const BLUE_EYES = 160001000;
/** A reprint id of Kuribot (160001017): its picture is shown on the first printing. */
const KURIBOT_REPRINT = 160204019;

const png = (a: [number, number, number], b: [number, number, number]): Buffer => makePng(144, 105, a, b);
const ZIP = makeZip([
  { name: `pics/${MAGNUM}.png`, data: png([30, 30, 120], [240, 120, 20]), deflate: true },
  { name: `pics/${LEFT}.png`, data: png([20, 90, 40], [230, 230, 60]) },
  { name: `pics/${RIGHT}.png`, data: png([120, 20, 60], [60, 200, 230]), deflate: true },
  { name: `pics/field/${MAGNUM}.png`, data: png([0, 0, 0], [0, 0, 0]) },
  { name: 'pics/89631139.jpg', data: png([0, 0, 0], [9, 9, 9]) },
  { name: `pics/${BLUE_EYES}.jpg`, data: new TextEncoder().encode('<html>not a picture</html>'), deflate: true },
  { name: 'readme.txt', data: new TextEncoder().encode('hello') },
]);

const file = (name: string, buffer: Buffer, mimeType = 'application/zip') => ({ name, mimeType, buffer });

async function openPanel(page: Page): Promise<Locator> {
  const panel = page.locator('details.images');
  if (!(await panel.evaluate((d) => (d as HTMLDetailsElement).open))) await panel.getByText('My card images', { exact: true }).click();
  return panel;
}

/** The user picture inside a card face, once it has loaded. */
async function expectPicture(face: Locator): Promise<void> {
  const img = face.locator('img.card__img');
  await expect(img).toHaveAttribute('src', /^blob:/);
  // A face far below the screen may not be drawn yet (more cards match a search as the pool grows).
  await face.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(144);
  await expect(face.locator('.card__emblem')).toHaveCount(0);
}

test('a zip and a folder of card pictures: stored, shown in the grid and on the board, offline too; a bad file changes nothing; removed', async ({ page, context }) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  // The pictures are blob: URLs, which the Content-Security-Policy allows for images only.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP: ${e.violatedDirective} ${e.blockedURI}`));
  });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/?speed=instant');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The feature's code is not loaded until used.
  const loaded = (): Promise<string[]> => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => /importImages|imageStore/.test(n)));
  await page.getByRole('button', { name: 'Deck builder' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deck builder' })).toBeVisible();
  expect(await loaded()).toEqual([]);

  const panel = await openPanel(page);
  await expect(panel).toContainText('No card images stored');
  await page.getByLabel('Use a .zip of images…').setInputFiles(file('pics.zip', ZIP));
  const status = panel.getByRole('status');
  await expect(status).toContainText('Stored 3 card images from "pics.zip" (3 in all).');
  await expect(status).toContainText('1 file was skipped: not named after a card of this card pool.');
  await expect(status).toContainText(`1 file was skipped: not a JPEG or PNG image (pics/${BLUE_EYES}.jpg).`);
  expect((await loaded()).length).toBeGreaterThan(0);

  const grid = page.getByRole('grid', { name: 'Search results' });
  await page.getByRole('searchbox', { name: 'Search name or text' }).fill('Magnum Overlord');
  await expectPicture(grid.getByRole('button', { name: 'Supreme Machine Magnum Overlord: show its text', exact: true }).locator('.card'));
  await expectPicture(grid.getByRole('button', { name: /Supreme Machine Magnum Overlord \[L\]: show its text/ }).locator('.card'));

  // A bad file: a clear message, and what is stored stays.
  await page.getByLabel('Use a .zip of images…').setInputFiles(file('holiday.zip', Buffer.from('this is not a zip file at all, just text')));
  const alert = panel.getByRole('alert');
  await expect(alert).toContainText('"holiday.zip" is not a .zip file.');
  await expect(alert).toContainText('Your stored images are unchanged.');
  await page.getByLabel('Use a .zip of images…').setInputFiles(file('other.zip', makeZip([{ name: 'notes/hello.txt', data: new TextEncoder().encode('x') }])));
  await expect(alert).toContainText('No picture of a card in this card pool was found in "other.zip"');
  await expectPicture(grid.getByRole('button', { name: 'Supreme Machine Magnum Overlord: show its text', exact: true }).locator('.card'));

  // A folder in EDOPro's layout; a reprint's picture shows on its first printing.
  const dir = mkdtempSync(join(tmpdir(), 'rush-pics-'));
  mkdirSync(join(dir, 'pics', 'field'), { recursive: true });
  writeFileSync(join(dir, 'pics', `${BLUE_EYES}.png`), png([10, 60, 200], [220, 240, 255]));
  writeFileSync(join(dir, 'pics', `${KURIBOT_REPRINT}.png`), png([120, 70, 20], [250, 200, 120]));
  writeFileSync(join(dir, 'pics', 'field', `${BLUE_EYES}.png`), png([0, 0, 0], [1, 1, 1]));
  await page.getByLabel('Use a folder of images…').setInputFiles(dir);
  await expect(panel.getByRole('status')).toContainText('Stored 2 card images from "rush-pics-');
  await expect(panel.getByRole('status')).toContainText('(5 in all)');
  await page.getByRole('searchbox', { name: 'Search name or text' }).fill('Kuribot');
  await expectPicture(grid.getByRole('button', { name: /^Kuribot: show its text/ }).locator('.card'));
  await page.getByRole('searchbox', { name: 'Search name or text' }).fill('');

  // Offline, after a reload: the pictures are still there.
  await context.setOffline(true);
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search name or text' }).fill('Blue-Eyes White Dragon');
  await expectPicture(page.getByRole('grid', { name: 'Search results' }).getByRole('button', { name: /^Blue-Eyes White Dragon: show its text/ }).locator('.card'));

  // On the board: the MAXIMUM monster's three pieces show the player's pictures.
  await page.goto(scenarioUrl(BUSY_MAXIMUM, 'speed=instant'));
  await waitForMyMove(page);
  const field = page.locator('.card__img');
  await expect.poll(() => field.count()).toBeGreaterThanOrEqual(3);
  await expectPicture(page.locator('.card--piece-center'));
  await page.screenshot({ path: screenshotPath('user-images-duel-1024x768.png') });
  await context.setOffline(false);

  // Remove them: the drawn pictures come back, and stay after a reload.
  await page.goto('/?speed=instant#/decks');
  await expect(page.getByRole('heading', { level: 1, name: 'Deck builder' })).toBeVisible();
  const again = await openPanel(page);
  await expect(again).toContainText('5 card images are stored in this browser.');
  await again.getByRole('button', { name: 'Remove my images' }).click();
  await expect(again.getByRole('status')).toHaveText('Your card images were removed.');
  await expect(page.locator('.card__img')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('grid', { name: 'Search results' }).locator('.card').first()).toBeVisible();
  await expect(page.locator('.card__img')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('rush-duel-card-images'))).toBeNull();
  expect(errors).toEqual([]);
});

const SIZES = SHOT_SIZES;

for (const size of SIZES) {
  const tag = `${size.width}x${size.height}`;
  test(`screenshots at ${tag}: the deck builder grid, and card faces with the player's pictures`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(size);
    await page.goto('/?speed=instant');
    await page.getByRole('button', { name: 'Deck builder' }).click();
    const grid = page.getByRole('grid', { name: 'Search results' });
    await expect(grid.locator('.card').first()).toBeVisible();
    await grid.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await page.waitForTimeout(200);
    await page.screenshot({ path: screenshotPath(`deck-grid-${tag}.png`) });

    const panel = await openPanel(page);
    await page.getByLabel('Use a .zip of images…').setInputFiles(file('pics.zip', ZIP));
    await expect(panel.getByRole('status')).toContainText('Stored 3 card images');
    await page.getByRole('searchbox', { name: 'Search name or text' }).fill('Magnum');
    await expectPicture(grid.getByRole('button', { name: 'Supreme Machine Magnum Overlord: show its text', exact: true }).locator('.card'));
    await grid.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await page.waitForTimeout(200);
    await page.screenshot({ path: screenshotPath(`user-images-grid-${tag}.png`) });

    await page.goto(scenarioUrl(BUSY_MAXIMUM, 'speed=instant'));
    await waitForMyMove(page);
    await expectPicture(page.locator('.card--piece-center'));
    await page.waitForTimeout(300);
    await page.screenshot({ path: screenshotPath(`user-images-duel-${tag}.png`) });
  });
}
