import { createUser, listAccounts, resetAccounts, signInWithPassword } from './support/emulator';
import { expect, test } from './support/test';

test('the emulator helpers reset accounts and create users that can sign in', async () => {
  expect(await listAccounts()).toEqual([]);

  const shopperId = await createUser({
    email: 'shopper@voltbay.example',
    password: 'Shopper-2025',
    displayName: 'Sam Shopper',
  });
  await createUser({ email: 'blocked@voltbay.example', password: 'Blocked-2025', disabled: true });

  const accounts = await listAccounts();
  expect(
    accounts.map(({ email, displayName, disabled }) => ({ email, displayName, disabled })),
  ).toEqual(
    expect.arrayContaining([
      { email: 'shopper@voltbay.example', displayName: 'Sam Shopper', disabled: undefined },
      { email: 'blocked@voltbay.example', displayName: undefined, disabled: true },
    ]),
  );
  expect(accounts).toHaveLength(2);

  expect(await signInWithPassword('shopper@voltbay.example', 'Shopper-2025')).toBe(shopperId);
  await expect(signInWithPassword('blocked@voltbay.example', 'Blocked-2025')).rejects.toThrow(
    'USER_DISABLED',
  );

  await resetAccounts();
  expect(await listAccounts()).toEqual([]);
});
