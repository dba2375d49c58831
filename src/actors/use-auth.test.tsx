import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { scenarios } from '#mocks/identity-toolkit.ts';
import { server } from '#mocks/node.ts';
import type { AuthEmitted } from '#machines/auth/auth.machine.ts';
import { testUser } from '#machines/auth/auth.fixtures.ts';
import { AuthError } from '#machines/auth/auth.types.ts';
import { fakeSession } from '#src/testing/render-app.tsx';
import { AuthActor } from './auth-actor.ts';
import { useAuth, useAuthAnnouncements } from './use-auth.ts';

function renderWithSession<Result>(hook: () => Result) {
  const session = fakeSession();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AuthActor.Provider logic={session.logic}>{children}</AuthActor.Provider>
  );
  return { session, ...renderHook(hook, { wrapper }) };
}

const renderUseAuth = () => renderWithSession(() => useAuth());

describe('useAuth, the auth context', () => {
  it('is loading with no user at start, then follows the session', () => {
    const { result, session } = renderUseAuth();
    expect(result.current).toMatchObject({
      user: null,
      loading: true,
      isSignedIn: false,
      isSignedOut: false,
    });
    act(() => session.report({ type: 'auth.changed', user: testUser }));
    expect(result.current).toMatchObject({
      user: testUser,
      loading: false,
      userLabel: 'Ada Lovelace',
      isSignedIn: true,
      hasPassword: false,
    });
  });

  it('keeps its value while what it shows of the session stays the same', () => {
    const { result, session } = renderUseAuth();
    act(() => session.report({ type: 'auth.changed', user: null }));
    const before = result.current;
    // A new snapshot (the machine took the event) that shows nothing new.
    act(() => result.current.dismissFailure());
    expect(result.current).toBe(before);
  });

  it('logs in with e-mail: loading while it runs, then the user from the identity service', async () => {
    const { result, session } = renderUseAuth();
    act(() => session.report({ type: 'auth.changed', user: null }));
    expect(result.current.isSignedOut).toBe(true);
    act(() => result.current.logIn({ email: 'ada@voltbay.example', password: 'x' }));
    expect(result.current).toMatchObject({ loading: true, pendingFlow: 'logIn' });
    await vi.waitFor(() => expect(result.current.user?.email).toBe('ada@voltbay.example'));
    expect(result.current).toMatchObject({ loading: false, pendingFlow: null, hasPassword: true });

    act(() => result.current.logOut());
    expect(result.current.pendingFlow).toBe('logOut');
    await vi.waitFor(() => expect(result.current.user).toBeNull());
  });

  it("signs up, named 'First Last'", async () => {
    const { result, session } = renderUseAuth();
    act(() => session.report({ type: 'auth.changed', user: null }));
    act(() =>
      result.current.signUp({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'new@voltbay.example',
        password: 'analytical-engine',
        companyName: '',
      }),
    );
    expect(result.current.pendingFlow).toBe('signUp');
    await vi.waitFor(() => expect(result.current.user?.displayName).toBe('Ada Lovelace'));
  });

  it('changes the display name of a signed-in shopper', async () => {
    const { result, session } = renderUseAuth();
    act(() => session.report({ type: 'auth.changed', user: null }));
    act(() => result.current.logIn({ email: 'ada@voltbay.example', password: 'x' }));
    await vi.waitFor(() => expect(result.current.isSignedIn).toBe(true));

    act(() => result.current.updateDisplayName('Countess Lovelace'));
    expect(result.current.pendingFlow).toBe('profile');
    await vi.waitFor(() => expect(result.current.userLabel).toBe('Countess Lovelace'));
  });

  it('keeps a failed flow until it is dismissed', async () => {
    server.use(...scenarios['invalid-credential']);
    const { result, session } = renderUseAuth();
    act(() => session.report({ type: 'auth.changed', user: null }));
    act(() => result.current.logIn({ email: 'ada@voltbay.example', password: 'x' }));
    await vi.waitFor(() =>
      expect(result.current.failure).toMatchObject({
        flow: 'logIn',
        error: { kind: 'wrong-credentials' },
      }),
    );

    act(() => result.current.dismissFailure());
    expect(result.current.failure).toBeNull();
  });

  it('is unavailable when the identity service cannot be reached, until a retry', () => {
    const { result, session } = renderUseAuth();
    act(() =>
      session.report({
        type: 'auth.failed',
        error: new AuthError('unreachable', 'offline'),
      }),
    );
    expect(result.current).toMatchObject({ isUnavailable: true, loading: false });

    act(() => result.current.retry());
    expect(result.current).toMatchObject({ isUnavailable: false, loading: true });
  });
});

describe('useAuthAnnouncements', () => {
  it('hears what the session announces, in order', async () => {
    const heard: AuthEmitted[] = [];
    const listen = (announcement: AuthEmitted) => heard.push(announcement);
    const { result, session } = renderWithSession(() => {
      useAuthAnnouncements(listen);
      return useAuth();
    });
    act(() => session.report({ type: 'auth.changed', user: null }));
    act(() => result.current.logIn({ email: 'ada@voltbay.example', password: 'x' }));
    await vi.waitFor(() => expect(result.current.isSignedIn).toBe(true));
    expect(heard).toEqual([
      { type: 'flow.started', flow: 'logIn' },
      { type: 'flow.succeeded', flow: 'logIn' },
    ]);

    act(() => session.report({ type: 'auth.changed', user: null }));
    expect(heard.at(-1)).toEqual({ type: 'session.ended' });
  });
});
