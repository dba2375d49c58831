// The end-to-end tests (npm run test:e2e runs this beside the emulators, scripts/with-emulator.ts):
// the emulator build's project, then the development server's, then the tests that move the
// server's clock (alone, last: playwright.config.ts), each with its JSON report in
// test-results/ for npm test's summary (scripts/test-all.ts). Arguments go to both runs
// (a file, -g, --repeat-each); a run that selects nothing in one project passes.
import { spawnSync } from 'node:child_process';

// Ctrl-C reaches Playwright directly (same process group): wait for it, then start nothing more.
process.on('SIGINT', () => {});

let failed = false;
for (const project of ['build', 'dev', 'clock']) {
  const run = spawnSync(
    'playwright',
    [
      'test',
      `--project=${project}`,
      '--reporter=list,json',
      '--pass-with-no-tests',
      ...process.argv.slice(2),
    ],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        VOLTBAY_E2E_PROJECT: project,
        PLAYWRIGHT_JSON_OUTPUT_NAME: `test-results/e2e-${project}.json`,
      },
    },
  );
  if (run.signal === 'SIGINT' || run.status === 130) process.exit(130);
  failed ||= run.status !== 0;
}
process.exit(failed ? 1 : 0);
