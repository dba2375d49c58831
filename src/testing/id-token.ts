import { vi } from 'vitest';

/**
 * The unit layer's one stand-in for the shopper's ID token, for a test of what the browser sends
 * the shop's server: the Firebase door's `readIdToken` (the one place a token reaches a request)
 * answers what the test says. Components' tests play the session itself with `fakeSession`
 * (render-app.tsx); the server's tests verify `test-token.<uid>` tokens (server/testing/fakes.ts);
 * the end-to-end tests sign in on the Auth emulator (tests/support/test.ts, `signedInAs`).
 *
 *     vi.mock('#src/services/firebase/index.ts', async () => (await import('#src/testing/id-token.ts')).firebaseDoor);
 */
export const idToken = { read: vi.fn<() => Promise<string | undefined>>() };

export const firebaseDoor = { readIdToken: () => idToken.read() };

/** The session is `token`'s, or no one's (undefined). */
export const signedInAs = (token: string | undefined) =>
  idToken.read.mockReset().mockImplementation(() => Promise.resolve(token));

/** The session cannot be read (Firebase did not load). */
export const sessionUnreadable = () =>
  idToken.read
    .mockReset()
    .mockImplementation(() => Promise.reject(new Error('Firebase did not load')));
