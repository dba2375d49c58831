import { defineConfig, devices } from '@playwright/test';
import { testLaunchOptions } from './scripts/chromium.ts';

// The app on the same host as the Auth emulator (127.0.0.1), so the emulator's sign-in iframe
// may use its storage: Google sign-in needs it.
export const BUILD_URL = 'http://127.0.0.1:4173';
const DEV_URL = 'http://127.0.0.1:5173';

// scripts/e2e.ts runs one project at a time and names it here: the build's run needs no
// development server. Run directly (`npx playwright test`), both projects run.
const onlyProject = process.env.VOLTBAY_E2E_PROJECT;

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  // Tests run side by side: each owns its data (accounts with its own e-mails, its own browser
  // context; tests/support/test.ts), and nothing resets the one Auth emulator while they run.
  fullyParallel: true,
  workers: 2,
  // The Auth emulator's project gets production's settings once, before the first test.
  globalSetup: './tests/support/global-setup.ts',
  // Two tests at a time keep both cores busy: a new tab's follow-up work (the session's Firebase
  // code, a lazy part; a few hundred modules one by one on the development server) can then take
  // more than the default 5 s. An upper bound, not a wait: a check passes as soon as it holds.
  expect: { timeout: 10_000 },
  // On 2026-11-26 the same build and tests took twice as long as the day before on this kind of
  // machine (a listing's tiles test 28 s alone, five tests over 30 s in the full run, each passing
  // alone): upper bounds, not waits.
  timeout: 60_000,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // A failed test keeps its trace: every action, the console and the network; the failure's page
  // is in its error context. Not the screencast nor DOM snapshots of every action: on 2 cores they
  // cost a fifth of the run (docs/decisions/0017-test-suite.md).
  use: { trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false } },
  projects: [
    {
      // The emulator build (npm run test:e2e builds it first) under Firebase Hosting's rules, as
      // shoppers get it.
      name: 'build',
      // Each project its own: a run of one project leaves the other's traces.
      outputDir: 'test-results/build',
      grepInvert: /@dev-only|@clock/,
      use: { ...devices['Desktop Chrome'], launchOptions: testLaunchOptions, baseURL: BUILD_URL },
    },
    {
      // The development server, as QA gets it with `npm start`: StrictMode's double mounts and
      // modules served one by one happen only here. The flows QA replays run here too.
      name: 'dev',
      outputDir: 'test-results/dev',
      // What only the development server can break, and the flows QA replays there
      // (`onDevServer` in tests/support/test.ts); tests/README.md argues each file's share.
      grep: /@dev-server/,
      grepInvert: /@clock/,
      // React's development build, StrictMode's double renders and a few hundred modules per page
      // make a page's first load there two to three times the build's; on a loaded machine a
      // session check after a reload took more than 10 s (two failures in 48, 2026-11-25). Upper
      // bounds, not waits.
      expect: { timeout: 20_000 },
      // The first tests also wait for Vite's first transforms: 54 s alone for the home page's
      // accessibility check on 2026-11-26, with or without this session's changes.
      timeout: 90_000,
      use: { ...devices['Desktop Chrome'], launchOptions: testLaunchOptions, baseURL: DEV_URL },
    },
    {
      // What moves the server's clock forward for good (`POST /api/qa/clock`, development only):
      // run last and alone (scripts/e2e.ts), when no other test's order or sale can be moved by
      // it, on the development server where QA use the switch.
      name: 'clock',
      outputDir: 'test-results/clock',
      grep: /@clock/,
      expect: { timeout: 20_000 },
      timeout: 90_000,
      use: { ...devices['Desktop Chrome'], launchOptions: testLaunchOptions, baseURL: DEV_URL },
    },
  ],
  // The build is served by the Firebase Hosting emulator, which scripts/with-emulator.ts --hosting
  // starts beside the Auth emulator (npm run test:e2e): firebase.json's rewrites and headers, the
  // Content-Security-Policy among them, apply to every test of the build project.
  webServer:
    onlyProject === 'build'
      ? []
      : {
          command: 'vite --host 127.0.0.1 --port 5173 --strictPort',
          url: DEV_URL,
          reuseExistingServer: false,
          timeout: 60_000,
        },
});
