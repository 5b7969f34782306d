// Lighthouse 12 (its default mobile settings: simulated slow 4G and 4x CPU) in Debian's
// Chromium. Returns the category scores, 0-100.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROMIUM = '/usr/bin/chromium';

export async function lighthouseScores(url: string, categories: readonly string[]): Promise<Record<string, number>> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
    if (!result) throw new Error('Lighthouse returned no result');
    const out: Record<string, number> = {};
    for (const c of categories) {
      const score = result.lhr.categories[c]?.score;
      if (typeof score !== 'number') throw new Error(`Lighthouse: no ${c} score (${result.lhr.runtimeError?.message ?? 'unknown'})`);
      out[c] = Math.round(score * 100);
    }
    // What cost points, for the readable report.
    const misses = Object.values(result.lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
      .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
    if (misses.length > 0) console.error(`Lighthouse ${url}: below 0.9: ${misses.join(', ')}`);
    return out;
  } finally {
    chrome.kill();
  }
}
