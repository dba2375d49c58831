/** Where the app finds its identity service. Works with no env file at all: see .env.example. */
export interface FirebaseSettings {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** The Auth emulator's URL, or null to talk to the real Firebase project. */
  emulatorUrl: string | null;
}

const DEMO_PROJECT = 'demo-voltbay';
const DEFAULT_EMULATOR_URL = 'http://127.0.0.1:9099';

type Env = Partial<Record<string, string>>;

export function readFirebaseSettings(env: Env): FirebaseSettings {
  const projectId = env.VITE_FIREBASE_PROJECT_ID || DEMO_PROJECT;
  // A `demo-` project exists only in the emulator, so it always means the emulator.
  const emulatorUrl =
    env.VITE_AUTH_EMULATOR_URL ?? (projectId.startsWith('demo-') ? DEFAULT_EMULATOR_URL : '');
  return {
    apiKey: env.VITE_FIREBASE_API_KEY || 'demo-api-key',
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
    projectId,
    emulatorUrl: emulatorUrl === '' ? null : emulatorUrl.replace(/\/+$/, ''),
  };
}

export const firebaseSettings = readFirebaseSettings(import.meta.env);
