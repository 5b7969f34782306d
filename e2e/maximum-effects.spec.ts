import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectErrors, filler, scenarioUrl, vanilla, waitForMyMove, zone } from './helpers';
import { screenshotPath } from './paths';

// Issue 35: a MAXIMUM monster fills three zones, and pressing any of them (tap, click, or
// focus + Enter) must offer the effects of all its pieces. Fourteen of the 18 MAXIMUM monsters
// that play today are here, each side effect played by click, by keyboard and by tap, with what
// it did checked. The other four (Dynamix, Despairacion, Harpie Lady Sisters, Beasteam) have only
// continuous side pieces: nothing to activate.

type How = 'tap' | 'click' | 'keyboard';
const ZONE = ['Your monster zone 1', 'Your monster zone 2', 'Your monster zone 3'] as const;

interface SideEffect {
  /** What the effect asks for (costs, targets, questions), answered in its dialogs. */
  answer: (page: Page) => Promise<void>;
  /** What it did, as a player sees it. */
  check: (page: Page) => Promise<void>;
}

interface MaxCase {
  name: string;
  ids: [left: number, center: number, right: number];
  /** The human's player fields besides the MAXIMUM monster, and the opponent's. */
  me: Record<string, unknown>;
  foe: Record<string, unknown>;
  L: SideEffect | null;
  R: SideEffect | null;
}

const dialog = (page: Page): Locator => page.getByRole('dialog');
const choose = async (page: Page, ...names: string[]): Promise<void> => {
  for (const name of names) await dialog(page).getByRole('button', { name: `Choose ${name}`, exact: true }).click();
};
const log = (page: Page): Locator => page.getByRole('log');
const centerShows = async (page: Page, atk: string): Promise<void> => {
  await expect(zone(page, ZONE[1])).toContainText(atk);
};

/** An inline Normal monster of a given Attribute and Type, for costs that ask for them. */
const typed = (name: string, level: number, attribute: string, race: string) => ({ vanilla: { name, level, atk: 100, def: 100, attribute, race } });
const yes = (page: Page): Promise<void> => dialog(page).getByRole('button', { name: 'Yes', exact: true }).click();
const no = (page: Page): Promise<void> => dialog(page).getByRole('button', { name: 'No', exact: true }).click();

const CASES: MaxCase[] = [
  {
    name: 'Supreme Machine Magnum Overlord',
    ids: [160202001, 160202002, 160202003],
    me: { lp: 2000, hand: [vanilla('Spare', 3, 100, 100)], deck: filler(6) },
    foe: { monsters: [{ card: vanilla('Foe Knight', 4, 1000, 1000) }] },
    // [L]: send a hand card; gains the LP difference (8000 - 2000): 3500 -> 9500.
    L: { answer: (p) => choose(p, 'Spare'), check: (p) => centerShows(p, '9500') },
    // [R]: mill 1; gains 200 per Level of a face-up foe (Level 4): 9500 -> 10300.
    R: { answer: (p) => choose(p, 'Foe Knight'), check: (p) => centerShows(p, '10300') },
  },
  {
    name: 'Supreme Skystream Magnum Overlord',
    ids: [160203001, 160203002, 160203003],
    me: { graveyard: [vanilla('Fallen A', 4, 100, 100), vanilla('Fallen B', 5, 100, 100)], deck: filler(6) },
    foe: {},
    // [L]: return a GY monster to the Deck; 100 damage per Level of another (Level 5): 8000 -> 7500.
    L: {
      answer: async (p) => {
        await choose(p, 'Fallen A', 'Fallen B');
        await dialog(p).getByRole('button', { name: 'No', exact: true }).click();
      },
      check: (p) => expect(log(p)).toContainText('Opponent takes 500 damage (LP 7500)'),
    },
    // [R]: mill 2; loses 1000 ATK (and gains piercing, attacks on each monster): 3500 -> 2500.
    R: { answer: async () => undefined, check: (p) => centerShows(p, '2500') },
  },
  {
    name: 'Great Multistrike Dragon Dragias Burst',
    ids: [160422001, 160422002, 160422003],
    me: { hand: [vanilla('Spare 1', 3, 100, 100), vanilla('Spare 2', 3, 100, 100), vanilla('Spare 3', 3, 100, 100)], deck: filler(6) },
    foe: {},
    // [L]: mill 1; two more attacks on monsters this turn: the Deck loses its top card.
    L: {
      answer: async () => undefined,
      check: (p) => expect(log(p)).toContainText('You activated Great Multistrike Dragon Dragias Burst [L]'),
    },
    // [R]: discard 3; gains 1000 ATK and piercing: 3500 -> 4500, the hand is empty.
    R: {
      answer: (p) => choose(p, 'Spare 1', 'Spare 2', 'Spare 3'),
      check: async (p) => {
        await centerShows(p, '4500');
        await expect(p.getByRole('region', { name: 'Your hand, 0 cards' })).toBeVisible();
      },
    },
  },
  {
    name: 'Yggdrago the Sky Emperor',
    ids: [160202010, 160202011, 160202012],
    me: { deck: filler(10) },
    foe: {
      monsters: [
        { card: vanilla('Foe Knight', 4, 1000, 1000), zone: 0 },
        { card: vanilla('Foe Wall', 4, 0, 2000), zone: 2, position: 'defense' },
      ],
    },
    // [L]: mill 3; destroys a face-up Level 8 or lower foe.
    L: { answer: (p) => choose(p, 'Foe Knight'), check: (p) => expect(log(p)).toContainText('Foe Knight was destroyed') },
    // [R]: mill 3; a Defense Position foe changes to Attack Position.
    R: { answer: (p) => choose(p, 'Foe Wall'), check: (p) => expect(log(p)).toContainText('Foe Wall is now in Attack Position') },
  },
  {
    name: 'Wyrm Excavator the Heavy Cavalry Draco',
    ids: [160004021, 160004022, 160004023],
    me: { graveyard: [vanilla('Fallen A', 4, 100, 100)], deck: filler(6) },
    foe: { spellTraps: [{ card: 160207054, faceDown: true }] },
    // [L] is continuous (300 ATK per card in your hand): nothing to activate.
    L: null,
    // [R]: return a GY card to the Deck; destroy a Spell/Trap, draw 1: [L] then counts 1 card, 3500 -> 3800.
    R: {
      answer: (p) => choose(p, 'Fallen A', 'Face-down card'),
      check: async (p) => {
        await expect(p.getByRole('region', { name: 'Your hand, 1 card' })).toBeVisible();
        await centerShows(p, '3800');
      },
    },
  },
  {
    name: 'Hyper Engine Vast Vulcan',
    ids: [160005014, 160005015, 160005016],
    me: { deck: filler(6) },
    foe: { monsters: [{ card: vanilla('Foe Knight', 4, 1000, 1000), zone: 0 }] },
    // [L]: mill 1; a face-up foe loses 800 ATK (no Field Spell to destroy): 1000 -> 200 (its zone 0 is the third from your side).
    L: { answer: (p) => choose(p, 'Foe Knight'), check: (p) => expect(zone(p, 'Opponent monster zone 3')).toContainText('200') },
    // [R]: mill 1; a face-up monster loses 100 ATK per Level and the foe takes as much (Level 4): 400 damage.
    R: { answer: (p) => choose(p, 'Foe Knight'), check: (p) => expect(log(p)).toContainText('Opponent takes 400 damage (LP 7600)') },
  },
  {
    name: 'Blaze Fiend Overlords Beelucitaroth',
    ids: [160205010, 160205011, 160205012],
    me: { deck: filler(6) },
    foe: {},
    // [L] is continuous (no destruction by battle with a Normal Monster): nothing to activate.
    L: null,
    // [R]: mill 1; 600 more ATK and piercing: 3000 -> 3600.
    R: { answer: async () => undefined, check: (p) => centerShows(p, '3600') },
  },
  {
    name: 'Supreme Railartillery Magnum Overlord',
    ids: [160207001, 160207002, 160207003],
    me: { hand: [vanilla('Spare Seven', 7, 100, 100)], graveyard: [vanilla('Fallen A', 4, 100, 100), vanilla('Fallen B', 4, 100, 100)], deck: filler(10) },
    foe: { graveyard: [vanilla('Foe Fallen', 4, 100, 100)] },
    // [L]: 3 monsters of both GYs shuffled into the Decks; a no keeps the monster on the field (no draw).
    L: {
      answer: async (p) => {
        await choose(p, 'Fallen A', 'Fallen B', 'Foe Fallen');
        await no(p);
      },
      check: (p) => expect(log(p)).toContainText('Foe Fallen went from the GY to the Deck'),
    },
    // [R]: send a hand monster (Level 7); 500 damage, then 100 per its Level: 8000 -> 7500 -> 6800.
    R: { answer: (p) => choose(p, 'Spare Seven'), check: (p) => expect(log(p)).toContainText('Opponent takes 700 damage (LP 6800)') },
  },
  {
    name: 'Abyssal Dragon Lord Abyss Poseidra',
    ids: [160207013, 160207014, 160207015],
    me: { graveyard: [1, 2, 3, 4, 5].map((n) => typed(`Serpent ${n}`, 4, 'WATER', 'Sea Serpent')), deck: filler(6) },
    foe: { monsters: [{ card: vanilla('Foe Knight', 4, 1000, 1000) }] },
    // [L]: every GY monster goes under the Deck in the order picked; an opponent's monster destroyed.
    L: {
      answer: (p) => choose(p, 'Serpent 1', 'Serpent 2', 'Serpent 3', 'Serpent 4', 'Serpent 5', 'Foe Knight'),
      check: (p) => expect(log(p)).toContainText('Foe Knight was destroyed'),
    },
    // [R] is continuous (the opponent cannot Set while your GY has no monster): nothing to activate.
    R: null,
  },
  {
    name: 'Abyssal Sea Dragon Abyss Kraken',
    ids: [160207016, 160207017, 160207018],
    me: { hand: [vanilla('Spare', 3, 100, 100)], graveyard: [vanilla('Fallen A', 4, 100, 100)], deck: filler(6) },
    foe: { monsters: [{ card: vanilla('Foe Knight', 4, 1000, 1000), zone: 0 }] },
    // [L]: 1 to 5 GY monsters shuffled into the Deck (the one there chosen, so no Done); a face-up
    // foe loses 300 ATK and DEF for each: 1000 -> 700.
    L: {
      answer: (p) => choose(p, 'Fallen A', 'Foe Knight'),
      check: (p) => expect(zone(p, 'Opponent monster zone 3')).toContainText('700'),
    },
    // [R]: send a hand card; the foe changes its position (and the attack on it pierces).
    R: { answer: (p) => choose(p, 'Spare', 'Foe Knight'), check: (p) => expect(log(p)).toContainText('Foe Knight is now in Defense Position') },
  },
  {
    name: 'Mega Jointech Fortrex',
    ids: [160014003, 160014004, 160014005],
    me: {
      hand: [typed('Spare Gear', 4, 'EARTH', 'Machine')],
      graveyard: [1, 2, 3].map((n) => typed(`Old Gear ${n}`, 4, 'EARTH', 'Machine')),
      deck: filler(6),
    },
    foe: { graveyard: [typed('Foe Gear', 5, 'EARTH', 'Machine'), vanilla('Foe Fallen 1', 4, 100, 100), vanilla('Foe Fallen 2', 4, 100, 100)] },
    // [L]: send an EARTH Machine from the hand; loses 600 ATK (a coin gives more attacks): 3000 -> 2400.
    L: { answer: (p) => choose(p, 'Spare Gear'), check: (p) => centerShows(p, '2400') },
    // [R]: 3 of each GY go back (the opponent picks 3 of yours); 100 ATK per Level of the EARTH Machines
    // (Level 5 of theirs, three Level 4 of yours): 2400 -> 4100.
    R: { answer: (p) => choose(p, 'Foe Gear', 'Foe Fallen 1', 'Foe Fallen 2'), check: (p) => centerShows(p, '4100') },
  },
  {
    name: 'Roaring Firestorm Volcalize Phoenix',
    ids: [160014015, 160014016, 160014017],
    me: { graveyard: [typed('Fire Thunder', 4, 'FIRE', 'Thunder'), typed('Fire Aqua', 4, 'FIRE', 'Aqua')], deck: filler(6) },
    foe: {
      monsters: [{ card: vanilla('Foe Knight', 4, 1000, 1000), zone: 0 }, { card: vanilla('Foe Wall', 4, 0, 2000), zone: 2 }],
      spellTraps: [{ card: 160207054, faceDown: true }],
    },
    // [L]: a FIRE Thunder back to the Deck; a Level 9 or lower foe destroyed, then on a yes another one.
    L: {
      answer: async (p) => {
        await choose(p, 'Fire Thunder', 'Foe Knight');
        await yes(p);
        await choose(p, 'Foe Wall');
      },
      check: (p) => expect(log(p)).toContainText('Foe Wall was destroyed'),
    },
    // [R]: a FIRE Aqua back to the Deck; a Spell/Trap destroyed (no second one to ask for).
    R: { answer: (p) => choose(p, 'Fire Aqua', 'Face-down card'), check: (p) => expect(log(p)).toContainText('Heavenly Invitation was destroyed') },
  },
  {
    name: 'Shinesteel Ultra Dragon Devastar Okeabyss',
    ids: [160207019, 160207020, 160207021],
    me: { graveyard: [160207049], deck: filler(6) },
    foe: {},
    // [L]: pay 500 LP; an Abysskite Trap from the GY to the hand.
    L: {
      answer: (p) => choose(p, 'Abysskite Prevent Wall'),
      check: async (p) => {
        await expect(log(p)).toContainText('You paid 500 LP (LP 7500)');
        await expect(p.getByRole('region', { name: 'Your hand, 1 card' })).toBeVisible();
      },
    },
    // [R]: mill 3; 500 more ATK (no face-up foe to destroy, nothing asked): 3500 -> 4000.
    R: { answer: async () => undefined, check: (p) => centerShows(p, '4000') },
  },
  {
    name: 'Wish of OuTerverSe the World-Shattering Emperor',
    ids: [160216058, 160216059, 160216060],
    me: { deck: filler(6) },
    foe: { monsters: [{ card: vanilla('Foe Knight', 4, 1000, 1000), zone: 0 }] },
    // [L]: mill 1; unaffected by destruction effects this turn, then on a yes up to 3 foes (the one
    // there, so no Done) become Fairy: its detail reads the Type it has now.
    L: {
      answer: async (p) => {
        await yes(p);
        await choose(p, 'Foe Knight');
      },
      check: async (p) => {
        await expect(log(p)).toContainText('Filler 1 went from the Deck to the GY');
        await zone(p, 'Opponent monster zone 3').getByRole('button').focus();
        await expect(p.getByRole('region', { name: 'Card detail' })).toContainText('[EARTH / Fairy / Normal]');
      },
    },
    // [R] is continuous (3000 ATK per non-Galaxy foe on the opponent's turn): nothing to activate.
    R: null,
  },
];

function scenario(c: MaxCase) {
  const [left, center, right] = c.ids;
  return {
    seed: 5,
    state: {
      turn: 2,
      turnPlayer: 0,
      phase: 'main',
      players: [
        { ...c.me, monsters: [{ card: center, zone: 1, maximum: { left, right } }] },
        { deck: filler(6, 'Foe Deck'), ...c.foe },
      ],
    },
  };
}

/** Opens the menu from one of the monster's zones by click, or by focus + Enter. */
async function openMenu(page: Page, zoneName: string, how: How): Promise<Locator> {
  const card = zone(page, zoneName).getByRole('button').first();
  if (how === 'tap') await card.tap();
  else if (how === 'click') await card.click();
  else {
    await card.focus();
    await page.keyboard.press('Enter');
  }
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** Chooses a menu entry by click, or by the arrow keys and Enter. */
async function pick(page: Page, item: Locator, how: How): Promise<void> {
  if (how === 'tap') return item.tap();
  if (how === 'click') return item.click();
  for (let i = 0; i < 8 && !(await item.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('ArrowDown');
  await expect(item).toBeFocused();
  await page.keyboard.press('Enter');
}

async function play(page: Page, side: 'L' | 'R', effect: SideEffect, zoneName: string, how: How): Promise<void> {
  await waitForMyMove(page);
  const menu = await openMenu(page, zoneName, how);
  await pick(page, menu.getByRole('menuitem', { name: new RegExp(`^\\[${side}\\] effect`) }), how);
  await expect(menu).toBeHidden();
  await effect.answer(page);
  await effect.check(page);
}

/** Click: [L] and [R] each from its own zone. Keyboard: [L] from the center, [R] from the [L] zone. Tap: both from the center. */
const PLANS: Array<{ how: How; L: string; R: string }> = [
  { how: 'click', L: ZONE[0], R: ZONE[2] },
  { how: 'keyboard', L: ZONE[1], R: ZONE[0] },
  { how: 'tap', L: ZONE[1], R: ZONE[1] },
];

for (const plan of PLANS) {
  test.describe(`by ${plan.how}`, () => {
    // A touch screen for taps (a tablet held sideways); a mouse and keyboard otherwise.
    test.use({ hasTouch: plan.how === 'tap', viewport: { width: 1024, height: 768 } });
    for (const c of CASES) {
      test(`${c.name}: its [L] and [R] effects by ${plan.how}`, async ({ page }) => {
        const errors = collectErrors(page);
        await page.goto(scenarioUrl(scenario(c)));
        await waitForMyMove(page);
        await expect(zone(page, ZONE[1]).getByRole('button', { name: c.name, exact: true })).toBeVisible();

        // The menu of any zone lists exactly the pieces' effects the engine allows, labelled by piece.
        const menu = await openMenu(page, plan.R, plan.how);
        await expect(menu.getByRole('menuitem', { name: /^\[L\] effect/ })).toHaveCount(c.L ? 1 : 0);
        await expect(menu.getByRole('menuitem', { name: /^\[R\] effect/ })).toHaveCount(c.R ? 1 : 0);
        if (c.ids[1] === 160202002 && plan.how === 'click') {
          // What each entry does is written under it, in the card text's words.
          await expect(menu.getByRole('menuitem', { name: /^\[L\] effect/ })).toContainText("difference between both players' LP");
          await page.waitForTimeout(300);
          await page.screenshot({ path: screenshotPath('duel-maximum-menu-1024x768.png') });
        }
        if (c.ids[1] === 160207002 && plan.how === 'tap') {
          await page.waitForTimeout(300);
          await page.screenshot({ path: screenshotPath('duel-maximum-menu-tap-1024x768.png') });
        }
        await menu.getByRole('menuitem', { name: 'Cancel' }).click();
        await expect(menu).toBeHidden();

        if (c.L) await play(page, 'L', c.L, plan.L, plan.how);
        if (c.R) await play(page, 'R', c.R, plan.R, plan.how);
        expect(errors).toEqual([]);
      });
    }
  });
}

test('on a phone the MAXIMUM menu with what each effect does fits the screen', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const magnum = CASES[0] as MaxCase;
  await page.goto(scenarioUrl(scenario(magnum)));
  await waitForMyMove(page);
  const menu = await openMenu(page, ZONE[1], 'click');
  await expect(menu.getByRole('menuitem', { name: /^\[R\] effect/ })).toContainText('200 ATK for each Level');
  const box = await menu.boundingBox();
  expect(box && box.x >= 0 && box.y >= 0 && box.x + box.width <= 390 && box.y + box.height <= 844).toBe(true);
  await page.waitForTimeout(300);
  await page.screenshot({ path: screenshotPath('duel-maximum-menu-390x844.png') });
  expect(errors).toEqual([]);
});
