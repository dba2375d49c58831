import { describe, expect, it } from 'vitest';
import { scenarios, type IdentityScenarioName } from './identity-toolkit.ts';
import { server } from './node.ts';

// What each QA scenario (docs/qa.md, "Scenarios") makes the identity calls answer, as the app gets
// them from the emulator's address: many scenarios are used by no app test, and a handler that
// stopped matching its call would leave QA testing the happy path under a scenario's name.
// What the SDK and the UI make of the answers is tested in src/ (services/firebase, pages/auth).

const EMULATOR = 'http://127.0.0.1:9099/';

const accounts = (call: string) =>
  `${EMULATOR}identitytoolkit.googleapis.com/v1/accounts:${call}?key=demo-api-key`;
const tokenUrl = `${EMULATOR}securetoken.googleapis.com/v1/token?key=demo-api-key`;
const policyUrl = `${EMULATOR}identitytoolkit.googleapis.com/v2/passwordPolicy?key=demo-api-key`;

const post = (url: string, body: object) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const refresh = (refreshToken: string) =>
  fetch(tokenUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
  });

async function errorMessage(response: Response) {
  expect(response.status).toBe(400);
  return ((await response.json()) as { error: { message: string } }).error.message;
}

/** A scenario, the call it changes, and the server's message the SDK turns into the code. */
const failures: [IdentityScenarioName, string, string][] = [
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

describe('the QA scenarios', () => {
  it.each(failures)('%s: accounts:%s answers %s', async (scenario, call, message) => {
    server.use(...scenarios[scenario]);
    const response = await post(accounts(call), {
      email: 'shopper@voltbay.example',
      password: 'correct-horse',
      requestType: 'PASSWORD_RESET',
      idToken: 'x.e30.',
    });
    expect(await errorMessage(response)).toContain(message);
  });

  it.each<[IdentityScenarioName, string]>([
    ['user-disabled', 'USER_DISABLED'],
    ['user-token-expired', 'TOKEN_EXPIRED'],
  ])('%s: the token refresh answers %s', async (scenario, message) => {
    server.use(...scenarios[scenario]);
    expect(await errorMessage(await refresh('any-refresh-token'))).toBe(message);
  });

  it('network-request-failed: every identity call fails at the network', async () => {
    server.use(...scenarios['network-request-failed']);
    await expect(post(accounts('signInWithPassword'), {})).rejects.toThrow(TypeError);
    await expect(post(accounts('signUp'), {})).rejects.toThrow(TypeError);
    await expect(refresh('any-refresh-token')).rejects.toThrow(TypeError);
    await expect(fetch(policyUrl)).rejects.toThrow(TypeError);
  });
});
