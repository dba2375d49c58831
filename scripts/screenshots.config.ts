import { defineConfig, devices } from '@playwright/test';
import { BUILD_URL } from '../playwright.config.ts';
import { testLaunchOptions } from './chromium.ts';

// npm run screenshots: the README's pictures of the shop, taken from the emulator build under the
// Hosting emulator (scripts/with-emulator.ts starts both), as shoppers see it.
export default defineConfig({
  testDir: '.',
  testMatch: 'screenshots.spec.ts',
  workers: 1,
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: testLaunchOptions,
    baseURL: BUILD_URL,
    // The hero holds still and drawers are open at once: the same picture every time.
    reducedMotion: 'reduce',
  },
});
