import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { authMachine, type AuthEvent } from './auth.machine';
import {
  selectIsLoading,
  selectIsUnavailable,
  selectUser,
  selectUserLabel,
} from './auth.selectors';
import { testUser as ada } from './auth.fixtures';
import { AuthError } from './auth.types';

/** Starts the machine with a session watcher the test drives, counting how often it starts. */
function start() {
  const watcher = { starts: 0, stops: 0, report: (_event: AuthEvent) => {} };
  const watchSession = fromCallback<AuthEvent>(({ sendBack }) => {
    watcher.starts += 1;
    watcher.report = sendBack;
    return () => {
      watcher.stops += 1;
    };
  });
  const actor = createActor(authMachine.provide({ actors: { watchSession } })).start();
  return { actor, watcher, snapshot: () => actor.getSnapshot() };
}

describe('auth machine: the session', () => {
  it('is loading while it checks for a session, and watches it', () => {
    const { snapshot, watcher } = start();
    expect(snapshot().matches({ session: 'checking' })).toBe(true);
    expect(selectIsLoading(snapshot())).toBe(true);
    expect(watcher.starts).toBe(1);
  });

  it('is signed out when the watcher reports no user', () => {
    const { snapshot, watcher } = start();
    watcher.report({ type: 'auth.changed', user: null });
    expect(snapshot().matches({ session: 'signedOut' })).toBe(true);
    expect(selectIsLoading(snapshot())).toBe(false);
    expect(selectUser(snapshot())).toBeNull();
  });

  it('is signed in with the reported user, and follows later changes', () => {
    const { snapshot, watcher } = start();
    watcher.report({ type: 'auth.changed', user: ada });
    expect(snapshot().matches({ session: 'signedIn' })).toBe(true);
    expect(selectUser(snapshot())).toEqual(ada);
    expect(selectUserLabel(snapshot())).toBe('Ada Lovelace');

    watcher.report({ type: 'auth.changed', user: null });
    expect(snapshot().matches({ session: 'signedOut' })).toBe(true);
    expect(selectUser(snapshot())).toBeNull();
  });

  it('labels a user without a display name by e-mail', () => {
    const { snapshot, watcher } = start();
    watcher.report({ type: 'auth.changed', user: { ...ada, displayName: null } });
    expect(selectUserLabel(snapshot())).toBe('ada@voltbay.example');
  });

  it('is unavailable when the identity service cannot be reached, and retries on request', () => {
    const { actor, snapshot, watcher } = start();
    const error = new AuthError('network-request-failed', 'emulator down');
    watcher.report({ type: 'auth.failed', error });
    expect(selectIsUnavailable(snapshot())).toBe(true);
    expect(snapshot().context.error).toEqual(error);
    expect(watcher.stops).toBe(1);

    actor.send({ type: 'auth.retry' });
    expect(snapshot().matches({ session: 'checking' })).toBe(true);
    expect(watcher.starts).toBe(2);
    watcher.report({ type: 'auth.changed', user: null });
    expect(snapshot().matches({ session: 'signedOut' })).toBe(true);
    expect(snapshot().context.error).toBeNull();
  });

  it('ignores a retry while the session works', () => {
    const { actor, snapshot, watcher } = start();
    watcher.report({ type: 'auth.changed', user: ada });
    actor.send({ type: 'auth.retry' });
    expect(snapshot().matches({ session: 'signedIn' })).toBe(true);
    expect(watcher.starts).toBe(1);
  });

  it('says which actor is missing when none is provided', () => {
    const actor = createActor(authMachine);
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    expect(String(errors[0])).toContain('watchSession actor was not provided');
  });
});
