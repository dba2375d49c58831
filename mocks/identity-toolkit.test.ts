import { describe, expect, it } from 'vitest';
import {
  scenarioDescriptions,
  scenarioNames,
  scenarios,
  type ScenarioName,
} from './identity-toolkit';
import { server } from './node';

// The handlers' answers as the Firebase SDK receives them, through the emulator's address and
// Google's alike; src/services/firebase/*.test.ts checks what the SDK makes of them.

const hosts = {
  emulator: 'http://127.0.0.1:9099/',
  google: 'https://',
} as const;

const accounts = (host: string, call: string) =>
  `${host}identitytoolkit.googleapis.com/v1/accounts:${call}?key=demo-api-key`;
const tokenUrl = (host: string) => `${host}securetoken.googleapis.com/v1/token?key=demo-api-key`;
const policyUrl = (host: string) =>
  `${host}identitytoolkit.googleapis.com/v2/passwordPolicy?key=demo-api-key`;

const post = (url: string, body: object) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const refresh = (host: string, refreshToken: string) =>
  fetch(tokenUrl(host), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
  });

const claims = (idToken: string) =>
  JSON.parse(atob(idToken.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as Record<
    string,
    unknown
  >;

async function errorMessage(response: Response) {
  expect(response.status).toBe(400);
  return ((await response.json()) as { error: { message: string } }).error.message;
}

/** A scenario, the call it changes, and the server's message the SDK turns into the code. */
const failures: [ScenarioName, string, string][] = [
  ['invalid-credential', 'signInWithPassword', 'INVALID_LOGIN_CREDENTIALS'],
  ['wrong-password', 'signInWithPassword', 'INVALID_PASSWORD'],
  ['user-not-found', 'signInWithPassword', 'EMAIL_NOT_FOUND'],
  ['user-not-found', 'sendOobCode', 'EMAIL_NOT_FOUND'],
  ['email-already-in-use', 'signUp', 'EMAIL_EXISTS'],
  ['too-many-requests', 'signUp', 'TOO_MANY_ATTEMPTS_TRY_LATER'],
  ['too-many-requests', 'signInWithPassword', 'TOO_MANY_ATTEMPTS_TRY_LATER'],
  ['too-many-requests', 'sendOobCode', 'RESET_PASSWORD_EXCEED_LIMIT'],
  ['user-disabled', 'signInWithPassword', 'USER_DISABLED'],
  ['user-disabled', 'lookup', 'USER_DISABLED'],
  ['weak-password', 'signUp', 'WEAK_PASSWORD : Password should be at least 6 characters'],
  ['weak-password', 'resetPassword', 'WEAK_PASSWORD : Password should be at least 6 characters'],
  ['password-does-not-meet-requirements', 'signUp', 'PASSWORD_DOES_NOT_MEET_REQUIREMENTS : '],
  ['user-token-expired', 'lookup', 'TOKEN_EXPIRED'],
];

describe.each(Object.entries(hosts))('the identity mocks via %s', (_, host) => {
  it.each(failures)('%s: accounts:%s answers %s', async (scenario, call, message) => {
    server.use(...scenarios[scenario]);
    const response = await post(accounts(host, call), {
      email: 'shopper@voltbay.example',
      password: 'correct-horse',
      requestType: 'PASSWORD_RESET',
      idToken: 'x.e30.',
    });
    expect(await errorMessage(response)).toContain(message);
  });

  it.each<[ScenarioName, string]>([
    ['user-disabled', 'USER_DISABLED'],
    ['user-token-expired', 'TOKEN_EXPIRED'],
  ])('%s: the token refresh answers %s', async (scenario, message) => {
    server.use(...scenarios[scenario]);
    expect(await errorMessage(await refresh(host, 'any-refresh-token'))).toBe(message);
  });

  it('network-request-failed: every identity call fails at the network', async () => {
    server.use(...scenarios['network-request-failed']);
    await expect(post(accounts(host, 'signInWithPassword'), {})).rejects.toThrow(TypeError);
    await expect(post(accounts(host, 'signUp'), {})).rejects.toThrow(TypeError);
    await expect(refresh(host, 'any-refresh-token')).rejects.toThrow(TypeError);
    await expect(fetch(policyUrl(host))).rejects.toThrow(TypeError);
  });

  it('password-does-not-meet-requirements serves the enforced policy the message is about', async () => {
    server.use(...scenarios['password-does-not-meet-requirements']);
    const policy = (await (await fetch(policyUrl(host))).json()) as Record<string, unknown>;
    expect(policy).toMatchObject({
      enforcementState: 'ENFORCE',
      schemaVersion: 1,
      customStrengthOptions: { minPasswordLength: 8, containsUppercaseCharacter: true },
    });
  });

  it("success serves the shop's own policy: 8 characters at least, no composition rules", async () => {
    server.use(...scenarios.success);
    const policy = (await (await fetch(policyUrl(host))).json()) as Record<string, unknown>;
    expect(policy).toMatchObject({
      enforcementState: 'ENFORCE',
      customStrengthOptions: { minPasswordLength: 8, maxPasswordLength: 4096 },
    });
    expect(Object.keys(policy.customStrengthOptions as object)).toHaveLength(2);
  });

  it('requires-recent-login refuses the first password change only', async () => {
    server.use(...scenarios['requires-recent-login'], ...scenarios.success);
    const idToken = 'x.' + btoa(JSON.stringify({ email: 'a@voltbay.example' })) + '.';
    const first = await post(accounts(host, 'update'), { idToken, password: 'Difference-1822' });
    expect(await errorMessage(first)).toBe('CREDENTIAL_TOO_OLD_LOGIN_AGAIN');
    const second = await post(accounts(host, 'update'), { idToken, password: 'Difference-1822' });
    expect(second.status).toBe(200);
  });

  it('a password scenario leaves profile updates alone but refuses a password change', async () => {
    server.use(...scenarios['weak-password']);
    const { idToken } = (await (
      await post(accounts(host, 'signInWithPassword'), { email: 'a@voltbay.example' })
    ).json()) as { idToken: string };
    const profile = await post(accounts(host, 'update'), { idToken, displayName: 'Ada' });
    expect(profile.status).toBe(200);
    const password = await post(accounts(host, 'update'), { idToken, password: 'abc' });
    expect(await errorMessage(password)).toMatch(/^WEAK_PASSWORD/);
  });

  it('success: the session survives a profile update, a lookup and a token refresh', async () => {
    server.use(...scenarios.success);
    const signUp = (await (
      await post(accounts(host, 'signUp'), { email: 'ada@voltbay.example', password: 'pw1234' })
    ).json()) as { idToken: string; localId: string };
    expect(claims(signUp.idToken)).toMatchObject({
      email: 'ada@voltbay.example',
      sub: signUp.localId,
    });

    const update = (await (
      await post(accounts(host, 'update'), { idToken: signUp.idToken, displayName: 'Ada Ö' })
    ).json()) as { idToken: string; refreshToken: string; displayName: string };
    expect(update.displayName).toBe('Ada Ö');

    const lookup = (await (
      await post(accounts(host, 'lookup'), { idToken: update.idToken })
    ).json()) as { users: { email: string; displayName: string }[] };
    expect(lookup.users[0]).toMatchObject({ email: 'ada@voltbay.example', displayName: 'Ada Ö' });

    const refreshed = (await (await refresh(host, update.refreshToken)).json()) as {
      id_token: string;
      user_id: string;
    };
    expect(refreshed.user_id).toBe(signUp.localId);
    expect(claims(refreshed.id_token)).toMatchObject({ email: 'ada@voltbay.example' });

    const reset = await post(accounts(host, 'sendOobCode'), {
      requestType: 'PASSWORD_RESET',
      email: 'ada@voltbay.example',
    });
    expect(await reset.json()).toMatchObject({ email: 'ada@voltbay.example' });
  });
});

describe('the scenario list', () => {
  it('names every scenario by the code the UI sees and describes each', () => {
    expect(scenarioNames).toEqual([
      'success',
      'invalid-credential',
      'wrong-password',
      'user-not-found',
      'email-already-in-use',
      'too-many-requests',
      'network-request-failed',
      'user-disabled',
      'weak-password',
      'password-does-not-meet-requirements',
      'user-token-expired',
      'requires-recent-login',
    ]);
    for (const name of scenarioNames) expect(scenarioDescriptions[name]).toMatch(/\w{3}/);
  });
});
