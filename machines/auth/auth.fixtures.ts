import type { User } from './auth.types.ts';

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
