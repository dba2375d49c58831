import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { scenarios, type IdentityScenarioName } from '#mocks/identity-toolkit.ts';
import { server } from '#mocks/node.ts';
import { authErrorMessage } from '#src/content/auth.ts';
import { fakeSession, renderApp } from '#src/testing/render-app.tsx';
import { SignupPage } from './signup-page.tsx';

function renderSignup(path = '/auth/signup') {
  const session = fakeSession();
  const rendered = renderApp(null, {
    session,
    path,
    routes: [
      { path: '/auth/signup', element: <SignupPage /> },
      { path: '*', element: <p>Landed</p> },
    ],
  });
  act(() => session.report({ type: 'auth.changed', user: null }));
  const form = screen.getByRole('form', { name: 'Sign up with e-mail' });
  const field = (label: RegExp) => within(form).getByLabelText(label);
  return {
    ...rendered,
    firstName: field(/^First name/),
    lastName: field(/^Last name/),
    email: field(/^Email/),
    password: field(/^Password/),
    company: field(/^Company name/),
    terms: within(form).getByRole('checkbox'),
    submit: within(form).getByRole('button', { name: 'Sign up' }),
  };
}

type Fields = ReturnType<typeof renderSignup>;

async function fillIn(fields: Fields) {
  await userEvent.type(fields.firstName, 'Ada');
  await userEvent.type(fields.lastName, 'Lovelace');
  await userEvent.type(fields.email, 'ada@voltbay.example');
  await userEvent.type(fields.password, 'analytical-engine');
  await userEvent.click(fields.terms);
}

describe('SignupPage', () => {
  it('promises nothing an account does not give (the cart is kept without one; no checkout yet)', () => {
    renderSignup();
    expect(
      screen.getByText('Create a Voltbay account with your e-mail or your Google account.'),
    ).toBeVisible();
    expect(document.body).not.toHaveTextContent(/cart|check ?out|order/i);
  });

  it('gives every required field its message, the terms too, and focuses the first', async () => {
    const fields = renderSignup();
    await userEvent.click(fields.submit);
    expect(fields.firstName).toHaveFocus();
    expect(fields.firstName).toHaveAccessibleDescription('First name is required');
    expect(fields.lastName).toHaveAccessibleDescription('Last name is required');
    expect(fields.email).toHaveAccessibleDescription('Email is required');
    expect(fields.password).toHaveAccessibleDescription(/Password is required/);
    expect(fields.company).not.toHaveAttribute('aria-invalid');
    expect(fields.terms).toHaveAccessibleDescription('You must accept the terms and conditions');
  });

  it('checks lengths and the e-mail format', async () => {
    const fields = renderSignup();
    await userEvent.type(fields.firstName, 'x'.repeat(50));
    await userEvent.type(fields.email, 'not-an-email');
    await userEvent.type(fields.password, 'short');
    await userEvent.click(fields.submit);
    expect(fields.firstName).toHaveAccessibleDescription(
      'First name must be less than 50 characters',
    );
    expect(fields.email).toHaveAccessibleDescription('Invalid email format');
    expect(fields.password).toHaveAccessibleDescription(/Password must be at least 8 characters/);
  });

  it('has the autocomplete values a password manager needs', () => {
    const fields = renderSignup();
    expect(fields.firstName).toHaveAttribute('autocomplete', 'given-name');
    expect(fields.lastName).toHaveAttribute('autocomplete', 'family-name');
    expect(fields.email).toHaveAttribute('autocomplete', 'email');
    expect(fields.password).toHaveAttribute('autocomplete', 'new-password');
  });

  const passwordRules =
    'That password does not meet our password rules. Use at least 8 characters, with a ' +
    'lower-case letter, an upper-case letter, a number and a symbol.';
  it.each<[IdentityScenarioName, string, string]>([
    // The original toast's wording is kept for the case it describes.
    [
      'email-already-in-use',
      authErrorMessage('email-in-use'),
      'Sign up failed! Use a new email address',
    ],
    // Every other failure's toast says what the form says: at 390 px the toast may be all there is.
    ['weak-password', authErrorMessage('password-too-weak'), authErrorMessage('password-too-weak')],
    ['password-does-not-meet-requirements', passwordRules, passwordRules],
    [
      'too-many-requests',
      authErrorMessage('too-many-attempts'),
      authErrorMessage('too-many-attempts'),
    ],
    ['network-request-failed', authErrorMessage('unreachable'), authErrorMessage('unreachable')],
  ])(
    'on %s says so on the form and in a toast, keeping what was typed',
    async (scenario, said, toast) => {
      server.use(...scenarios[scenario]);
      const fields = renderSignup();
      await fillIn(fields);
      await userEvent.click(fields.submit);
      expect(await screen.findByRole('alert')).toHaveTextContent(said);
      expect(await screen.findByRole('status', { name: toast })).toBeInTheDocument();
      expect(fields.firstName).toHaveValue('Ada');
      expect(fields.email).toHaveValue('ada@voltbay.example');
      expect(fields.password).toHaveValue('analytical-engine');
      expect(fields.terms).toBeChecked();
    },
  );

  it('signs up, shows the toast and returns to where the shopper came from', async () => {
    const fields = renderSignup('/auth/signup?returnTo=%2Faccount');
    await fillIn(fields);
    await userEvent.click(fields.submit);
    expect(await screen.findByText('Sign up successful!')).toBeInTheDocument();
    expect(await screen.findByText('Landed')).toBeInTheDocument();
    expect(fields.router.state.location.pathname).toBe('/account');
  });
});
