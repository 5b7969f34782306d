import { expect, type Page } from '@playwright/test';
import { filler, vanilla, zone } from './helpers';

const striker = (n: number) => ({ card: vanilla(`Striker ${n}`, 4, 2500, 1000, 'FIRE'), zone: n - 1, position: 'attack' });

/** The AI moves first (its worker must answer) with 500 LP left; you hold three 2500 ATK attackers. */
export const AI_FIRST_SCENARIO = {
  seed: 31,
  state: {
    turn: 2,
    turnPlayer: 1,
    phase: 'draw',
    players: [
      { lp: 4000, hand: [vanilla('Spare Squire', 3, 900, 900)], deck: filler(6), monsters: [striker(1), striker(2), striker(3)] },
      { lp: 500, hand: [vanilla('Foe Guard', 3, 100, 600, 'WIND')], deck: [vanilla('Foe Scout', 2, 100, 100, 'WIND'), ...filler(5, 'Foe Deck')] },
    ],
  },
};

export const endHeading = (page: Page) => page.getByRole('heading', { level: 1, name: /You win!|You lose|Draw/ });

/** After the AI's turn, attacks from the card menus (tap or click) until the duel is won. */
export async function winByAttacks(page: Page, press: 'tap' | 'click' = 'click'): Promise<void> {
  await expect(page.getByRole('button', { name: 'End Turn' })).toBeEnabled({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Battle Phase' })[press]();
  const over = (): Promise<boolean> => endHeading(page).isVisible();
  const endTurn = page.getByRole('button', { name: 'End Turn' });
  // isEnabled waits for its element: bounded, so a board that just left does not hang the poll.
  const canAct = (): Promise<boolean> => endTurn.isEnabled({ timeout: 250 }).catch(() => false);
  for (let n = 1; n <= 3; n++) {
    await expect.poll(async () => (await over()) || (await canAct()), { timeout: 20_000 }).toBe(true);
    if (await over()) break;
    await zone(page, `Your monster zone ${n}`).getByRole('button')[press]();
    const item = page.getByRole('menu').getByRole('menuitem', { name: /^Attack/ }).first();
    await item[press]();
    // Either the duel ends or this attacker is spent (its menu no longer offers an attack).
    await expect.poll(async () => (await over()) || !(await item.isVisible()), { timeout: 15_000 }).toBe(true);
  }
  await expect(endHeading(page)).toHaveText('You win!', { timeout: 15_000 });
}
