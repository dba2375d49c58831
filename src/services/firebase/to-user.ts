import type { User as FirebaseUser } from 'firebase/auth';
import type { User } from '#machines/auth/auth.types.ts';

/** Copies what the shop needs out of Firebase's live user object into plain data. */
export function toUser(user: FirebaseUser): User {
  return {
    uid: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    displayName: user.displayName,
    photoURL: user.photoURL,
    phoneNumber: user.phoneNumber,
    tenantId: user.tenantId,
    isAnonymous: user.isAnonymous,
    providerData: user.providerData.map((provider) => ({
      providerId: provider.providerId,
      uid: provider.uid,
      displayName: provider.displayName,
      email: provider.email,
      photoURL: provider.photoURL,
    })),
    metadata: {
      creationTime: user.metadata.creationTime ?? null,
      lastSignInTime: user.metadata.lastSignInTime ?? null,
    },
  };
}
