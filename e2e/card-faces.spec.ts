import { expect, test } from '@playwright/test';
import { BUSY_MAXIMUM } from './boards';
import { scenarioUrl, waitForMyMove, zone } from './helpers';

// Issue 15: every card is a real face drawn from its facts (frame by kind, attribute mark,
// Level, a generated picture, the full name, current stats, MAXIMUM ATK, LEGEND).

test('card faces show full names, kinds, pictures, current and MAXIMUM ATK', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(scenarioUrl(BUSY_MAXIMUM, 'speed=instant'));
  await waitForMyMove(page);

  // No name is cut with an ellipsis; a MAXIMUM piece in the hand keeps its [L].
  const names = await page.locator('.card__name').allTextContents();
  expect(names.length).toBeGreaterThan(8);
  for (const n of names) expect(n).not.toContain('…');
  const handPiece = page.getByRole('button', { name: 'Great Multistrike Dragon Dragias Burst [L]', exact: true });
  await expect(handPiece.locator('.card__name')).toHaveText('Great Multistrike Dragon Dragias Burst [L]');
  await expect(handPiece.locator('.card__piece')).toHaveText('L');
  const clipped = await handPiece.locator('.card__name').evaluate((el) => el.scrollHeight > el.clientHeight + 1);
  expect(clipped, 'the whole name is visible').toBe(false);

  // Frames by kind: a Field Spell, a Trap, a MAXIMUM monster, a Normal and an Effect monster.
  await expect(zone(page, 'Your field zone').locator('.card')).toHaveAttribute('data-frame', 'field');
  await expect(page.getByRole('button', { name: 'Trap Hole' }).locator('.card')).toHaveAttribute('data-frame', 'trap');
  await expect(page.getByRole('button', { name: 'Dark Hole' }).locator('.card__legend')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Phoenix Dragon' }).locator('.card')).toHaveAttribute('data-frame', 'effect');
  await expect(page.getByRole('button', { name: 'Phoenix Dragon' }).locator('.card__level')).toHaveText('★2');
  await expect(page.getByRole('button', { name: 'Phoenix Dragon' }).locator('.card__attr--fire')).toBeVisible();

  // Every face has a picture, and two Warrior monsters of one hand get different ones.
  const a = await page.getByRole('button', { name: 'Elemental HERO Bubbleman' }).locator('.card__emblem').innerHTML();
  const b = await page.getByRole('button', { name: 'Elemental HERO Bladedge' }).locator('.card__emblem').innerHTML();
  expect(a).not.toEqual(b);

  // The MAXIMUM monster reads as one: one picture across three zones, MAXIMUM ATK as it is now
  // (the Field Spell raised it from 3500), shown as raised.
  const center = zone(page, 'Your monster zone 2');
  await expect(center.locator('.card__foot--maxatk')).toContainText('3900');
  await expect(center.locator('.card__stat--up')).toBeVisible();
  const boxes = await Promise.all([1, 2, 3].map((n) => zone(page, `Your monster zone ${n}`).locator('.card__art').boundingBox()));
  for (let i = 1; i < 3; i++) {
    const l = boxes[i - 1];
    const r = boxes[i];
    if (!l || !r) throw new Error('missing piece');
    expect(Math.abs(r.x - (l.x + l.width)), 'the pieces join without a gap').toBeLessThan(3);
  }
  const fills = await Promise.all([1, 2, 3].map((n) => zone(page, `Your monster zone ${n}`).locator('.card__emblem stop').first().getAttribute('stop-color')));
  expect(new Set(fills).size).toBe(1);
  await expect(zone(page, 'Your monster zone 1').locator('.card__piece')).toHaveText('L');
  await expect(zone(page, 'Your monster zone 3').locator('.card__piece')).toHaveText('R');
});
