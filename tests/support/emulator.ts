import seedConfig from '../../emulator-data/auth_export/config.json' with { type: 'json' };

/**
 * The Auth emulator's REST API, for tests: the project's settings, create users, read them back.
 * Tests run side by side on one emulator: each works on accounts with e-mails of its own
 * (`newEmail` in test.ts) and never clears or lists the others'.
 * See https://firebase.google.com/docs/emulator-suite/connect_auth#rest-api (emulator only).
 */
const PROJECT_ID = 'demo-voltbay';
const EMULATOR_URL = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
const IDENTITY = `${EMULATOR_URL}/identitytoolkit.googleapis.com/v1`;
// The emulator accepts any API key, and `Bearer owner` as an administrator's credential.
const API_KEY = 'demo-api-key';
const AS_ADMIN = { Authorization: 'Bearer owner' };

export interface TestUser {
  email: string;
  password: string;
  displayName?: string;
  disabled?: boolean;
  /**
   * Its e-mail not confirmed, as a new account's is: the shop's server refuses its posts. Others
   * are confirmed, as most shoppers' accounts are.
   */
  unconfirmed?: boolean;
}

export interface EmulatorAccount {
  localId: string;
  email: string;
  displayName?: string;
  disabled?: boolean;
}

async function call<T>(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  body?: object,
  headers = {},
) {
  const response = await fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body && JSON.stringify(body),
  });
  const answer = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) {
    throw new Error(`${method} ${url}: ${answer.error?.message ?? response.status}`);
  }
  return answer;
}

/**
 * Gives the project the QA seed's settings, which are production's: e-mail enumeration protection
 * on, so a wrong password and an unknown e-mail get the same answer. The tests start the emulator
 * without the seed, and set this once, before the first test (global-setup.ts).
 */
export async function configureProject(): Promise<void> {
  await call('PATCH', `${EMULATOR_URL}/emulator/v1/projects/${PROJECT_ID}/config`, seedConfig);
}

/** Creates an e-mail and password account, disabled when asked; gives its user id. */
export async function createUser(user: TestUser): Promise<string> {
  const { localId } = await call<{ localId: string }>(
    'POST',
    `${IDENTITY}/accounts:signUp?key=${API_KEY}`,
    {
      email: user.email,
      password: user.password,
      displayName: user.displayName,
      returnSecureToken: true,
    },
  );
  if (!user.unconfirmed) {
    await call(
      'POST',
      `${IDENTITY}/projects/${PROJECT_ID}/accounts:update`,
      { localId, emailVerified: true },
      AS_ADMIN,
    );
  }
  if (user.disabled) await disableUser(localId);
  return localId;
}

/** Disables an account, as an administrator would in the Firebase console. */
export async function disableUser(localId: string): Promise<void> {
  await call(
    'POST',
    `${IDENTITY}/projects/${PROJECT_ID}/accounts:update`,
    { localId, disableUser: true },
    AS_ADMIN,
  );
}

/** The last e-mail of `requestType` the emulator "sent" to `email`: its one-time code and link. */
async function lastOobCode(email: string, requestType: 'PASSWORD_RESET' | 'VERIFY_EMAIL') {
  const { oobCodes } = await call<{
    oobCodes: { email: string; requestType: string; oobCode: string; oobLink: string }[];
  }>('GET', `${EMULATOR_URL}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const code = oobCodes
    .filter((entry) => entry.email === email && entry.requestType === requestType)
    .at(-1);
  if (!code) throw new Error(`no ${requestType} e-mail was sent to ${email}`);
  return code;
}

/** The one-time code of the last password-reset e-mail sent to `email`. */
export const passwordResetCode = async (email: string) =>
  (await lastOobCode(email, 'PASSWORD_RESET')).oobCode;

/** The link of the last e-mail that confirms `email`, as the shopper would open it. */
export const emailConfirmationLink = async (email: string) =>
  (await lastOobCode(email, 'VERIFY_EMAIL')).oobLink;

/** The accounts with this e-mail: one at most, as Firebase allows. */
export async function accountsWithEmail(email: string): Promise<EmulatorAccount[]> {
  const { users = [] } = await call<{ users?: EmulatorAccount[] }>(
    'POST',
    `${IDENTITY}/projects/${PROJECT_ID}/accounts:lookup`,
    { email: [email] },
    AS_ADMIN,
  );
  return users;
}

/** Signs in over REST as the SDK would; rejects with the server's message (e.g. USER_DISABLED). */
export async function signInWithPassword(email: string, password: string): Promise<string> {
  return (await signIn(email, password)).localId;
}

/**
 * Signs in over REST: the account's id, a fresh ID token (with its custom claims as now), its
 * refresh token and the ID token's lifetime in seconds.
 */
export async function signIn(email: string, password: string) {
  return call<{ localId: string; idToken: string; refreshToken: string; expiresIn: string }>(
    'POST',
    `${IDENTITY}/accounts:signInWithPassword?key=${API_KEY}`,
    { email, password, returnSecureToken: true },
  );
}

/** The account an ID token is for, as the SDK reads it (`getAccountInfo`). */
export async function lookUp(idToken: string) {
  const { users } = await call<{
    users: (EmulatorAccount & {
      emailVerified?: boolean;
      createdAt: string;
      lastLoginAt: string;
      providerUserInfo?: {
        providerId: string;
        rawId: string;
        email?: string;
        displayName?: string;
      }[];
    })[];
  }>('POST', `${IDENTITY}/accounts:lookup?key=${API_KEY}`, { idToken });
  const [account] = users;
  if (!account) throw new Error('the emulator knows no account for this ID token');
  return account;
}

/** Makes an account the shop's staff: the `staff` custom claim the shop's server reads. */
export async function makeStaff(localId: string): Promise<void> {
  await call(
    'POST',
    `${IDENTITY}/projects/${PROJECT_ID}/accounts:update`,
    { localId, customAttributes: JSON.stringify({ staff: true }) },
    AS_ADMIN,
  );
}
