import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** Screenshots for people to look at; artifacts/ is git-ignored. */
export const SCREENSHOT_DIR = join(process.cwd(), 'artifacts', 'screenshots');

export function screenshotPath(name: string): string {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return join(SCREENSHOT_DIR, name);
}
