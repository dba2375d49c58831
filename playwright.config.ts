import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
// The app on the same host as the Auth emulator (127.0.0.1), so the emulator's sign-in iframe
// may use its storage: Google sign-in needs it.
export const BUILD_URL = 'http://127.0.0.1:4173';
const DEV_URL = 'http://127.0.0.1:5173';

// Debian's Chromium when there is one (Playwright cannot download its own offline); the flags
// keep it from reaching for Google's servers on a machine without the internet.
export const launchOptions = existsSync(SYSTEM_CHROMIUM)
  ? {
      executablePath: SYSTEM_CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    }
  : {};

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  // One Auth emulator serves every test, and tests reset its accounts: run them one at a time.
  workers: 1,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: { trace: 'retain-on-failure' },
  projects: [
    {
      // The emulator build (npm run test:e2e builds it first) under Firebase Hosting's rules, as
      // shoppers get it.
      name: 'build',
      // `?inspect` exists on the development server only.
      testIgnore: ['inspect.spec.ts'],
      use: { ...devices['Desktop Chrome'], launchOptions, baseURL: BUILD_URL },
    },
    {
      // The development server, as QA gets it with `npm start`: StrictMode's double mounts and
      // modules served one by one happen only here. The flows QA replays run here too.
      name: 'dev',
      testMatch: [
        'drawers.spec.ts',
        'cart.spec.ts',
        'navigation.spec.ts',
        'auth.spec.ts',
        'listing.spec.ts',
        'search.spec.ts',
        'errors.spec.ts',
        'inspect.spec.ts',
        'keyboard.spec.ts',
        'offline.spec.ts',
        'storage.spec.ts',
        // The pages with the header and product cards (issue 26: axe's findings differed here).
        'accessibility.spec.ts',
      ],
      grepInvert: /@build-only/,
      use: { ...devices['Desktop Chrome'], launchOptions, baseURL: DEV_URL },
      // A new tab there loads a few hundred modules one by one, and the session's Firebase code
      // with them: seconds on a busy 2-core machine, where the build needs one.
      expect: { timeout: 10_000 },
    },
  ],
  // The build is served by the Firebase Hosting emulator, which scripts/with-emulator.mjs --hosting
  // starts beside the Auth emulator (npm run test:e2e): firebase.json's rewrites and headers, the
  // Content-Security-Policy among them, apply to every test of the build project.
  webServer: {
    command: 'vite --host 127.0.0.1 --port 5173 --strictPort',
    url: DEV_URL,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
