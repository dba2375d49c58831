import type { BrowserContextOptions } from '@playwright/test';
import { lookUp, signIn, type TestUser } from './emulator.ts';

/** The app's Firebase settings in the emulator build (.env.emulator): the session's storage key. */
const API_KEY = 'demo-api-key';
const APP_NAME = '[DEFAULT]';

/**
 * A browser's storage with `user` signed in, for a test the sign-in form is not what it is about
 * (`signedIn` in test.ts): signed in over the Auth emulator's REST API, then kept as the Firebase
 * SDK keeps a session, in IndexedDB (`firebaseLocalStorageDb`); the SDK reads it at start and
 * checks it with the emulator, as after any reload. One REST call instead of the login page, its
 * form and a navigation. auth.spec.ts proves the form and the session it leaves behind.
 */
export async function signedInState(
  origin: string,
  user: TestUser,
): Promise<Exclude<BrowserContextOptions['storageState'], string | undefined>> {
  const { idToken, refreshToken, expiresIn } = await signIn(user.email, user.password);
  const account = await lookUp(idToken);
  // What the SDK's `User.toJSON()` writes (firebase/auth, UserImpl), which its `_fromJSON` reads.
  const persisted = {
    uid: account.localId,
    email: account.email,
    emailVerified: account.emailVerified ?? false,
    displayName: account.displayName,
    isAnonymous: false,
    providerData: (account.providerUserInfo ?? []).map((info) => ({
      providerId: info.providerId,
      uid: info.rawId,
      displayName: info.displayName ?? null,
      email: info.email ?? null,
      phoneNumber: null,
      photoURL: null,
    })),
    stsTokenManager: {
      refreshToken,
      accessToken: idToken,
      expirationTime: Date.now() + Number(expiresIn) * 1000,
    },
    createdAt: account.createdAt,
    lastLoginAt: account.lastLoginAt,
    apiKey: API_KEY,
    appName: APP_NAME,
  };
  const indexedDB = [
    {
      name: 'firebaseLocalStorageDb',
      version: 1,
      stores: [
        {
          name: 'firebaseLocalStorage',
          keyPath: 'fbase_key',
          autoIncrement: false,
          indexes: [],
          records: [
            { value: { fbase_key: `firebase:authUser:${API_KEY}:${APP_NAME}`, value: persisted } },
          ],
        },
      ],
    },
  ];
  // Playwright restores IndexedDB from a storage state (what `storageState({ indexedDB: true })`
  // saves); its published type lists cookies and localStorage only.
  // The shop's record that this browser holds a session (src/services/firebase/kept-session.ts).
  const localStorage = [{ name: 'voltbay.session', value: 'signed-in' }];
  return { cookies: [], origins: [{ origin, localStorage, indexedDB }] } as never;
}
