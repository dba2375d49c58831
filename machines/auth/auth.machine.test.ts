import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { authMachine, type AuthEmitted, type AuthEvent } from './auth.machine.ts';
import {
  selectFailure,
  selectIsLoading,
  selectIsSignedIn,
  selectIsUnavailable,
  selectPendingFlow,
  selectUser,
  selectUserLabel,
} from './auth.selectors.ts';
import { anHourLeft, testUser as ada } from './auth.fixtures.ts';
import { AuthError, type Credentials, type SignUpDetails, type User } from './auth.types.ts';
import { tokenRefreshMachine } from './token-refresh.machine.ts';

/** A promise the test settles by hand, to hold a flow in its busy state. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const failed = (kind: AuthError['kind']) => new AuthError(kind, kind);

/**
 * Starts the machine with a session watcher the test drives (counting how often it starts), flow
 * actors the test answers with `answer(flow, userOrError)`, and a token service `readToken`.
 */
function start(readToken = () => Promise.resolve(anHourLeft())) {
  const watcher = { starts: 0, stops: 0, report: (_event: AuthEvent) => {} };
  const calls: { flow: string; input: unknown }[] = [];
  const pending = new Map<string, ReturnType<typeof deferred<unknown>>>();
  /** The fake for one flow: records its input and waits until the test answers it. */
  const flow = <Output, Input = unknown>(name: string) =>
    fromPromise<Output, Input>(({ input }) => {
      calls.push({ flow: name, input });
      const answer = deferred<unknown>();
      pending.set(name, answer);
      return answer.promise as Promise<Output>;
    });
  const answer = async (name: string, result: User | Error | void) => {
    const call = pending.get(name);
    if (!call) throw new Error(`no ${name} call is waiting`);
    pending.delete(name);
    if (result instanceof Error) call.reject(result);
    else call.resolve(result);
    await settle();
  };
  const watchSession = fromCallback<AuthEvent>(({ sendBack }) => {
    watcher.starts += 1;
    watcher.report = sendBack;
    return () => {
      watcher.stops += 1;
    };
  });
  const logic = authMachine.provide({
    actors: {
      watchSession,
      createAccount: flow<User, SignUpDetails>('createAccount'),
      logIn: flow<User, Credentials>('logIn'),
      signInWithGoogle: flow<User>('signInWithGoogle'),
      redirectToGoogle: flow<void>('redirectToGoogle'),
      logOut: flow<void>('logOut'),
      updateDisplayName: flow<User, { displayName: string }>('updateDisplayName'),
      tokenRefresh: tokenRefreshMachine.provide({
        actors: { refreshToken: fromPromise(readToken) },
      }),
    },
  });
  const actor = createActor(logic).start();
  const emitted: AuthEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  const snapshot = () => actor.getSnapshot();
  return { actor, watcher, snapshot, calls, answer, emitted };
}

/** A started machine whose watcher has reported the given session. */
function startWith(user: User | null) {
  const started = start();
  started.watcher.report({ type: 'auth.changed', user });
  return started;
}

const details: SignUpDetails = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@voltbay.example',
  password: 'analytical-engine',
  companyName: '',
};
const credentials = { email: 'ada@voltbay.example', password: 'analytical-engine' };

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
    const error = new AuthError('unreachable', 'emulator down');
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

describe('auth machine: signing up', () => {
  it('is loading while the account is created, then signed in with its named user', async () => {
    const { actor, snapshot, calls, answer, emitted, watcher } = startWith(null);
    actor.send({ type: 'signUp.submit', details });
    expect(selectIsLoading(snapshot())).toBe(true);
    expect(selectPendingFlow(snapshot())).toBe('signUp');
    expect(calls).toEqual([{ flow: 'createAccount', input: details }]);

    // The watcher sees the new account before it has its name; the machine waits for the actor.
    watcher.report({ type: 'auth.changed', user: { ...ada, displayName: null } });
    expect(selectPendingFlow(snapshot())).toBe('signUp');

    await answer('createAccount', ada);
    expect(selectIsSignedIn(snapshot())).toBe(true);
    expect(selectUserLabel(snapshot())).toBe('Ada Lovelace');
    expect(selectIsLoading(snapshot())).toBe(false);
    expect(emitted).toEqual([
      { type: 'flow.started', flow: 'signUp' },
      { type: 'flow.succeeded', flow: 'signUp' },
    ]);
  });

  it('stays signed out with the failure when the e-mail is taken', async () => {
    const { actor, snapshot, answer, emitted } = startWith(null);
    actor.send({ type: 'signUp.submit', details });
    await answer('createAccount', failed('email-in-use'));
    expect(snapshot().matches({ session: 'signedOut' })).toBe(true);
    expect(selectFailure(snapshot())).toEqual({
      flow: 'signUp',
      error: failed('email-in-use'),
    });
    expect(emitted.at(-1)).toMatchObject({ type: 'flow.failed', flow: 'signUp' });
  });

  it('clears the last failure on the next attempt, or when dismissed', async () => {
    const { actor, snapshot, answer } = startWith(null);
    actor.send({ type: 'signUp.submit', details });
    await answer('createAccount', failed('email-in-use'));
    actor.send({ type: 'logIn.submit', credentials });
    expect(selectFailure(snapshot())).toBeNull();
    await answer('logIn', failed('wrong-credentials'));
    expect(selectFailure(snapshot())?.error.kind).toBe('wrong-credentials');
    actor.send({ type: 'failure.dismiss' });
    expect(selectFailure(snapshot())).toBeNull();
  });

  it('accepts no second submit while one is under way', () => {
    const { actor, snapshot, calls } = startWith(null);
    actor.send({ type: 'signUp.submit', details });
    actor.send({ type: 'logIn.submit', credentials });
    actor.send({ type: 'google.submit' });
    expect(calls.map((call) => call.flow)).toEqual(['createAccount']);
    expect(selectPendingFlow(snapshot())).toBe('signUp');
  });
});

describe('auth machine: logging in', () => {
  it('logs in with the credentials given', async () => {
    const { actor, snapshot, calls, answer, emitted } = startWith(null);
    actor.send({ type: 'logIn.submit', credentials });
    expect(selectIsLoading(snapshot())).toBe(true);
    expect(calls).toEqual([{ flow: 'logIn', input: credentials }]);
    await answer('logIn', ada);
    expect(selectUser(snapshot())).toEqual(ada);
    expect(emitted.map((event) => event.type)).toEqual(['flow.started', 'flow.succeeded']);
  });

  it.each(['wrong-credentials', 'too-many-attempts', 'unreachable', 'account-disabled'] as const)(
    'stays signed out with the failure %s',
    async (kind) => {
      const { actor, snapshot, answer } = startWith(null);
      actor.send({ type: 'logIn.submit', credentials });
      await answer('logIn', failed(kind));
      expect(snapshot().matches({ session: 'signedOut' })).toBe(true);
      expect(selectFailure(snapshot())).toMatchObject({ flow: 'logIn', error: { kind } });
      expect(selectIsLoading(snapshot())).toBe(false);
    },
  );

  it('reads a failure that is not an AuthError (a fault of ours) as unexpected', async () => {
    const { actor, snapshot, answer } = startWith(null);
    actor.send({ type: 'logIn.submit', credentials });
    await answer('logIn', new TypeError('x is undefined'));
    const failure = selectFailure(snapshot());
    expect(failure?.flow).toBe('logIn');
    expect(failure?.error).toBeInstanceOf(AuthError);
    expect(failure?.error.kind).toBe('unexpected');
  });

  it('cannot log in before the session is known, or while signed in', () => {
    const { actor, calls, watcher } = start();
    actor.send({ type: 'logIn.submit', credentials });
    watcher.report({ type: 'auth.changed', user: ada });
    actor.send({ type: 'logIn.submit', credentials });
    actor.send({ type: 'signUp.submit', details });
    expect(calls).toEqual([]);
  });
});

describe('auth machine: Google', () => {
  it('signs in through the popup', async () => {
    const { actor, snapshot, answer, emitted } = startWith(null);
    actor.send({ type: 'google.submit' });
    expect(selectPendingFlow(snapshot())).toBe('google');
    await answer('signInWithGoogle', ada);
    expect(selectIsSignedIn(snapshot())).toBe(true);
    expect(emitted.at(-1)).toEqual({ type: 'flow.succeeded', flow: 'google' });
  });

  it('falls back to redirect sign-in when the popup is blocked, and says so', async () => {
    const { actor, snapshot, answer, calls, emitted } = startWith(null);
    actor.send({ type: 'google.submit' });
    await answer('signInWithGoogle', failed('popup-blocked'));
    expect(calls.map((call) => call.flow)).toEqual(['signInWithGoogle', 'redirectToGoogle']);
    expect(selectPendingFlow(snapshot())).toBe('google');
    expect(selectFailure(snapshot())?.error.kind).toBe('popup-blocked');
    // Not a failure for the toast: the shopper is on the way to Google.
    expect(emitted.map((event) => event.type)).toEqual(['flow.started']);
  });

  it('is signed out with the failure when the redirect cannot start', async () => {
    const { actor, snapshot, answer } = startWith(null);
    actor.send({ type: 'google.submit' });
    await answer('signInWithGoogle', failed('popup-blocked'));
    await answer('redirectToGoogle', failed('unreachable'));
    expect(snapshot().matches({ session: 'signedOut' })).toBe(true);
    expect(selectFailure(snapshot())?.error.kind).toBe('unreachable');
  });

  it('is signed out with the failure when the shopper closes the popup', async () => {
    const { actor, snapshot, answer, emitted } = startWith(null);
    actor.send({ type: 'google.submit' });
    await answer('signInWithGoogle', failed('popup-closed'));
    expect(snapshot().matches({ session: 'signedOut' })).toBe(true);
    expect(emitted.at(-1)).toMatchObject({ type: 'flow.failed', flow: 'google' });
  });

  it('reports the outcome of a redirect sign-in read on return', () => {
    const { snapshot, watcher, emitted } = start();
    watcher.report({ type: 'auth.changed', user: ada });
    watcher.report({ type: 'google.returned' });
    expect(emitted).toEqual([{ type: 'flow.succeeded', flow: 'google' }]);

    const other = startWith(null);
    other.watcher.report({ type: 'google.failed', error: failed('account-disabled') });
    expect(selectFailure(other.snapshot())).toMatchObject({ flow: 'google' });
    expect(other.emitted).toEqual([
      { type: 'flow.failed', flow: 'google', error: failed('account-disabled') },
    ]);
    expect(selectIsSignedIn(snapshot())).toBe(true);
  });
});

describe('auth machine: signed in', () => {
  it('logs out, ignoring the watcher until the actor answers', async () => {
    const { actor, snapshot, answer, emitted, watcher } = startWith(ada);
    actor.send({ type: 'logOut.submit' });
    expect(selectPendingFlow(snapshot())).toBe('logOut');
    watcher.report({ type: 'auth.changed', user: null });
    expect(selectPendingFlow(snapshot())).toBe('logOut');
    await answer('logOut');
    expect(snapshot().matches({ session: 'signedOut' })).toBe(true);
    expect(selectUser(snapshot())).toBeNull();
    expect(emitted).toEqual([
      { type: 'flow.started', flow: 'logOut' },
      { type: 'flow.succeeded', flow: 'logOut' },
    ]);
  });

  it('stays signed in when logging out fails', async () => {
    const { actor, snapshot, answer, emitted } = startWith(ada);
    actor.send({ type: 'logOut.submit' });
    await answer('logOut', failed('unreachable'));
    expect(selectIsSignedIn(snapshot())).toBe(true);
    expect(selectUser(snapshot())).toEqual(ada);
    expect(emitted.at(-1)).toMatchObject({ type: 'flow.failed', flow: 'logOut' });
  });

  it('changes the display name', async () => {
    const { actor, snapshot, answer, calls } = startWith(ada);
    actor.send({ type: 'profile.submit', displayName: 'Countess Lovelace' });
    expect(selectPendingFlow(snapshot())).toBe('profile');
    expect(calls.at(-1)).toEqual({
      flow: 'updateDisplayName',
      input: { displayName: 'Countess Lovelace' },
    });
    await answer('updateDisplayName', { ...ada, displayName: 'Countess Lovelace' });
    expect(selectUserLabel(snapshot())).toBe('Countess Lovelace');
    expect(selectPendingFlow(snapshot())).toBeNull();
  });

  it('keeps the name and reports the failure when the change fails', async () => {
    const { actor, snapshot, answer } = startWith(ada);
    actor.send({ type: 'profile.submit', displayName: 'Countess Lovelace' });
    await answer('updateDisplayName', failed('recent-login-required'));
    expect(selectUserLabel(snapshot())).toBe('Ada Lovelace');
    expect(selectFailure(snapshot())).toMatchObject({ flow: 'profile' });
    expect(selectIsSignedIn(snapshot())).toBe(true);
  });

  it('follows a sign-out made elsewhere (another tab) and tells the shopper', () => {
    const { snapshot, watcher, emitted } = startWith(ada);
    watcher.report({ type: 'auth.changed', user: null });
    expect(snapshot().matches({ session: 'signedOut' })).toBe(true);
    expect(emitted).toEqual([{ type: 'session.ended' }]);
  });

  it('runs the token refresh while signed in, and stops it on sign-out', () => {
    const { snapshot, watcher } = startWith(ada);
    expect(Object.keys(snapshot().children)).toHaveLength(2);
    watcher.report({ type: 'auth.changed', user: null });
    expect(Object.keys(snapshot().children)).toHaveLength(1);
  });

  it('keeps the shopper signed in when the token refresh cannot reach the service', async () => {
    const { snapshot, watcher, calls, emitted } = start(() =>
      Promise.reject(failed('unreachable')),
    );
    watcher.report({ type: 'auth.changed', user: ada });
    await settle();
    // The refresh backs off and retries (token-refresh.machine.test.ts); nobody is signed out.
    expect(snapshot().matches({ session: 'signedIn' })).toBe(true);
    expect(selectUser(snapshot())).toEqual(ada);
    expect(calls).toEqual([]);
    expect(emitted).toEqual([]);
  });

  it('signs out when the token refresh says the account is disabled', async () => {
    const { snapshot, watcher, calls, answer, emitted } = start(() =>
      Promise.reject(failed('account-disabled')),
    );
    watcher.report({ type: 'auth.changed', user: ada });
    await settle();
    expect(calls.map((call) => call.flow)).toEqual(['logOut']);
    expect(selectUser(snapshot())).toEqual(ada);
    await answer('logOut');
    expect(snapshot().matches({ session: 'signedOut' })).toBe(true);
    expect(selectUser(snapshot())).toBeNull();
    expect(emitted).toEqual([{ type: 'session.ended' }]);
  });
});
