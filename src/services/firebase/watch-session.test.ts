import { beforeEach, describe, expect, it, vi } from 'vitest';
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
}));
vi.mock('./auth-client.ts', () => {
  client.loads += 1;
  return { redirectResult: client.redirectResult, watchAuthState: client.watchAuthState };
});

/** The auth machine with the real `watchSession`, from a fresh module (a fresh wake-up). */
async function startSession() {
  vi.resetModules();
  const { watchSession, startAuthNow } = await import('./index.ts');
  const actor = createActor(authMachine.provide({ actors: { watchSession } }));
  const emitted: AuthEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, startAuthNow };
}

beforeEach(() => {
  client.loads = 0;
  client.redirectResult.mockReset().mockResolvedValue(null);
  client.watchAuthState.mockReset().mockImplementation((onChange) => {
    onChange(null);
    return Promise.resolve(() => {});
  });
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
});
