import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testUser } from '#machines/auth/auth.fixtures.ts';
import { AuthError } from '#machines/auth/auth.types.ts';
import { accountText } from '#src/content/account.ts';
import { startAuthNow } from '#src/services/firebase/index.ts';
import { fakeSession, renderApp } from '#src/testing/render-app.tsx';
import { AccountLink } from './account-link.tsx';

vi.mock('#src/services/firebase/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#src/services/firebase/index.ts')>()),
  startAuthNow: vi.fn(),
}));

describe('AccountLink', () => {
  it('shows a busy placeholder while the session is checked', () => {
    renderApp(<AccountLink />);
    expect(screen.getByLabelText(accountText.checking)).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('starts the session as soon as a pointer reaches the placeholder', async () => {
    renderApp(<AccountLink />);
    expect(startAuthNow).not.toHaveBeenCalled();
    await userEvent.hover(screen.getByLabelText(accountText.checking));
    expect(startAuthNow).toHaveBeenCalled();
  });

  it('links to the login page when signed out', () => {
    const { session } = renderApp(<AccountLink />);
    act(() => session.report({ type: 'auth.changed', user: null }));
    expect(screen.getByRole('link', { name: accountText.signIn })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });

  it('links back to the current page through the login page', () => {
    const { session } = renderApp(<AccountLink />, { path: '/products/p1?tab=specs' });
    act(() => session.report({ type: 'auth.changed', user: null }));
    expect(screen.getByRole('link', { name: accountText.signIn })).toHaveAttribute(
      'href',
      '/auth/login?returnTo=%2Fproducts%2Fp1%3Ftab%3Dspecs',
    );
  });

  it("shows the signed-in shopper's name with a menu: Account, and Log Out with its toast", async () => {
    const { session } = renderApp(<AccountLink />);
    act(() => session.report({ type: 'auth.changed', user: testUser }));
    const trigger = await screen.findByRole('button', { name: /Ada Lovelace/ });
    expect(trigger).toHaveTextContent('Ada Lovelace');
    expect(screen.queryByRole('link', { name: accountText.signIn })).not.toBeInTheDocument();

    await userEvent.click(trigger);
    expect(await screen.findByRole('menuitem', { name: accountText.account })).toHaveAttribute(
      'href',
      '/account',
    );
    localStorage.setItem('access-token', 'legacy');
    await userEvent.click(screen.getByRole('menuitem', { name: accountText.logOut }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: accountText.signIn })).toBeInTheDocument();
    expect(localStorage.getItem('access-token')).toBeNull();
  });

  it('says sign-in is unavailable when the identity service is down, and retries on request', async () => {
    const session = fakeSession();
    renderApp(<AccountLink />, { session });
    act(() =>
      session.report({
        type: 'auth.failed',
        error: new AuthError('unreachable', 'down'),
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent(accountText.unavailable);

    await userEvent.click(screen.getByRole('button', { name: accountText.retry }));
    expect(screen.getByLabelText(accountText.checking)).toBeInTheDocument();
    act(() => session.report({ type: 'auth.changed', user: null }));
    expect(screen.getByRole('link', { name: accountText.signIn })).toBeInTheDocument();
  });
});
