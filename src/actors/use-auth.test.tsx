import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { testUser } from '#machines/auth/auth.fixtures.ts';
import { fakeSession } from '#src/testing/render-app.tsx';
import { AuthActor } from './auth-actor.ts';
import { useAuth } from './use-auth.ts';

function renderUseAuth() {
  const session = fakeSession();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AuthActor.Provider logic={session.logic}>{children}</AuthActor.Provider>
  );
  return { session, ...renderHook(() => useAuth(), { wrapper }) };
}

describe('useAuth, the auth context', () => {
  it('is loading with no user at start, then follows the session', () => {
    const { result, session } = renderUseAuth();
    expect(result.current).toMatchObject({ user: null, loading: true });
    act(() => session.report({ type: 'auth.changed', user: testUser }));
    expect(result.current).toMatchObject({ user: testUser, loading: false });
  });

  it('logs in with e-mail: loading while it runs, then the user from the identity service', async () => {
    const { result, session } = renderUseAuth();
    act(() => session.report({ type: 'auth.changed', user: null }));
    act(() => result.current.loginWithEmail({ email: 'ada@voltbay.example', password: 'x' }));
    expect(result.current.loading).toBe(true);
    await vi.waitFor(() => expect(result.current.user?.email).toBe('ada@voltbay.example'));
    expect(result.current.loading).toBe(false);

    act(() => result.current.logout());
    await vi.waitFor(() => expect(result.current.user).toBeNull());
  });

  it("signs up, named 'First Last'", async () => {
    const { result, session } = renderUseAuth();
    act(() => session.report({ type: 'auth.changed', user: null }));
    act(() =>
      result.current.signupEmailPass({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'new@voltbay.example',
        password: 'analytical-engine',
        companyName: '',
      }),
    );
    await vi.waitFor(() => expect(result.current.user?.displayName).toBe('Ada Lovelace'));
  });
});
