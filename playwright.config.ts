import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** Browser tests use Debian's Chromium (apt-get install chromium); never a downloaded one. */
const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const executablePath = existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;

// PW_PORT lets several work trees run their browser tests side by side.
const PORT = Number(process.env.PW_PORT ?? 4173);
const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  // Specs write screenshots to artifacts/screenshots (see e2e/paths.ts).
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // One retry in CI: the machine is shared and a loaded moment can time a step out; a test
  // that needed it is still reported as flaky in the list.
  retries: process.env.CI ? 1 : 0,
  // Two workers on the 2-core CI machine: most of a browser test is waiting (the AI's pauses,
  // animations), so two run side by side in about 60% of the time of one.
  workers: 2,
  reporter: 'list',
  timeout: 30_000,
  use: {
    baseURL: BASE_URL,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: `npm run build && npx vite preview --port ${PORT} --strictPort --host 127.0.0.1`,
    url: BASE_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
