import { expect, test } from '@playwright/test';
import { collectErrors, mouseDrag, zone } from './helpers';
import { screenshotPath } from './paths';

// Issue 36: EDOPro puzzle scripts open in the trainer, read as data. The script is written for
// this test in EDOPro's layout: Blue-Eyes White Dragon faces Sportsdragon Slugger in Defense
// Position, the opponent has 3000 LP; Lesser Dragon from the hand clears the way.
const SCRIPT = `Debug.ReloadFieldBegin(DUEL_MODE_RUSH+DUEL_ATTACK_FIRST_TURN,0)
Debug.SetPlayerInfo(0,8000,0,0)
Debug.SetPlayerInfo(1,8000,0,0)
Debug.AddCard(160001002,0,0,LOCATION_DECK,0,POS_FACEDOWN)
Debug.AddCard(160001002,0,0,LOCATION_HAND,0,POS_FACEDOWN)
Debug.AddCard(160001000,0,0,LOCATION_MZONE,2,POS_FACEUP_ATTACK)
Debug.AddCard(160001025,1,1,LOCATION_MZONE,2,POS_FACEUP_DEFENSE)
Debug.ReloadFieldEnd()
Duel.SetLP(1,3000)
Debug.ShowHint("Clear the way for Blue-Eyes and win this turn.")
aux.BeginPuzzle()
`;

test('trainer: EDOPro puzzle scripts import together (a refused one is named), and an imported one is solved by its hint and by hand', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/?speed=fast');
  await page.getByRole('button', { name: 'MAXIMUM combo trainer' }).click();
  await page.locator('input[type=file]').setInputFiles([
    { name: 'Blue Road.lua', mimeType: 'text/plain', buffer: Buffer.from(SCRIPT) },
    { name: 'Typo.lua', mimeType: 'text/plain', buffer: Buffer.from(SCRIPT.replace('LOCATION_HAND', 'LOCATION_HANDS')) },
  ]);
  await expect(page.getByRole('alert')).toHaveText('Imported 1 of 2 puzzle files. Not imported: Typo.lua: line 5: "LOCATION_HANDS" is not a number this reader knows.');
  await page.screenshot({ path: screenshotPath('trainer-lua-import-1024x768.png') });
  await page.getByRole('button', { name: 'Play Blue Road' }).click();
  const panel = page.getByRole('region', { name: 'Blue Road' });
  await expect(panel).toContainText('Clear the way for Blue-Eyes and win this turn.');
  await panel.getByRole('button', { name: 'Hint: is there a line?' }).click();
  await expect(panel).toContainText('A line exists from here', { timeout: 20_000 });
  await panel.getByRole('button', { name: 'Hint: next card to play' }).click();
  await panel.getByRole('button', { name: 'Hint: show me the line' }).click();
  await expect(panel.getByRole('status')).toHaveText('Goal reached by the shown line. Reset to solve it yourself.', { timeout: 20_000 });
  // And by hand, from the start: Lesser Dragon clears Slugger, Blue-Eyes attacks directly.
  await panel.getByRole('button', { name: 'Reset' }).click();
  await mouseDrag(page, page.getByRole('button', { name: 'Lesser Dragon', exact: true }), zone(page, 'Your monster zone 1'));
  await page.getByRole('menuitem', { name: 'Normal Summon (Attack)' }).click();
  await expect(zone(page, 'Your monster zone 1')).toContainText('1200');
  await page.getByRole('button', { name: 'Battle Phase' }).click();
  await mouseDrag(page, zone(page, 'Your monster zone 1').getByRole('button', { name: 'Lesser Dragon', exact: true }), zone(page, 'Opponent monster zone 2'));
  await expect(zone(page, 'Opponent monster zone 2')).not.toContainText('Slugger');
  await mouseDrag(page, zone(page, 'Your monster zone 2').getByRole('button', { name: 'Blue-Eyes White Dragon', exact: true }), page.getByLabel('Opponent LP', { exact: true }));
  await expect(panel.getByRole('status')).toHaveText('Solved! Goal reached.');
  expect(errors).toEqual([]);
});
