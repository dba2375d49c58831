import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { loadEnv, type Plugin } from 'vite';
import {
  readFirebaseSettings,
  type FirebaseSettings,
  type SettingsEnv,
} from '#src/services/firebase/settings.ts';

const MODULE_ID = 'virtual:firebase-settings';
const RESOLVED_ID = `\0${MODULE_ID}`;

/** The modes that run against the Auth emulator: `npm start`, `build:emulator` and Vitest. */
const EMULATOR_MODES = ['development', 'emulator', 'test'];

/**
 * The settings a build runs with. Emulator modes read the committed `.env.emulator` and nothing
 * else (a developer's `.env.local` never reaches the tests or QA). Every other mode is a live
 * build: Vite's usual files for the mode (`.env.production.local`, ...) and the shell's
 * `FIREBASE_*` variables, checked so that a build for shoppers cannot name a demo project, lack
 * its key or talk to an emulator.
 */
export function settingsForMode(mode: string, root: string): FirebaseSettings {
  const live = !EMULATOR_MODES.includes(mode);
  const env: SettingsEnv = live
    ? loadEnv(mode, root, 'FIREBASE_')
    : parseEnv(readFileSync(join(root, '.env.emulator'), 'utf8'));
  return readFirebaseSettings(env, { live });
}

/**
 * `virtual:firebase-settings`: the Firebase settings of this build (`settingsForMode`), so the
 * browser gets these four values and nothing else of the environment. Settings that cannot be used
 * stop the build, or the dev server, with one message listing what is wrong.
 */
export function firebaseSettingsPlugin(): Plugin {
  let settings: FirebaseSettings;
  let mode: string;
  return {
    name: 'voltbay-firebase-settings',
    configResolved(config) {
      mode = config.mode;
      settings = settingsForMode(mode, config.root);
    },
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? `export default ${JSON.stringify(settings)};` : undefined),
    // What the build was made for, which `firebase deploy`'s predeploy check compares with
    // firebase.json (scripts/check-dist.ts). A dot-folder: Hosting never uploads it.
    generateBundle() {
      const { projectId, authDomain } = settings;
      this.emitFile({
        type: 'asset',
        fileName: '.vite/firebase-settings.json',
        source: JSON.stringify({ mode, projectId, authDomain }),
      });
    },
  };
}
