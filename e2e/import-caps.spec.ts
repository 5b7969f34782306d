// Issue 34 item 2: the deck import box against hostile text. A paste over the file cap and a
// list over a section's size are refused with their message; a list of one long run of spaces
// is read at once; the deck on show and the pasted text stay as they were.
import { expect, test, type Locator } from '@playwright/test';
import { collectErrors } from './helpers';

/**
 * Puts text in the box as a paste does, at once. Playwright's fill types line breaks one by
 * one, and replacing the 20,000 lines of the first paste that way took 30-60 s of the test.
 */
const paste = (box: Locator, text: string): Promise<void> =>
  box.evaluate((el: HTMLTextAreaElement, value) => {
    const set = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    set?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);

test('the import box: a 200 KB paste, a 61-card Main Deck and a 100 KB run of spaces', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  await page.goto('/?speed=instant');
  await page.getByRole('button', { name: 'Deck builder' }).click();
  await expect(page.getByLabel('Deck name')).toHaveValue('Magnum Overlord MAXIMUM');
  await page.getByText('Import', { exact: true }).click();
  const box = page.getByLabel('Deck list or share code');
  const go = page.getByRole('button', { name: 'Import as a new deck' });

  // 200 KB of lines.
  await paste(box, `#main\n${'160202002\n'.repeat(20_000)}`);
  const t0 = Date.now();
  await go.click();
  await expect(page.getByRole('alert')).toHaveText('That text is too large to be a deck list: at most 100000 characters.');
  console.log(`200 KB paste refused: ${Date.now() - t0} ms`);

  await paste(box, '60 Phoenix Dragon\n1 Dragorite');
  await go.click();
  await expect(page.getByRole('alert')).toHaveText('This deck has more cards in its Main Deck than a deck may hold (at most 60); nothing was imported.');
  await expect(box).toHaveValue('60 Phoenix Dragon\n1 Dragorite');
  await expect(page.getByLabel('Deck name')).toHaveValue('Magnum Overlord MAXIMUM');

  // One 99,000-space run between two words: about 28 s with the old patterns, at once now.
  await paste(box, `3 Phoenix${' '.repeat(99_000)}Dragon`);
  const t = Date.now();
  await go.click();
  await expect(page.getByLabel('Deck name')).toHaveValue('Imported deck');
  console.log(`99,000-space line imported: ${Date.now() - t} ms`);
  await expect(page.getByRole('region', { name: 'Main Deck (3)' })).toBeVisible();
  expect(errors).toEqual([]);
});
