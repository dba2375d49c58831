// The only module that loads the Firebase SDK; index.ts imports it lazily so it gets its own chunk.
import { initializeApp } from 'firebase/app';
import {
  GoogleAuthProvider,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  confirmPasswordReset,
  EmailAuthProvider,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getRedirectResult,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  reauthenticateWithCredential,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signInWithRedirect,
  signOut,
  updatePassword,
  updateProfile,
  validatePassword,
  type Auth,
  type User as FirebaseUser,
  type UserCredential,
} from 'firebase/auth';
import {
  AuthError,
  type Credentials,
  type PasswordRequirements,
  type SignUpDetails,
  type User,
} from '#machines/auth/auth.types.ts';
import type { TokenTimes } from '#machines/auth/token-refresh.machine.ts';
import { readItem, removeItem, writeItem } from '#src/services/storage/web-storage.ts';
import { toAuthError } from './auth-errors.ts';
import firebaseSettings from 'virtual:firebase-settings';
import { toUser } from './to-user.ts';

/** How long the emulator may take to answer before it counts as unreachable. */
const EMULATOR_PROBE_TIMEOUT_MS = 5000;

let auth: Auth | undefined;

function getAuthClient(): Auth {
  if (auth) return auth;
  const app = initializeApp({
    apiKey: firebaseSettings.apiKey,
    authDomain: firebaseSettings.authDomain,
    projectId: firebaseSettings.projectId,
  });
  // getAuth()'s browser set-up without its popup/redirect resolver, which would load Google's
  // script on every page: the session stays in IndexedDB (the others are its fallbacks), and the
  // Google sign-in calls bring the resolver themselves.
  auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  });
  if (firebaseSettings.emulatorUrl) {
    // Our own notice replaces the SDK's banner, which would cover the footer.
    connectAuthEmulator(auth, firebaseSettings.emulatorUrl, { disableWarnings: true });
    console.info(`Voltbay: using the Firebase Auth emulator at ${firebaseSettings.emulatorUrl}`);
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
    'unreachable',
    `The Auth emulator at ${emulatorUrl} is not answering. Is it running (npm start)?`,
  );
}

/** Runs an identity call and gives its answer, or rejects with an `AuthError`. */
async function call<T>(run: (auth: Auth) => Promise<T>): Promise<T> {
  try {
    return await run(getAuthClient());
  } catch (error) {
    throw toAuthError(error);
  }
}

/** Firebase's own minimum, which a policy without `minPasswordLength` means. */
const FIREBASE_MIN_PASSWORD_LENGTH = 6;

/** What the project's password policy (`/v2/passwordPolicy`, read by the SDK) asks. */
const readPasswordRequirements = (password: string): Promise<PasswordRequirements> =>
  call(async (client) => {
    const { customStrengthOptions: asks } = (await validatePassword(client, password))
      .passwordPolicy;
    return {
      minLength: asks.minPasswordLength ?? FIREBASE_MIN_PASSWORD_LENGTH,
      maxLength: asks.maxPasswordLength ?? null,
      lowercase: asks.containsLowercaseLetter ?? false,
      uppercase: asks.containsUppercaseLetter ?? false,
      digit: asks.containsNumericCharacter ?? false,
      symbol: asks.containsNonAlphanumericCharacter ?? false,
    };
  });

/**
 * Runs a call that sets `password`. When the project's password policy refuses it, the error
 * carries what the policy asks, so the form can say it; without the policy (the emulator has
 * none, or it cannot be reached) the error goes on as it is.
 */
async function settingPassword<T>(password: string, run: (auth: Auth) => Promise<T>): Promise<T> {
  try {
    return await call(run);
  } catch (error) {
    const refused = error instanceof AuthError && error.kind === 'password-against-policy';
    if (!refused) throw error;
    const requirements = await readPasswordRequirements(password).catch(() => undefined);
    throw new AuthError(error.kind, error.message, requirements);
  }
}

export const watchAuthState = (
  onChange: (user: User | null) => void,
  onError: (error: AuthError) => void,
): Promise<() => void> =>
  call(async (client) => {
    if (firebaseSettings.emulatorUrl) await assertEmulatorReachable(firebaseSettings.emulatorUrl);
    return onAuthStateChanged(
      client,
      (user) => onChange(user ? toUser(user) : null),
      (error) => onError(toAuthError(error)),
    );
  });

const signedInUser = (run: (auth: Auth) => Promise<UserCredential>) =>
  call(async (client) => toUser((await run(client)).user));

/** The signed-in Firebase user; a call that needs one and finds none has lost its session. */
function currentUser(client: Auth): FirebaseUser {
  if (client.currentUser) return client.currentUser;
  throw new AuthError('session-expired', 'no user is signed in');
}

/** Creates the account, then names it 'First Last'. */
export const createAccount = ({ firstName, lastName, email, password }: SignUpDetails) =>
  settingPassword(password, async (client) => {
    const { user } = await createUserWithEmailAndPassword(client, email, password);
    await updateProfile(user, { displayName: `${firstName} ${lastName}` });
    return toUser(user);
  });

export const logIn = ({ email, password }: Credentials) =>
  signedInUser((client) => signInWithEmailAndPassword(client, email, password));

export const signInWithGoogle = () =>
  signedInUser((client) =>
    signInWithPopup(client, new GoogleAuthProvider(), browserPopupRedirectResolver),
  );

/**
 * Set just before the page leaves for Google's redirect sign-in: only the page that comes back
 * asks for its result, as that loads Google's script.
 */
export const GOOGLE_REDIRECT_PENDING_KEY = 'voltbay.googleRedirectPending';

/** Leaves the page for Google's sign-in; `redirectResult` reads the outcome on return. */
export const redirectToGoogle = () =>
  call(async (client) => {
    // Without the mark the returning page would not read the result: better not to leave.
    if (!writeItem('sessionStorage', GOOGLE_REDIRECT_PENDING_KEY, 'true')) {
      throw new AuthError('unexplained', 'the browser refuses sessionStorage');
    }
    try {
      await signInWithRedirect(client, new GoogleAuthProvider(), browserPopupRedirectResolver);
    } catch (error) {
      removeItem('sessionStorage', GOOGLE_REDIRECT_PENDING_KEY);
      throw error;
    }
  });

/** The user a Google redirect sign-in brought back; null when none was under way. */
export const redirectResult = () =>
  call(async (client) => {
    if (readItem('sessionStorage', GOOGLE_REDIRECT_PENDING_KEY) === null) return null;
    try {
      const credential = await getRedirectResult(client, browserPopupRedirectResolver);
      return credential ? toUser(credential.user) : null;
    } finally {
      removeItem('sessionStorage', GOOGLE_REDIRECT_PENDING_KEY);
    }
  });

/**
 * Logout also clears a token an older version of the shop kept in localStorage
 * (docs/decisions/0014-sign-in-and-return-paths.md).
 */
const LEGACY_TOKEN_KEY = 'access-token';

export const logOut = () =>
  call((client) => {
    removeItem('localStorage', LEGACY_TOKEN_KEY);
    return signOut(client);
  });

export const updateDisplayName = (displayName: string) =>
  call(async (client) => {
    const user = currentUser(client);
    await updateProfile(user, { displayName });
    return toUser(user);
  });

/** The current ID token's times (`TokenTimes`); `force` fetches a new token first. */
export const readToken = (force: boolean) =>
  call(async (client): Promise<TokenTimes> => {
    const token = await currentUser(client).getIdTokenResult(force);
    return {
      issuedAt: Date.parse(token.issuedAtTime),
      expiresAt: Date.parse(token.expirationTime),
      readAt: Date.now(),
    };
  });

/**
 * The signed-in shopper's current ID token, for the shop's server (`Authorization: Bearer`): the
 * SDK's, renewed by it when close to expiry; undefined when no one is signed in.
 */
export const currentIdToken = () =>
  call(async (client): Promise<string | undefined> => {
    // Until the stored session is read back, currentUser is null even for a signed-in shopper.
    await client.authStateReady();
    return client.currentUser ? await client.currentUser.getIdToken() : undefined;
  });

export const sendPasswordReset = (email: string) =>
  call((client) => sendPasswordResetEmail(client, email));

/** Sends the signed-in shopper the link that confirms their e-mail; it leads back to the account. */
export const sendEmailConfirmation = () =>
  call((client) =>
    sendEmailVerification(currentUser(client), { url: `${window.location.origin}/account` }),
  );

/**
 * The signed-in shopper's account as the identity service has it now (its e-mail confirmed
 * since?), with a new ID token that says so to the shop's server.
 */
export const reloadUser = () =>
  call(async (client) => {
    const user = currentUser(client);
    await reload(user);
    await user.getIdToken(true);
    return toUser(user);
  });

export const resetPassword = (code: string, newPassword: string) =>
  settingPassword(newPassword, (client) => confirmPasswordReset(client, code, newPassword));

/**
 * Gives the signed-in shopper a new password. Firebase answers `requires-recent-login` when the
 * last sign-in is too long ago: `confirmCurrentPassword` first, then this again.
 */
export const changePassword = (newPassword: string) =>
  settingPassword(newPassword, (client) => updatePassword(currentUser(client), newPassword));

/** Signs the shopper in again with the current password, as Firebase asks before a change. */
export const confirmCurrentPassword = (password: string) =>
  call(async (client) => {
    const user = currentUser(client);
    const credential = EmailAuthProvider.credential(user.email ?? '', password);
    await reauthenticateWithCredential(user, credential);
  });
