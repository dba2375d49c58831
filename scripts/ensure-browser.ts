// Makes sure Playwright has a Chromium: Debian's when present (scripts/chromium.ts picks which),
// else Playwright's own, downloaded when missing (needs the internet).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { HEADLESS_SHELL, testChromium } from './chromium.ts';

if (testChromium) {
  console.log(`voltbay: end-to-end tests use ${testChromium}`);
  if (testChromium !== HEADLESS_SHELL) {
    console.log(
      'voltbay: `apt-get install chromium-headless-shell` runs them in about a quarter less time',
    );
  }
} else if (existsSync(chromium.executablePath())) {
  console.log(
    `voltbay: end-to-end tests use Playwright's Chromium at ${chromium.executablePath()}`,
  );
} else {
  console.log("voltbay: no Chromium found; installing Playwright's (needs the internet)...");
  const result = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(
      '\nvoltbay: could not install a browser. On Debian or Ubuntu: sudo apt-get install -y chromium-headless-shell\n',
    );
    process.exit(1);
  }
}
