import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { scenarios, type IdentityScenarioName } from '#mocks/identity-toolkit.ts';
import { server } from '#mocks/node.ts';
import { AuthError, type SignUpDetails } from '#machines/auth/auth.types.ts';
import { createAccount, logIn } from './index.ts';
import { requestPasswordReset } from './passwords.ts';

// The real Firebase SDK, talking to MSW instead of the emulator.

const details = (email: string): SignUpDetails => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email,
  password: 'correct-horse',
  companyName: '',
});
const credentials = { email: 'shopper@voltbay.example', password: 'correct-horse' };

describe('the Firebase boundary against the identity endpoints', () => {
  it("signs up, names the account 'First Last', and gives the user as plain data", async () => {
    const user = await createAccount(details('new@voltbay.example'));
    expect(user).toMatchObject({
      email: 'new@voltbay.example',
      displayName: 'Ada Lovelace',
      emailVerified: false,
      isAnonymous: false,
    });
    expect(Object.getPrototypeOf(user)).toBe(Object.prototype);
  });

  it('EMAIL_EXISTS from the endpoint reaches our code as the typed email-in-use', async () => {
    server.use(...scenarios['email-already-in-use']);
    const failure = await createAccount(details('taken@voltbay.example')).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(AuthError);
    expect((failure as AuthError).kind).toBe('email-in-use');
  });

  it.each<[IdentityScenarioName, 'signUp' | 'logIn', AuthError['kind']]>([
    ['invalid-credential', 'logIn', 'wrong-credentials'],
    ['wrong-password', 'logIn', 'wrong-credentials'],
    ['user-not-found', 'logIn', 'no-such-account'],
    ['too-many-requests', 'logIn', 'too-many-attempts'],
    ['too-many-requests', 'signUp', 'too-many-attempts'],
    ['user-disabled', 'logIn', 'account-disabled'],
    ['weak-password', 'signUp', 'password-too-weak'],
    ['password-does-not-meet-requirements', 'signUp', 'password-against-policy'],
    ['network-request-failed', 'logIn', 'unreachable'],
    ['network-request-failed', 'signUp', 'unreachable'],
  ])('scenario %s on %s gives %s', async (scenario, call, kind) => {
    server.use(...scenarios[scenario]);
    const run = () =>
      call === 'signUp' ? createAccount(details('shopper@voltbay.example')) : logIn(credentials);
    await expect(run()).rejects.toMatchObject({ kind });
  });

  it('trims the e-mail before it is sent, and sends the password as typed', async () => {
    const sent: unknown[] = [];
    // Notes each body, then lets the usual handler answer.
    server.use(
      http.post(/accounts:(signUp|signInWithPassword|sendOobCode)/, async ({ request }) => {
        sent.push(await request.clone().json());
      }),
    );
    const padded = '  ada@voltbay.example\t';
    await createAccount({ ...details(padded), password: ' correct-horse ' });
    await logIn({ email: padded, password: ' correct-horse ' });
    await requestPasswordReset(padded);
    expect(sent).toEqual([
      expect.objectContaining({ email: 'ada@voltbay.example', password: ' correct-horse ' }),
      expect.objectContaining({ email: 'ada@voltbay.example', password: ' correct-horse ' }),
      expect.objectContaining({ email: 'ada@voltbay.example' }),
    ]);
  });

  it('when the policy refuses a password, reads the policy and says what it asks', async () => {
    server.use(...scenarios['password-does-not-meet-requirements']);
    await expect(createAccount(details('ada@voltbay.example'))).rejects.toMatchObject({
      kind: 'password-against-policy',
      passwordRequirements: {
        minLength: 8,
        maxLength: null,
        lowercase: true,
        uppercase: true,
        digit: true,
        symbol: true,
      },
    });
  });

  it('logs in when every call succeeds', async () => {
    server.use(...scenarios.success);
    await expect(logIn(credentials)).resolves.toMatchObject({ email: credentials.email });
  });

  it('sends the reset e-mail, and answers the same for an unknown address', async () => {
    await expect(requestPasswordReset('ada@voltbay.example')).resolves.toBeUndefined();
    server.use(...scenarios['user-not-found']);
    await expect(requestPasswordReset('nobody@voltbay.example')).resolves.toBeUndefined();
  });

  it('reports a rate-limited reset request', async () => {
    server.use(...scenarios['too-many-requests']);
    await expect(requestPasswordReset('ada@voltbay.example')).rejects.toMatchObject({
      kind: 'too-many-attempts',
    });
  });
});
