import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '#machines/auth/auth.fixtures.ts';
import { AuthError, type User } from '#machines/auth/auth.types.ts';
import { useAuth } from '#src/actors/use-auth.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import { EmailConfirmation, type EmailConfirmationServices } from './email-confirmation.tsx';

/** The section while the session's account is unconfirmed; a word once it is confirmed. */
function AccountSection({ services }: { services: EmailConfirmationServices }) {
  const { user } = useAuth();
  if (user?.emailVerified) return <p>The session says: confirmed</p>;
  return <EmailConfirmation email="ada@voltbay.example" services={services} />;
}

function renderSection(services: EmailConfirmationServices) {
  const rendered = renderApp(<AccountSection services={services} />);
  act(() => rendered.session.report({ type: 'auth.changed', user: testUser }));
  return rendered;
}

const confirmed: User = { ...testUser, emailVerified: true };

describe('EmailConfirmation', () => {
  it('sends the link, says so, and once the shopper opened it updates the session', async () => {
    const sent: string[] = [];
    const answers = [testUser, confirmed];
    renderSection({
      send: () => {
        sent.push('link');
        return Promise.resolve();
      },
      check: () => Promise.resolve(answers.shift()!),
    });
    expect(screen.queryByRole('button', { name: 'I have opened the link' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We sent a link to ada@voltbay.example. Open it, then come back here',
    );
    expect(sent).toEqual(['link']);

    await userEvent.click(screen.getByRole('button', { name: 'I have opened the link' }));
    expect(await screen.findByText(/Your e-mail is not confirmed yet/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'I have opened the link' }));
    expect(await screen.findByText('The session says: confirmed')).toBeVisible();
  });

  it('says why the link was not sent, and never that it was', async () => {
    renderSection({
      send: () => Promise.reject(new AuthError('unreachable', 'offline')),
      check: () => Promise.resolve(testUser),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the sign-in service. Check your connection and try again.',
    );
    expect(screen.queryByText(/We sent a link/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Send the link' })).toBeEnabled();
  });
});
