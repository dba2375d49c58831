import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { scenarios } from '#mocks/identity-toolkit.ts';
import { server } from '#mocks/node.ts';
import { testUser } from '#machines/auth/auth.fixtures.ts';
import type { User } from '#machines/auth/auth.types.ts';
import { logIn } from '#src/services/firebase/index.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import { AccountPage } from './account-page.tsx';

// The password change goes through the real Firebase SDK to MSW, so the shopper first signs in
// through it; the page then gets that user from the (fake) session watcher.

const email = 'ada@voltbay.example';
const passwordUser = (user: User): User => ({
  ...user,
  providerData: [{ providerId: 'password', uid: email, displayName: null, email, photoURL: null }],
});
const googleUser: User = {
  ...testUser,
  providerData: [{ providerId: 'google.com', uid: 'g1', displayName: null, email, photoURL: null }],
};

async function renderAccount(user?: User) {
  const shopper = user ?? passwordUser(await logIn({ email, password: 'Analytical-1843' }));
  const rendered = renderApp(<AccountPage />, { path: '/account' });
  act(() => rendered.session.report({ type: 'auth.changed', user: shopper }));
  return rendered;
}

/** The password forms, and what the change sends to the identity service. */
function passwordChange() {
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.post(/accounts:(update|signInWithPassword)/, async ({ request }) => {
      sent.push({ url: request.url, ...((await request.clone().json()) as object) });
    }),
  );
  const changeForm = () => screen.getByRole('form', { name: 'Change your password' });
  const confirmForm = () => screen.getByRole('form', { name: 'Confirm it is you' });
  return {
    sent,
    changeForm,
    confirmForm,
    async change(newPassword: string) {
      await userEvent.type(within(changeForm()).getByLabelText(/^New password/), newPassword);
      await userEvent.click(within(changeForm()).getByRole('button', { name: 'Change password' }));
    },
    async confirm(currentPassword: string) {
      await userEvent.type(
        within(confirmForm()).getByLabelText(/^Current password/),
        currentPassword,
      );
      await userEvent.click(
        within(confirmForm()).getByRole('button', { name: 'Confirm and change' }),
      );
    },
  };
}

const passwordsSent = (sent: Record<string, unknown>[]) =>
  sent.filter((body) => String(body.url).includes('accounts:update')).map((body) => body.password);

it('says it is loading the account, as a busy status, until the session is known', () => {
  renderApp(<AccountPage />, { path: '/account' });
  expect(screen.getByRole('status', { name: 'Loading your account' })).toHaveAttribute(
    'aria-busy',
    'true',
  );
});

describe('AccountPage: changing the password', () => {
  it('changes it, says so, moves focus to the news and empties the field', async () => {
    await renderAccount();
    const form = passwordChange();
    await form.change('Difference-Engine-1822');
    const news = await screen.findByText(/Your password has been changed/);
    await waitFor(() => expect(news.closest('[tabindex="-1"]')).toHaveFocus());
    expect(within(form.changeForm()).getByLabelText(/^New password/)).toHaveValue('');
    expect(passwordsSent(form.sent)).toEqual(['Difference-Engine-1822']);
  });

  it('checks the new password first: spaces only are too short, and nothing is sent', async () => {
    await renderAccount();
    const form = passwordChange();
    await form.change('          ');
    const field = within(form.changeForm()).getByLabelText(/^New password/);
    expect(field).toHaveAccessibleDescription(/New password must be at least 8 characters/);
    expect(field).toHaveFocus();
    expect(form.sent).toEqual([]);
  });

  it('when a recent login is needed, asks for the current password, then changes it', async () => {
    server.use(...scenarios['requires-recent-login']);
    await renderAccount();
    const form = passwordChange();
    await form.change('Difference-Engine-1822');

    const current = await within(form.confirmForm()).findByLabelText(/^Current password/);
    await waitFor(() => expect(current).toHaveFocus());
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.queryByRole('form', { name: 'Change your password' })).toBeNull();

    await form.confirm('Analytical-1843');
    expect(await screen.findByText(/Your password has been changed/)).toBeVisible();
    expect(form.sent.map((body) => body.password)).toEqual([
      'Difference-Engine-1822',
      'Analytical-1843',
      'Difference-Engine-1822',
    ]);
  });

  it('says when the current password is wrong, and keeps asking', async () => {
    await renderAccount();
    server.use(...scenarios['requires-recent-login'], ...scenarios['invalid-credential']);
    const form = passwordChange();
    await form.change('Difference-Engine-1822');
    await within(form.confirmForm()).findByLabelText(/^Current password/);
    await form.confirm('not-my-password');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That is not your current password. Check it and try again.',
    );
    await waitFor(() =>
      expect(within(form.confirmForm()).getByLabelText(/^Current password/)).toHaveFocus(),
    );
    expect(passwordsSent(form.sent)).toEqual(['Difference-Engine-1822']);
  });

  it('cancelling the check changes nothing and goes back to the new password', async () => {
    server.use(...scenarios['requires-recent-login']);
    await renderAccount();
    const form = passwordChange();
    await form.change('Difference-Engine-1822');
    await userEvent.click(
      await within(form.confirmForm()).findByRole('button', { name: 'Cancel' }),
    );
    expect(within(form.changeForm()).getByLabelText(/^New password/)).toHaveFocus();
    expect(screen.queryByText(/Your password has been changed/)).toBeNull();
  });

  it("names what the project's policy asks when it refuses the new password", async () => {
    server.use(...scenarios['password-does-not-meet-requirements']);
    await renderAccount();
    const form = passwordChange();
    await form.change('analytical-engine');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That password does not meet our password rules. Use at least 8 characters, with a ' +
        'lower-case letter, an upper-case letter, a number and a symbol.',
    );
    expect(within(form.changeForm()).getByLabelText(/^New password/)).toHaveFocus();
  });

  it('offers no password form to a shopper who signs in with Google only', async () => {
    await renderAccount(googleUser);
    expect(screen.getByRole('heading', { name: 'Your password' })).toBeVisible();
    expect(screen.getByText(/You sign in with Google/)).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Change your password' })).toBeNull();
  });
});
