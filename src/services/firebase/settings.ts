/** Where the app finds its identity service: chosen when the app is built (firebase-settings-plugin). */
export interface FirebaseSettings {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** The Auth emulator's origin, or null to talk to the real Firebase project. */
  emulatorUrl: string | null;
}

/** The variables the settings are read from (`.env.emulator`, `.env.production.local`, the shell). */
export type SettingsEnv = Partial<Record<string, string>>;

/** Settings that cannot work, or that would put a live shop on the emulator; the build stops. */
export class FirebaseSettingsError extends Error {
  override name = 'FirebaseSettingsError';

  constructor(message: string) {
    super(message);
    // Read by whoever runs the build, who needs what to set, not where in Vite it was found.
    this.stack = `${this.name}: ${message}`;
  }
}

// A `demo-` project exists only in the emulator (Firebase's convention for offline projects).
const DEMO_PREFIX = 'demo-';

function readOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.pathname === '/' && !url.search
      ? url.origin
      : null;
  } catch {
    return null;
  }
}

/**
 * The Firebase settings in `env`, or a `FirebaseSettingsError` that lists every problem at once.
 * A `live` build (what shoppers get) must name a real project with its API key and no emulator;
 * any other build may use the emulator, and a demo project must.
 */
export function readFirebaseSettings(
  env: SettingsEnv,
  { live }: { live: boolean },
): FirebaseSettings {
  const projectId = env.FIREBASE_PROJECT_ID?.trim() ?? '';
  const apiKey = env.FIREBASE_API_KEY?.trim() ?? '';
  const authDomain = env.FIREBASE_AUTH_DOMAIN?.trim() || `${projectId}.firebaseapp.com`;
  const emulatorSetting = env.FIREBASE_AUTH_EMULATOR_URL?.trim() ?? '';
  const emulatorUrl = emulatorSetting ? readOrigin(emulatorSetting) : null;
  const isDemo = projectId.startsWith(DEMO_PREFIX);

  const problems: string[] = [];
  if (!projectId) problems.push('FIREBASE_PROJECT_ID is not set.');
  else if (!/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(projectId)) {
    problems.push(`FIREBASE_PROJECT_ID "${projectId}" is not a Firebase project ID.`);
  } else if (live && isDemo) {
    problems.push(
      `FIREBASE_PROJECT_ID is "${projectId}", a demo project that exists only in the emulator.`,
    );
  }
  if (!apiKey) problems.push('FIREBASE_API_KEY is not set.');
  if (emulatorSetting && !emulatorUrl) {
    problems.push(
      `FIREBASE_AUTH_EMULATOR_URL "${emulatorSetting}" is not an http(s) origin such as http://127.0.0.1:9099.`,
    );
  } else if (live && emulatorSetting) {
    problems.push(
      `FIREBASE_AUTH_EMULATOR_URL is set (${emulatorSetting}): shoppers' browsers would send their passwords to their own machine.`,
    );
  } else if (!live && isDemo && !emulatorSetting) {
    problems.push(
      `FIREBASE_AUTH_EMULATOR_URL is not set, and the demo project "${projectId}" exists only in the emulator.`,
    );
  }
  if (problems.length > 0) {
    throw new FirebaseSettingsError(
      `The Firebase settings of this ${live ? 'production' : 'emulator'} build cannot be used:\n` +
        problems.map((problem) => `  - ${problem}`).join('\n') +
        (live
          ? '\nA production build needs a real project: see README, "Deploy". Against the emulator, build with `npm run build:emulator`.'
          : '\nThe emulator settings are in .env.emulator.'),
    );
  }
  return { apiKey, authDomain, projectId, emulatorUrl };
}
