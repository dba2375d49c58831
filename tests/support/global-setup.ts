import { configureProject } from './emulator.ts';

/**
 * Once per run, before any test: the Auth emulator's project gets production's settings, and the
 * run a mark of its own that the tests' e-mails carry (`newEmail` in test.ts; workers inherit the
 * variable), so a second run against an emulator still holding the first run's accounts (one left
 * running, `npm start`'s) creates new ones instead of failing on "EMAIL_EXISTS".
 */
export default async function globalSetup() {
  process.env.VOLTBAY_E2E_RUN = Date.now().toString(36);
  await configureProject();
}
