// The only module that loads the Firebase SDK; index.ts imports it lazily so it gets its own chunk.
import { initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  type Auth,
  type UserCredential,
} from 'firebase/auth';
import { AuthError, type User } from '../../../machines/auth/auth.types';
import { toAuthError } from './auth-errors';
import { firebaseSettings, type FirebaseSettings } from './config';
import { toUser } from './to-user';

/** Offline, the spec gives a network call 5 s at most before it counts as failed (§9). */
const EMULATOR_PROBE_TIMEOUT_MS = 5000;

let auth: Auth | undefined;

function getAuthClient(settings: FirebaseSettings = firebaseSettings): Auth {
  if (auth) return auth;
  const app = initializeApp({
    apiKey: settings.apiKey,
    authDomain: settings.authDomain,
    projectId: settings.projectId,
  });
  auth = getAuth(app);
  if (settings.emulatorUrl) {
    // Our own notice replaces the SDK's banner, which would cover the footer.
    connectAuthEmulator(auth, settings.emulatorUrl, { disableWarnings: true });
    console.info(`Voltbay: using the Firebase Auth emulator at ${settings.emulatorUrl}`);
  }
  return auth;
}

/** The SDK finds out about a missing emulator only on the first call; ask up front instead. */
async function assertEmulatorReachable(emulatorUrl: string): Promise<void> {
  try {
    const response = await fetch(`${emulatorUrl}/`, {
      signal: AbortSignal.timeout(EMULATOR_PROBE_TIMEOUT_MS),
    });
    if (response.ok) return;
  } catch {
    // Unreachable or timed out: reported below.
  }
  throw new AuthError(
    'network-request-failed',
    `The Auth emulator at ${emulatorUrl} is not answering. Is it running (npm start)?`,
  );
}

export async function watchAuthState(
  onChange: (user: User | null) => void,
  onError: (error: AuthError) => void,
): Promise<() => void> {
  const client = getAuthClient();
  if (firebaseSettings.emulatorUrl) await assertEmulatorReachable(firebaseSettings.emulatorUrl);
  return onAuthStateChanged(
    client,
    (user) => onChange(user ? toUser(user) : null),
    (error) => onError(toAuthError(error)),
  );
}

/** Runs a sign-in call and gives its user as plain data, or rejects with an `AuthError`. */
async function signedInUser(call: (auth: Auth) => Promise<UserCredential>): Promise<User> {
  try {
    const credential = await call(getAuthClient());
    return toUser(credential.user);
  } catch (error) {
    throw toAuthError(error);
  }
}

export const createAccount = (email: string, password: string) =>
  signedInUser((client) => createUserWithEmailAndPassword(client, email, password));

export const signIn = (email: string, password: string) =>
  signedInUser((client) => signInWithEmailAndPassword(client, email, password));
