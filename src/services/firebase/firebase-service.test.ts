import { describe, expect, it } from 'vitest';
import { scenarios, type ScenarioName } from '../../../mocks/identity-toolkit';
import { server } from '../../../mocks/node';
import { AuthError } from '../../../machines/auth/auth.types';
import { createAccount, signIn } from './index';

// The real Firebase SDK, talking to MSW instead of the emulator.

describe('the Firebase boundary against the identity endpoints', () => {
  it('signs up and gives the user as plain data', async () => {
    const user = await createAccount('new@voltbay.example', 'correct-horse');
    expect(user).toMatchObject({
      email: 'new@voltbay.example',
      emailVerified: false,
      isAnonymous: false,
    });
    expect(user.uid).toBe('msw-new-voltbay-example');
    expect(Object.getPrototypeOf(user)).toBe(Object.prototype);
  });

  it('EMAIL_EXISTS from the endpoint reaches our code as the typed email-already-in-use', async () => {
    server.use(...scenarios.emailExists);
    const failure = await createAccount('taken@voltbay.example', 'correct-horse').catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(AuthError);
    expect((failure as AuthError).code).toBe('email-already-in-use');
  });

  it.each<[ScenarioName, 'signUp' | 'signIn', AuthError['code']]>([
    ['invalidLoginCredentials', 'signIn', 'invalid-credential'],
    ['tooManyAttempts', 'signIn', 'too-many-requests'],
    ['tooManyAttempts', 'signUp', 'too-many-requests'],
    ['userDisabled', 'signIn', 'user-disabled'],
    ['networkFailure', 'signIn', 'network-request-failed'],
    ['networkFailure', 'signUp', 'network-request-failed'],
  ])('scenario %s on %s gives %s', async (scenario, call, code) => {
    server.use(...scenarios[scenario]);
    const run = call === 'signUp' ? createAccount : signIn;
    await expect(run('shopper@voltbay.example', 'correct-horse')).rejects.toMatchObject({ code });
  });

  it('signs in when every call succeeds', async () => {
    server.use(...scenarios.success);
    await expect(signIn('shopper@voltbay.example', 'correct-horse')).resolves.toMatchObject({
      email: 'shopper@voltbay.example',
    });
  });
});
