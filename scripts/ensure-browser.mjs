#!/usr/bin/env node
// Makes sure Playwright has a Chromium: Debian's when present (see
// playwright.config.ts), else Playwright's own, downloaded when missing (needs the internet).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

// The binary itself, as playwright.config.ts launches it (not the /usr/bin/chromium wrapper).
const SYSTEM_CHROMIUM = '/usr/lib/chromium/chromium';

if (existsSync(SYSTEM_CHROMIUM)) {
  console.log(`voltbay: end-to-end tests use ${SYSTEM_CHROMIUM}`);
} else if (existsSync(chromium.executablePath())) {
  console.log(
    `voltbay: end-to-end tests use Playwright's Chromium at ${chromium.executablePath()}`,
  );
} else {
  console.log("voltbay: no Chromium found; installing Playwright's (needs the internet)...");
  const result = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(
      '\nvoltbay: could not install a browser. On Debian or Ubuntu: sudo apt-get install -y chromium\n',
    );
    process.exit(1);
  }
}
