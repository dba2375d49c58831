import { HttpResponse, http } from 'msw';
import { expect, it } from 'vitest';
import { scenarios } from '#mocks/identity-toolkit.ts';
import { server } from '#mocks/node.ts';
import { AuthError } from '#machines/auth/auth.types.ts';
import { createAccount } from './index.ts';

// vitest: own modules. The SDK keeps a policy it has read once, for the rest of the page.

it('when the policy cannot be read (the emulator has none), the refusal comes as it is', async () => {
  server.use(
    http.get(/\/v2\/passwordPolicy/, () =>
      HttpResponse.json({ error: { code: 501, message: 'NOT_IMPLEMENTED' } }, { status: 501 }),
    ),
    ...scenarios['password-does-not-meet-requirements'],
  );
  const failure = await createAccount({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@voltbay.example',
    password: 'analytical',
    companyName: '',
  }).catch((error: unknown) => error);
  if (!(failure instanceof AuthError)) throw new Error('the sign-up should have failed');
  expect(failure.kind).toBe('password-against-policy');
  expect(failure.passwordRequirements).toBeUndefined();
});
