import { MINUTE } from '#machines/timing.ts';
import type { User } from './auth.types.ts';
import type { TokenTimes } from './token-refresh.machine.ts';

const HOUR = 60 * MINUTE;

/** A signed-in shopper for tests, of machines and of components alike. */
export const testUser: User = {
  uid: 'u1',
  email: 'ada@voltbay.example',
  emailVerified: false,
  displayName: 'Ada Lovelace',
  photoURL: null,
  phoneNumber: null,
  tenantId: null,
  isAnonymous: false,
  providerData: [],
  metadata: { creationTime: null, lastSignInTime: null },
};

/** A token fetched just now with an hour to live, for tests that need one but not its timing. */
export const anHourLeft = (): TokenTimes => {
  const now = Date.now();
  return { issuedAt: now, expiresAt: now + HOUR, readAt: now };
};
