import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../../machines/auth/auth.fixtures';
import { AuthError } from '../../../machines/auth/auth.types';
import { accountText } from '../../content/messages';
import { fakeSession, renderApp } from '../../testing/render-app';
import { AccountLink } from './account-link';

describe('AccountLink', () => {
  it('shows a busy placeholder while the session is checked', () => {
    renderApp(<AccountLink />);
    expect(screen.getByLabelText(accountText.checking)).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('links to the login page when signed out', () => {
    const { session } = renderApp(<AccountLink />);
    act(() => session.report({ type: 'auth.changed', user: null }));
    expect(screen.getByRole('link', { name: accountText.signIn })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });

  it("shows the signed-in shopper's name", () => {
    const { session } = renderApp(<AccountLink />);
    act(() => session.report({ type: 'auth.changed', user: testUser }));
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: accountText.signIn })).not.toBeInTheDocument();
  });

  it('says sign-in is unavailable when the identity service is down, and retries on request', async () => {
    const session = fakeSession();
    renderApp(<AccountLink />, { session });
    act(() =>
      session.report({
        type: 'auth.failed',
        error: new AuthError('network-request-failed', 'down'),
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent(accountText.unavailable);

    await userEvent.click(screen.getByRole('button', { name: accountText.retry }));
    expect(screen.getByLabelText(accountText.checking)).toBeInTheDocument();
    act(() => session.report({ type: 'auth.changed', user: null }));
    expect(screen.getByRole('link', { name: accountText.signIn })).toBeInTheDocument();
  });
});
