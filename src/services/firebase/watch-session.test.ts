import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { testUser } from '#machines/auth/auth.fixtures.ts';
import { authMachine, type AuthEmitted } from '#machines/auth/auth.machine.ts';
import { AuthError, type User } from '#machines/auth/auth.types.ts';

// The session watcher with the Firebase client played by the test: when it is loaded and what
// its calls answer.
const client = vi.hoisted(() => ({
  loads: 0,
  redirectResult: vi.fn<() => Promise<User | null>>(),
  watchAuthState: vi.fn<(onChange: (user: User | null) => void) => Promise<() => void>>(),
  currentIdToken: vi.fn<() => Promise<string | undefined>>(),
}));

/**
 * The auth machine with the real `watchSession`, from a fresh module (a fresh wake-up), whose
 * client counts its loads (a factory given again after the reset runs on the first import).
 */
async function startSession() {
  vi.resetModules();
  vi.doMock('./auth-client.ts', () => {
    client.loads += 1;
    return {
      redirectResult: client.redirectResult,
      watchAuthState: client.watchAuthState,
      currentIdToken: client.currentIdToken,
    };
  });
  const { watchSession, startAuthNow, readIdToken } = await import('./index.ts');
  const actor = createActor(authMachine.provide({ actors: { watchSession } }));
  const emitted: AuthEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, startAuthNow, readIdToken };
}

/** The browser's idle moment, when the test says (jsdom has no requestIdleCallback). */
let idle: (() => void)[] = [];
const becomeIdle = () => {
  for (const run of idle.splice(0)) run();
};

beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  localStorage.clear();
  client.loads = 0;
  client.currentIdToken.mockReset().mockResolvedValue('id-token');
  client.redirectResult.mockReset().mockResolvedValue(null);
  client.watchAuthState.mockReset().mockImplementation((onChange) => {
    onChange(null);
    return Promise.resolve(() => {});
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The IndexedDB databases this browser holds, by name. */
const withDatabases = (...names: string[]) =>
  vi.stubGlobal('indexedDB', {
    databases: () => Promise.resolve(names.map((name) => ({ name, version: 1 }))),
  });

describe('watchSession', () => {
  it('loads Firebase only once the session is wanted, then reports the session', async () => {
    const { actor, startAuthNow } = await startSession();
    // A watcher that did not wait would have imported the client by now.
    await vi.dynamicImportSettled();
    expect(client.loads).toBe(0);
    expect(actor.getSnapshot().matches({ session: 'checking' })).toBe(true);

    startAuthNow();
    await waitFor(actor, (snapshot) => snapshot.matches({ session: 'signedOut' }));
    expect(client.loads).toBe(1);
  });

  it('starts signed in on the return from a Google redirect, and says so once', async () => {
    // Like Firebase: the redirect's result signs the user in, and the watcher reports who is.
    let current: User | null = null;
    let listener: ((user: User | null) => void) | undefined;
    client.redirectResult.mockImplementation(() => {
      current = testUser;
      listener?.(current);
      return Promise.resolve(testUser);
    });
    client.watchAuthState.mockImplementation((onChange) => {
      listener = onChange;
      onChange(current);
      return Promise.resolve(() => {});
    });
    const { actor, emitted, startAuthNow } = await startSession();
    const states: unknown[] = [];
    actor.subscribe((snapshot) => states.push(snapshot.value));
    startAuthNow();
    await waitFor(actor, (snapshot) => snapshot.matches({ session: 'signedIn' }));
    await vi.waitFor(() =>
      expect(emitted).toContainEqual({ type: 'flow.succeeded', flow: 'google' }),
    );
    expect(states).not.toContainEqual({ session: 'signedOut' });
    expect(emitted.filter((event) => event.type === 'flow.succeeded')).toHaveLength(1);
  });

  it('reports a failed redirect sign-in and still watches the session', async () => {
    const error = new AuthError('account-disabled', 'disabled');
    client.redirectResult.mockRejectedValue(error);
    const { actor, emitted, startAuthNow } = await startSession();
    startAuthNow();
    await waitFor(actor, (snapshot) => snapshot.matches({ session: 'signedOut' }));
    await vi.waitFor(() =>
      expect(emitted).toContainEqual({ type: 'flow.failed', flow: 'google', error }),
    );
  });

  describe('in a browser that holds no session', () => {
    it('shows signed out at idle without Firebase, and loads it once a control needs it', async () => {
      localStorage.setItem('voltbay.session', 'signed-out');
      const { actor, startAuthNow } = await startSession();
      becomeIdle();
      await waitFor(actor, (snapshot) => snapshot.matches({ session: 'signedOut' }));
      await vi.dynamicImportSettled();
      expect(client.loads).toBe(0);

      startAuthNow();
      await vi.waitFor(() => expect(client.watchAuthState).toHaveBeenCalled());
      expect(client.loads).toBe(1);
    });

    it('knows it without a record of its own when Firebase never kept a database here', async () => {
      withDatabases('voltbay-other');
      const { actor } = await startSession();
      becomeIdle();
      await waitFor(actor, (snapshot) => snapshot.matches({ session: 'signedOut' }));
      await vi.dynamicImportSettled();
      expect(client.loads).toBe(0);
    });

    it('loads Firebase when another tab signs in', async () => {
      localStorage.setItem('voltbay.session', 'signed-out');
      client.watchAuthState.mockImplementation((onChange) => {
        onChange(testUser);
        return Promise.resolve(() => {});
      });
      const { actor } = await startSession();
      becomeIdle();
      await waitFor(actor, (snapshot) => snapshot.matches({ session: 'signedOut' }));
      // Another tab's sign-in changes the record; a record of signing out changes nothing.
      const recordChanged = (newValue: string) =>
        window.dispatchEvent(new StorageEvent('storage', { key: 'voltbay.session', newValue }));
      recordChanged('signed-out');
      await vi.dynamicImportSettled();
      expect(client.loads).toBe(0);
      recordChanged('signed-in');
      await waitFor(actor, (snapshot) => snapshot.matches({ session: 'signedIn' }));
      expect(client.loads).toBe(1);
    });
  });

  it.each([
    [
      'a session was last reported here',
      () => localStorage.setItem('voltbay.session', 'signed-in'),
    ],
    ["Firebase's database is here (no record yet)", () => withDatabases('firebaseLocalStorageDb')],
    ['the browser cannot list its databases', () => vi.stubGlobal('indexedDB', undefined)],
  ])('loads Firebase at idle when %s', async (_, arrange) => {
    arrange();
    const { actor } = await startSession();
    becomeIdle();
    await waitFor(actor, (snapshot) => snapshot.matches({ session: 'signedOut' }));
    expect(client.loads).toBe(1);
  });

  it("keeps what Firebase reports for the next page's start", async () => {
    let report: ((user: User | null) => void) | undefined;
    client.watchAuthState.mockImplementation((onChange) => {
      report = onChange;
      onChange(testUser);
      return Promise.resolve(() => {});
    });
    const { actor, startAuthNow } = await startSession();
    startAuthNow();
    await waitFor(actor, (snapshot) => snapshot.matches({ session: 'signedIn' }));
    expect(localStorage.getItem('voltbay.session')).toBe('signed-in');
    report?.(null);
    expect(localStorage.getItem('voltbay.session')).toBe('signed-out');
  });

  describe("the shop server's token (readIdToken)", () => {
    it('is none, without Firebase, in a browser that holds no session', async () => {
      localStorage.setItem('voltbay.session', 'signed-out');
      const { readIdToken } = await startSession();
      expect(await readIdToken()).toBeUndefined();
      await vi.dynamicImportSettled();
      expect(client.loads).toBe(0);
    });

    it("is Firebase's where the browser may hold a session", async () => {
      localStorage.setItem('voltbay.session', 'signed-in');
      const { readIdToken } = await startSession();
      expect(await readIdToken()).toBe('id-token');
    });

    it("is Firebase's once the page has asked Firebase, whatever the record says", async () => {
      localStorage.setItem('voltbay.session', 'signed-out');
      const { startAuthNow, readIdToken } = await startSession();
      startAuthNow();
      await vi.waitFor(() => expect(client.watchAuthState).toHaveBeenCalled());
      expect(await readIdToken()).toBe('id-token');
    });
  });
});
