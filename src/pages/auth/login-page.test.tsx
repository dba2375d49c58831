import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { scenarios, type IdentityScenarioName } from '#mocks/identity-toolkit.ts';
import { server } from '#mocks/node.ts';
import { AuthError, type Credentials, type User } from '#machines/auth/auth.types.ts';
import { authErrorMessage } from '#src/content/auth.ts';
import { startAuthNow } from '#src/services/firebase/index.ts';
import { fakeSession, renderApp } from '#src/testing/render-app.tsx';
import { LoginPage } from './login-page.tsx';

/** The login page at `path`, signed out; any other page just says where the shopper landed. */
function renderLogin(path = '/auth/login', session = fakeSession()) {
  const rendered = renderApp(null, {
    session,
    path,
    routes: [
      { path: '/auth/login', element: <LoginPage /> },
      { path: '*', element: <p>Landed</p> },
    ],
  });
  act(() => session.report({ type: 'auth.changed', user: null }));
  const form = screen.getByRole('form', { name: 'Log in with e-mail' });
  return {
    ...rendered,
    form,
    email: within(form).getByLabelText(/^Email/),
    password: within(form).getByLabelText(/^Password/),
    submit: within(form).getByRole('button', { name: 'Log in' }),
    landedOn: () => rendered.router.state.location,
  };
}

const wrongCredentials = authErrorMessage('wrong-credentials');

vi.mock('#src/services/firebase/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#src/services/firebase/index.ts')>()),
  startAuthNow: vi.fn(),
}));

describe('LoginPage', () => {
  it('starts the session on arrival: the form needs it, so it does not wait for idle', () => {
    renderLogin();
    expect(startAuthNow).toHaveBeenCalled();
  });

  it('has labelled fields with the right autocomplete, a Google button and the links', () => {
    const { email, password } = renderLogin();
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(email).toHaveAttribute('type', 'email');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/auth/signup',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/termsofservice',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacypolicy',
    );
  });

  it('promises only what an account gives: its details, no orders (there is no online checkout)', () => {
    renderLogin();
    expect(screen.getByText('Welcome back. Log in to see your account details.')).toBeVisible();
    expect(document.body).not.toHaveTextContent(/order/i);
  });

  it('shows each field its message and focuses the first invalid field', async () => {
    const { email, password, submit } = renderLogin();
    await userEvent.click(submit);
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Password is required');

    await userEvent.type(email, 'ada@voltbay');
    expect(email).toHaveAccessibleDescription('Invalid email format');
    await userEvent.type(email, '.example');
    await userEvent.type(password, 'short');
    await userEvent.click(submit);
    expect(password).toHaveFocus();
    expect(password).toHaveAccessibleDescription('Password must be at least 8 characters');
  });

  it.each<[IdentityScenarioName, string, string]>([
    // The original toast's wording is kept for the case it describes: a wrong password.
    ['invalid-credential', wrongCredentials, 'login failed! try again later'],
    ['wrong-password', wrongCredentials, 'login failed! try again later'],
    ['user-not-found', wrongCredentials, 'login failed! try again later'],
    // Every other failure's toast says what the form says.
    [
      'too-many-requests',
      authErrorMessage('too-many-attempts'),
      authErrorMessage('too-many-attempts'),
    ],
    ['network-request-failed', authErrorMessage('unreachable'), authErrorMessage('unreachable')],
    ['user-disabled', authErrorMessage('account-disabled'), authErrorMessage('account-disabled')],
  ])(
    'on %s says so on the form and in a toast, keeping what was typed',
    async (scenario, text, toast) => {
      server.use(...scenarios[scenario]);
      const { email, password, submit, landedOn } = renderLogin();
      await userEvent.type(email, 'ada@voltbay.example');
      await userEvent.type(password, 'analytical-engine');
      await userEvent.click(submit);

      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(await screen.findByRole('status', { name: toast })).toBeInTheDocument();
      expect(email).toHaveValue('ada@voltbay.example');
      expect(password).toHaveValue('analytical-engine');
      expect(submit).toBeEnabled();
      expect(landedOn().pathname).toBe('/auth/login');
    },
  );

  it('logs in, shows the toast and returns to the page the shopper came from', async () => {
    const { email, password, submit, landedOn } = renderLogin(
      '/auth/login?returnTo=%2Fproducts%2Fp1%3Ftab%3Dspecs',
    );
    await userEvent.type(email, 'ada@voltbay.example');
    await userEvent.type(password, 'analytical-engine');
    await userEvent.click(submit);
    expect(await screen.findByText('LoggedIn successful!')).toBeInTheDocument();
    expect(await screen.findByText('Landed')).toBeInTheDocument();
    expect(landedOn()).toMatchObject({ pathname: '/products/p1', search: '?tab=specs' });
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'ends on / when the return path is %s',
    async (returnTo) => {
      const { email, password, submit, landedOn } = renderLogin(
        `/auth/login?${new URLSearchParams({ returnTo })}`,
      );
      await userEvent.type(email, 'ada@voltbay.example');
      await userEvent.type(password, 'analytical-engine');
      await userEvent.click(submit);
      expect(await screen.findByText('Landed')).toBeInTheDocument();
      expect(landedOn().pathname).toBe('/');
    },
  );

  it.each<[AuthError['kind'], string]>([
    ['popup-closed', authErrorMessage('popup-closed')],
    ['popup-already-open', authErrorMessage('popup-already-open')],
  ])('says so when Google sign-in ends with %s', async (kind, text) => {
    const session = fakeSession({
      signInWithGoogle: fromPromise<User>(() => Promise.reject(new AuthError(kind, kind))),
    });
    renderLogin('/auth/login', session);
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(await screen.findByText('Google login failed')).toBeInTheDocument();
  });

  it.each<AuthError['kind']>(['unexpected', 'unreachable'])(
    "when Google's script cannot load (%s), says Google needs the internet; e-mail still logs in",
    async (kind) => {
      const session = fakeSession({
        signInWithGoogle: fromPromise<User>(() => Promise.reject(new AuthError(kind, kind))),
      });
      const { email, password, submit, landedOn } = renderLogin('/auth/login', session);
      await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Google sign-in needs an internet connection; use your e-mail and password.',
      );

      await userEvent.type(email, 'ada@voltbay.example');
      await userEvent.type(password, 'analytical-engine');
      await userEvent.click(submit);
      expect(await screen.findByRole('status', { name: 'LoggedIn successful!' })).toBeVisible();
      expect(await screen.findByText('Landed')).toBeInTheDocument();
      expect(landedOn().pathname).toBe('/');
    },
  );

  it('when the popup is blocked, says so and goes to Google by redirect', async () => {
    let redirected = false;
    const session = fakeSession({
      signInWithGoogle: fromPromise<User>(() =>
        Promise.reject(new AuthError('popup-blocked', 'blocked')),
      ),
      redirectToGoogle: fromPromise<void>(() => {
        redirected = true;
        return new Promise<void>(() => {});
      }),
    });
    renderLogin('/auth/login', session);
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(authErrorMessage('popup-blocked'));
    expect(redirected).toBe(true);
  });

  it('shows progress on the submit button and disables it while logging in', async () => {
    const session = fakeSession({
      logIn: fromPromise<User, Credentials>(() => new Promise<User>(() => {})),
    });
    const { email, password, submit } = renderLogin('/auth/login', session);
    await userEvent.type(email, 'ada@voltbay.example');
    await userEvent.type(password, 'analytical-engine');
    await userEvent.click(submit);
    expect(submit).toBeDisabled();
    expect(submit).toHaveTextContent('Logging in...');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  });
});
