// The browser figures of bench:web, measured with Playwright in Debian's Chromium against
// the built app served at `base`. Each returns one number; see docs/web.md for definitions.
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM } from './lighthouseScores';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}

const card = (name: string, atk: number) => ({ vanilla: { name, level: 4, atk, def: 1000, attribute: 'EARTH', race: 'Warrior' } });
const fill = (n: number, p: string) => Array.from({ length: n }, (_, i) => card(`${p} ${i + 1}`, 100));

/** Your Main Phase with cards in hand and free zones: the duel screen, ready for input. */
const MAIN_PHASE = {
  seed: 12,
  state: {
    turn: 2,
    turnPlayer: 0,
    phase: 'main',
    players: [
      { hand: [card('Drag Knight', 1500), card('Spare Knight', 1200)], deck: fill(5, 'Filler') },
      { hand: fill(3, 'Foe'), deck: fill(5, 'Foe Deck') },
    ],
  },
};

const mainPhaseUrl = (base: string): string => `${base}/?speed=fast#scenario=${encodeURIComponent(JSON.stringify(MAIN_PHASE))}`;

async function throttle(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
}

export interface FullDuel {
  longTasks: number;
  /** The longest long task, ms (0 when there was none). */
  longestMs: number;
  turns: string;
  seconds: number;
}

/** Main-thread long tasks (PerformanceObserver 'longtask') from "Start duel" to the end screen vs Hard AI. */
export async function longTasksFullDuel(browser: Browser, base: string): Promise<FullDuel> {
  const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
  await page.addInitScript(`
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.longTasks.push(e.duration);
    }).observe({ type: 'longtask' });
  `);
  await page.goto(`${base}/?seed=1&level=hard&speed=fast`);
  const start = page.getByRole('button', { name: 'Start duel' });
  await start.waitFor();
  await page.evaluate(() => ((window as unknown as { longTasks: number[] }).longTasks = []));
  const t0 = Date.now();
  await start.click();
  // You end every turn at once; the Hard AI plays its turns until it wins.
  const over = page.getByRole('heading', { level: 1, name: /You win!|You lose|Draw/ });
  const endTurn = page.getByRole('button', { name: 'End Turn' });
  for (let i = 0; i < 60 && !(await over.isVisible()); i++) {
    await Promise.race([over.waitFor({ timeout: 120_000 }), endTurn.and(page.locator(':enabled')).waitFor({ timeout: 120_000 })]);
    if (await over.isVisible()) break;
    await endTurn.click();
  }
  if (!(await over.isVisible())) throw new Error('the duel did not end');
  const seconds = Math.round((Date.now() - t0) / 100) / 10;
  const tasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  const turns = (await page.locator('.end__stat', { hasText: 'Turns' }).locator('dd').textContent()) ?? '?';
  await page.close();
  return { longTasks: tasks.length, longestMs: Math.round(Math.max(0, ...tasks)), turns, seconds };
}

/** Offline repeat visit at 4x CPU: navigation start to an enabled End Turn button (median of 3). */
export async function offlineInteractiveMs(browser: Browser, base: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  // Marks the moment the duel screen takes input: End Turn present and enabled. (In-page
  // scripts are strings: tsx would add helper calls the page does not have.)
  await context.addInitScript(`
    const mo = new MutationObserver(() => {
      const ready = [...document.querySelectorAll('button')].some((b) => b.textContent === 'End Turn' && !b.disabled);
      if (!ready) return;
      window.interactiveAt = performance.now();
      mo.disconnect();
    });
    mo.observe(document, { subtree: true, childList: true, attributes: true });
  `);
  const first = await context.newPage();
  await first.goto(`${base}/`);
  await first.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await first.close();
  await context.setOffline(true);
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const page = await context.newPage();
    await throttle(page, 4);
    await page.goto(mainPhaseUrl(base));
    await page.waitForFunction(() => typeof (window as unknown as { interactiveAt?: number }).interactiveAt === 'number', null, { timeout: 60_000 });
    times.push(await page.evaluate(() => (window as unknown as { interactiveAt: number }).interactiveAt));
    await page.close();
  }
  await context.close();
  return Math.round(median(times));
}

/**
 * p95 frame time while a card is dragged across the board at 4x CPU, median of 3 drags (one
 * busy moment of a shared machine must not decide it). A frame's time runs from its start
 * (the rAF timestamp, before input handling) to the end of its rendering work (a task queued
 * from rAF runs after style, layout and paint of that frame).
 */
export async function dragFrameP95Ms(browser: Browser, base: string): Promise<number> {
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) runs.push(await oneDragP95(browser, base));
  return median(runs);
}

async function oneDragP95(browser: Browser, base: string): Promise<number> {
  const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
  await page.goto(mainPhaseUrl(base));
  const endTurn = page.getByRole('button', { name: 'End Turn' });
  await endTurn.and(page.locator(':enabled')).waitFor();
  await throttle(page, 4);
  const from = await page.getByRole('button', { name: 'Drag Knight', exact: true }).boundingBox();
  const to = await page.getByRole('group', { name: 'Your monster zone 3', exact: true }).boundingBox();
  if (!from || !to) throw new Error('drag source or target not visible');
  await page.evaluate(`{
    window.frameTimes = [];
    window.framing = true;
    const channel = new MessageChannel();
    let start = 0;
    channel.port1.onmessage = () => window.frameTimes.push(performance.now() - start);
    const frame = (t) => {
      if (!window.framing) return;
      start = t;
      channel.port2.postMessage(0);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }`);
  const x0 = from.x + from.width / 2;
  const y0 = from.y + from.height / 2;
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  // Across the board and back over the zones, like a player looking for a place.
  const path = [
    { x: to.x + to.width / 2, y: to.y + to.height / 2 },
    { x: to.x - 2 * to.width, y: to.y + to.height / 2 },
    { x: to.x + to.width / 2, y: to.y + to.height / 2 },
  ];
  let x = x0;
  let y = y0;
  for (const p of path) {
    await page.mouse.move(p.x, p.y, { steps: 40 });
    x = p.x;
    y = p.y;
  }
  await page.mouse.move(x + 1, y + 1);
  const frames = await page.evaluate(() => {
    const w = window as unknown as { frameTimes: number[]; framing: boolean };
    w.framing = false;
    return w.frameTimes;
  });
  await page.mouse.up();
  await page.close();
  if (frames.length < 20) throw new Error(`too few frames recorded (${frames.length})`);
  const sorted = [...frames].sort((a, b) => a - b);
  return Math.round((sorted[Math.floor(sorted.length * 0.95)] ?? NaN) * 10) / 10;
}
