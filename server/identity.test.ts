import { Auth } from 'firebase-admin/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firebaseIdentity, IdentityUnavailableError } from './identity.ts';

// firebase-admin itself, on an Auth emulator address where nothing listens: the server's tests run
// without one (the end-to-end tests check real emulator tokens).

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** An unsigned token as the Auth emulator issues them, for `projectId`'s account `uid`. */
function emulatorToken(projectId: string, uid: string) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + 3600,
  })}.`;
}

describe('firebaseIdentity', () => {
  it('reads a malformed token as no session (401)', async () => {
    vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', '127.0.0.1:9');
    expect(await firebaseIdentity('demo-identity-a')('not-a-token')).toBeNull();
  });

  it('rejects, rather than ending the session, when Firebase cannot be reached', async () => {
    vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', '127.0.0.1:9');
    const verify = firebaseIdentity('demo-identity-b');
    await expect(verify(emulatorToken('demo-identity-b', 'ada'))).rejects.toBeInstanceOf(
      IdentityUnavailableError,
    );
  });

  it("rejects when Google's public keys cannot be fetched, though firebase-admin calls it a bad token", async () => {
    vi.spyOn(Auth.prototype, 'verifyIdToken').mockRejectedValue(
      Object.assign(
        new Error('Error fetching public keys for Google certs: getaddrinfo ENOTFOUND'),
        { code: 'auth/argument-error' },
      ),
    );
    await expect(firebaseIdentity('identity-c')('a.b.c')).rejects.toBeInstanceOf(
      IdentityUnavailableError,
    );
  });
});
