// Renders public/icon.svg to the PNG app icons the web manifest lists (192 and 512 px),
// in Debian's Chromium. Run after editing the SVG: npx tsx src/cli/web/renderIcons.ts
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const svg = readFileSync('public/icon.svg', 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
    await page.screenshot({ path: `public/icon-${size}.png`, omitBackground: false });
    await page.close();
  }
} finally {
  await browser.close();
}
