import { HttpResponse, http, type RequestHandler } from 'msw';

/**
 * MSW handlers for the identity-toolkit endpoints the Firebase SDK calls (spec §7), for the errors
 * the Auth emulator cannot produce. They match any host, so they answer calls meant for Google's
 * servers and for the emulator alike.
 */
type Endpoint = 'signUp' | 'signInWithPassword' | 'lookup' | 'update';

// A RegExp, because in a path pattern the `:signUp` of `accounts:signUp` reads as a parameter.
const endpoint = (name: Endpoint) =>
  new RegExp(`/identitytoolkit\\.googleapis\\.com/v1/accounts:${name}(\\?|$)`);
const anyIdentityCall = /\/(identitytoolkit|securetoken)\.googleapis\.com\//;

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned ID token, as the emulator issues; the SDK reads its expiry and user id. */
function idToken(localId: string, email: string) {
  const now = Math.floor(Date.now() / 1000);
  const claims = { iss: 'voltbay-msw', aud: 'demo-voltbay', sub: localId, user_id: localId };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, email, iat: now, exp: now + 3600 })}.`;
}

const localIdFor = (email: string) => `msw-${email.replace(/[^a-z0-9]/gi, '-')}`;

async function readEmail(request: Request): Promise<string> {
  const body = (await request.json()) as { email?: string };
  return body.email ?? 'shopper@voltbay.example';
}

async function signedIn({ request }: { request: Request }) {
  const email = await readEmail(request);
  const localId = localIdFor(email);
  return HttpResponse.json({
    kind: 'identitytoolkit#SignupNewUserResponse',
    localId,
    email,
    idToken: idToken(localId, email),
    refreshToken: `refresh-${localId}`,
    expiresIn: '3600',
  });
}

async function lookedUp({ request }: { request: Request }) {
  const body = (await request.json()) as { idToken: string };
  const payload = body.idToken.split('.')[1] ?? '';
  const { sub, email } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
    sub: string;
    email: string;
  };
  return HttpResponse.json({
    users: [
      {
        localId: sub,
        email,
        emailVerified: false,
        providerUserInfo: [{ providerId: 'password', rawId: email, email, federatedId: email }],
        createdAt: '1763683200000',
        lastLoginAt: '1763683200000',
      },
    ],
  });
}

/** The identity service's error body, as Firebase's servers and the emulator send it. */
function identityError(message: string) {
  return HttpResponse.json(
    { error: { code: 400, message, errors: [{ message, domain: 'global', reason: 'invalid' }] } },
    { status: 400 },
  );
}

const failWith = (name: Endpoint, message: string) =>
  http.post(endpoint(name), () => identityError(message));

/** Every call succeeds: sign-up and sign-in return a fresh session for the e-mail given. */
export const successHandlers: RequestHandler[] = [
  http.post(endpoint('signUp'), signedIn),
  http.post(endpoint('signInWithPassword'), signedIn),
  http.post(endpoint('lookup'), lookedUp),
];

/** Named scenarios: `server.use(...scenarios.emailExists)` in a test. */
export const scenarios = {
  success: successHandlers,
  emailExists: [failWith('signUp', 'EMAIL_EXISTS')],
  invalidLoginCredentials: [failWith('signInWithPassword', 'INVALID_LOGIN_CREDENTIALS')],
  tooManyAttempts: [
    failWith('signUp', 'TOO_MANY_ATTEMPTS_TRY_LATER'),
    failWith('signInWithPassword', 'TOO_MANY_ATTEMPTS_TRY_LATER'),
  ],
  userDisabled: [failWith('signInWithPassword', 'USER_DISABLED')],
  networkFailure: [http.all(anyIdentityCall, () => HttpResponse.error())],
} satisfies Record<string, RequestHandler[]>;

export type ScenarioName = keyof typeof scenarios;
