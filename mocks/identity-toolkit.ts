import { HttpResponse, http, type RequestHandler } from 'msw';

/**
 * MSW handlers for the identity endpoints the Firebase SDK calls, for the errors the Auth
 * emulator cannot produce. The same module serves Vitest (mocks/node.ts) and the browser's QA
 * scenarios (mocks/browser.ts), so it uses only web APIs: no Buffer.
 */
type AccountsCall =
  'signUp' | 'signInWithPassword' | 'lookup' | 'update' | 'sendOobCode' | 'resetPassword';

// RegExps, because in a path pattern the `:signUp` of `accounts:signUp` reads as a parameter. Any
// host matches: http://127.0.0.1:9099/identitytoolkit.googleapis.com/... (the emulator) as well
// as https://identitytoolkit.googleapis.com/... (Google's servers).
const accounts = (call: AccountsCall) =>
  new RegExp(`/identitytoolkit\\.googleapis\\.com/v1/accounts:${call}(\\?|$)`);
const passwordPolicy = /\/identitytoolkit\.googleapis\.com\/v2\/passwordPolicy(\?|$)/;
const tokenRefresh = /\/securetoken\.googleapis\.com\/v1\/token(\?|$)/;
const anyIdentityCall = /\/(identitytoolkit|securetoken)\.googleapis\.com\//;

function toBase64url(value: object): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): unknown {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
}

/** Who a mocked session belongs to; carried inside the tokens, so the handlers keep no state. */
interface Account {
  email: string;
  displayName?: string;
}

const localIdFor = (email: string) => `msw-${email.replace(/[^a-z0-9]/gi, '-')}`;

/** An unsigned ID token, as the emulator issues; the SDK reads its expiry, user id and e-mail. */
function idToken({ email, displayName }: Account): string {
  const now = Math.floor(Date.now() / 1000);
  const localId = localIdFor(email);
  const claims = { iss: 'voltbay-msw', aud: 'demo-voltbay', sub: localId, user_id: localId };
  const payload = { ...claims, email, name: displayName, iat: now, exp: now + 3600 };
  return `${toBase64url({ alg: 'none', typ: 'JWT' })}.${toBase64url(payload)}.`;
}

function accountIn(token: string): Account {
  const { email, name } = fromBase64url(token.split('.')[1] ?? '') as {
    email: string;
    name?: string;
  };
  return { email, displayName: name };
}

const refreshToken = (account: Account) => `msw-refresh.${toBase64url(account)}`;
const accountInRefreshToken = (token: string) =>
  fromBase64url(token.replace(/^msw-refresh\./, '')) as Account;

/** The tokens part of a sign-in, sign-up or update answer. */
const session = (account: Account) => ({
  localId: localIdFor(account.email),
  email: account.email,
  displayName: account.displayName,
  idToken: idToken(account),
  refreshToken: refreshToken(account),
  expiresIn: '3600',
});

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  return (await request.json()) as Record<string, unknown>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

async function signedIn({ request }: { request: Request }) {
  const email = text((await jsonBody(request)).email) ?? 'shopper@voltbay.example';
  return HttpResponse.json({
    kind: 'identitytoolkit#SignupNewUserResponse',
    ...session({ email }),
  });
}

async function lookedUp({ request }: { request: Request }) {
  const { email, displayName } = accountIn(text((await jsonBody(request)).idToken) ?? '');
  return HttpResponse.json({
    users: [
      {
        localId: localIdFor(email),
        email,
        displayName,
        emailVerified: false,
        providerUserInfo: [
          { providerId: 'password', rawId: email, email, federatedId: email, displayName },
        ],
        createdAt: '1763683200000',
        lastLoginAt: '1763683200000',
      },
    ],
  });
}

/** accounts:update (profile, e-mail or password change): answers with the account as changed. */
async function updated({ request }: { request: Request }) {
  const body = await jsonBody(request);
  const before = accountIn(text(body.idToken) ?? '');
  const after: Account = {
    email: text(body.email) ?? before.email,
    displayName: text(body.displayName) ?? before.displayName,
  };
  return HttpResponse.json({ kind: 'identitytoolkit#SetAccountInfoResponse', ...session(after) });
}

async function oobCodeSent({ request }: { request: Request }) {
  const email = text((await jsonBody(request)).email);
  return HttpResponse.json({ kind: 'identitytoolkit#GetOobConfirmationCodeResponse', email });
}

/** accounts:resetPassword, which also answers verifyPasswordResetCode: the code's account. */
const passwordReset = () =>
  HttpResponse.json({
    kind: 'identitytoolkit#ResetPasswordResponse',
    email: 'shopper@voltbay.example',
    requestType: 'PASSWORD_RESET',
  });

/** securetoken's refresh: a form-encoded body in, snake_case out. */
async function tokenRefreshed({ request }: { request: Request }) {
  const form = new URLSearchParams(await request.text());
  const account = accountInRefreshToken(form.get('refresh_token') ?? '');
  const token = idToken(account);
  return HttpResponse.json({
    access_token: token,
    id_token: token,
    expires_in: '3600',
    token_type: 'Bearer',
    refresh_token: refreshToken(account),
    user_id: localIdFor(account.email),
    project_id: 'demo-voltbay',
  });
}

/** The project's password policy as `/v2/passwordPolicy` gives it (the emulator has none). */
const policy = (customStrengthOptions: object, enforcementState: 'OFF' | 'ENFORCE') =>
  HttpResponse.json({
    customStrengthOptions,
    allowedNonAlphanumericCharacters: [...'!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'],
    enforcementState,
    forceUpgradeOnSignin: false,
    schemaVersion: 1,
  });

/** The identity service's error body, as Firebase's servers and the emulator send it. */
function identityError(message: string) {
  return HttpResponse.json(
    { error: { code: 400, message, errors: [{ message, domain: 'global', reason: 'invalid' }] } },
    { status: 400 },
  );
}

const failWith = (call: AccountsCall, message: string) =>
  http.post(accounts(call), () => identityError(message));
const failTokenRefresh = (message: string) => http.post(tokenRefresh, () => identityError(message));

/**
 * accounts:update fails only when it changes the password; profile updates go on as usual. With
 * `once`, only the first such call (or profile update) is answered here.
 */
const failPasswordChange = (message: string, options?: { once: boolean }) =>
  http.post(
    accounts('update'),
    async ({ request }) =>
      'password' in (await jsonBody(request.clone())) ? identityError(message) : undefined,
    options,
  );

/** What a server that refuses a password says, wherever a new password is set. */
const refusePasswords = (message: string) => [
  failWith('signUp', message),
  failWith('resetPassword', message),
  failPasswordChange(message),
];

const WEAK_PASSWORD = 'WEAK_PASSWORD : Password should be at least 6 characters';
const UNMET_REQUIREMENTS =
  'PASSWORD_DOES_NOT_MEET_REQUIREMENTS : Missing password requirements: [Password must contain ' +
  'at least 8 characters, Password must contain an upper case character, Password must contain ' +
  'a numeric character, Password must contain a non-alphanumeric character]';

/**
 * The shop's password policy as the project has it (docs/qa.md, "Accounts and sign-in"): at least 8
 * characters, no composition rules, Firebase's own maximum.
 */
const shopPasswordPolicy = () =>
  policy({ minPasswordLength: 8, maxPasswordLength: 4096 }, 'ENFORCE');

/** Every call succeeds: sign-up and sign-in return a fresh session for the e-mail given. */
export const successHandlers: RequestHandler[] = [
  http.post(accounts('signUp'), signedIn),
  http.post(accounts('signInWithPassword'), signedIn),
  http.post(accounts('lookup'), lookedUp),
  http.post(accounts('update'), updated),
  http.post(accounts('sendOobCode'), oobCodeSent),
  http.post(accounts('resetPassword'), passwordReset),
  http.post(tokenRefresh, tokenRefreshed),
  http.get(passwordPolicy, shopPasswordPolicy),
];

/**
 * Named scenarios, one per error code the UI handles, named by that code:
 * `server.use(...scenarios['too-many-requests'])` in a test, `?scenario=too-many-requests` in the
 * browser in development (src/app/qa-scenario.ts).
 */
export const scenarios = {
  success: successHandlers,
  'invalid-credential': [failWith('signInWithPassword', 'INVALID_LOGIN_CREDENTIALS')],
  'wrong-password': [failWith('signInWithPassword', 'INVALID_PASSWORD')],
  'user-not-found': [
    failWith('signInWithPassword', 'EMAIL_NOT_FOUND'),
    failWith('sendOobCode', 'EMAIL_NOT_FOUND'),
  ],
  'email-already-in-use': [failWith('signUp', 'EMAIL_EXISTS')],
  'too-many-requests': [
    failWith('signUp', 'TOO_MANY_ATTEMPTS_TRY_LATER'),
    failWith('signInWithPassword', 'TOO_MANY_ATTEMPTS_TRY_LATER'),
    failWith('sendOobCode', 'RESET_PASSWORD_EXCEED_LIMIT'),
  ],
  'network-request-failed': [http.all(anyIdentityCall, () => HttpResponse.error())],
  'user-disabled': [
    failWith('signInWithPassword', 'USER_DISABLED'),
    failWith('lookup', 'USER_DISABLED'),
    failTokenRefresh('USER_DISABLED'),
  ],
  'weak-password': refusePasswords(WEAK_PASSWORD),
  'password-does-not-meet-requirements': [
    ...refusePasswords(UNMET_REQUIREMENTS),
    // The SDK's validatePassword() and its re-fetch after this error read the policy.
    http.get(passwordPolicy, () =>
      policy(
        {
          minPasswordLength: 8,
          containsUppercaseCharacter: true,
          containsLowercaseCharacter: true,
          containsNumericCharacter: true,
          containsNonAlphanumericCharacter: true,
        },
        'ENFORCE',
      ),
    ),
  ],
  'user-token-expired': [failWith('lookup', 'TOKEN_EXPIRED'), failTokenRefresh('TOKEN_EXPIRED')],
  // Once, so the change goes through after the shopper has confirmed the current password.
  'requires-recent-login': [failPasswordChange('CREDENTIAL_TOO_OLD_LOGIN_AGAIN', { once: true })],
} satisfies Record<string, RequestHandler[]>;

export type IdentityScenarioName = keyof typeof scenarios;

/** What each scenario does, in a line: shown by the development QA badge and in docs/qa.md. */
export const scenarioDescriptions: Record<IdentityScenarioName, string> = {
  success: 'every identity call succeeds with a mocked session; no emulator account needed',
  'invalid-credential': 'sign-in fails: wrong e-mail or password (INVALID_LOGIN_CREDENTIALS)',
  'wrong-password': 'sign-in fails: wrong password (INVALID_PASSWORD)',
  'user-not-found': 'sign-in and the password-reset e-mail fail: no such account (EMAIL_NOT_FOUND)',
  'email-already-in-use': 'sign-up fails: the e-mail already has an account (EMAIL_EXISTS)',
  'too-many-requests':
    'sign-up, sign-in and the password-reset e-mail are rate-limited (TOO_MANY_ATTEMPTS_TRY_LATER)',
  'network-request-failed': 'every identity call fails as if offline',
  'user-disabled':
    'sign-in, session check and token refresh fail: account disabled (USER_DISABLED)',
  'weak-password':
    'sign-up, password reset and password change refuse the password as too short (WEAK_PASSWORD)',
  'password-does-not-meet-requirements':
    'sign-up, password reset and password change refuse the password under a stricter policy ' +
    "than the shop's (8+ characters, upper and lower case, digit, symbol); the form names it",
  'user-token-expired':
    'the session is over: session check and token refresh answer TOKEN_EXPIRED; reload while signed in',
  'requires-recent-login':
    'the first password change on the account page asks for the current password ' +
    '(CREDENTIAL_TOO_OLD_LOGIN_AGAIN), then goes through',
};
