import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** Screenshots for people to look at; artifacts/ is git-ignored. */
export const SCREENSHOT_DIR = join(process.cwd(), 'artifacts', 'screenshots');

export function screenshotPath(name: string): string {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return join(SCREENSHOT_DIR, name);
}

/** The screen sizes every set of screenshots is taken at: tablet landscape and portrait, phone. */
export const SHOT_SIZES = [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
] as const;
