/** A signed-in shopper as the app sees it: plain data, no Firebase object. */
export interface User {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  photoURL: string | null;
  phoneNumber: string | null;
  tenantId: string | null;
  isAnonymous: boolean;
  providerData: UserProvider[];
  metadata: { creationTime: string | null; lastSignInTime: string | null };
}

interface UserProvider {
  providerId: string;
  uid: string;
  displayName: string | null;
  email: string | null;
  photoURL: string | null;
}

/** What the signup form sends; the terms were accepted to get here. */
export interface SignUpDetails {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  companyName: string;
}

/** What the login form sends. */
export interface Credentials {
  email: string;
  password: string;
}

/** The things a shopper can ask of the session; each gets a toast and, on failure, a message. */
export type AuthFlow = 'signUp' | 'logIn' | 'google' | 'logOut' | 'profile';

/** The last flow that failed, for the inline message on its form. */
export interface AuthFailure {
  flow: AuthFlow;
  error: AuthError;
}

/**
 * What the project's password policy asks of a new password
 * (docs/decisions/0014-sign-in-and-return-paths.md).
 */
export interface PasswordRequirements {
  minLength: number;
  /** null when the policy sets no maximum of its own. */
  maxLength: number | null;
  lowercase: boolean;
  uppercase: boolean;
  digit: boolean;
  symbol: boolean;
}

/**
 * Why an identity call failed, in the shop's terms: one kind for each failure that the machines,
 * the forms or the toasts treat differently. The Firebase door names them
 * (`src/services/firebase/auth-errors.ts`), so nothing above it knows Firebase's codes
 * (docs/decisions/0021-auth-error-kinds.md).
 */
export type AuthErrorKind =
  /** A wrong e-mail or password; said the same as `no-such-account`, so no form tells which. */
  | 'wrong-credentials'
  /** No account has that e-mail (any more): a deleted account's session is over. */
  | 'no-such-account'
  | 'email-in-use'
  | 'too-many-attempts'
  /** The identity service, or the code that talks to it, could not be reached. */
  | 'unreachable'
  | 'account-disabled'
  /** The session has expired: sign in again. */
  | 'session-expired'
  /** The session was revoked on the server: like `session-expired`, it is over. */
  | 'session-revoked'
  /** Asked before a password change when the last sign-in is too long ago. */
  | 'recent-login-required'
  /** Shorter than the identity service's own minimum. */
  | 'password-too-weak'
  /** Refused by the project's password policy. */
  | 'password-against-policy'
  /** Google's popup was blocked: the shop goes to Google by a redirect instead. */
  | 'popup-blocked'
  | 'popup-closed'
  /** Another Google popup is already open. */
  | 'popup-already-open'
  | 'reset-link-expired'
  /** A reset link that is not valid or was used already. */
  | 'reset-link-invalid'
  /**
   * A cause the identity service named that the shop has no words for (storage refused, a domain
   * it does not allow, ...): the general message, never taken for Google's script not loading.
   */
  | 'unexplained'
  /**
   * No named cause: the identity service's internal error (what it answers in a Google sign-in
   * whose script did not load), a code the shop does not know, or a fault of ours.
   */
  | 'unexpected';

/** A failed identity call: `kind` drives what the UI says; the message is for logs only. */
export class AuthError extends Error {
  override readonly name = 'AuthError';
  readonly kind: AuthErrorKind;
  /** With `password-against-policy`: what the policy asks, when it could be read. */
  readonly passwordRequirements: PasswordRequirements | undefined;

  constructor(kind: AuthErrorKind, message: string, passwordRequirements?: PasswordRequirements) {
    super(message);
    this.kind = kind;
    this.passwordRequirements = passwordRequirements;
  }
}

/**
 * A failed actor's error as an `AuthError`. The Firebase boundary rejects only with these; anything
 * else is a fault of ours, and the shopper reads the general message.
 */
export const asAuthError = (error: unknown): AuthError =>
  error instanceof AuthError ? error : new AuthError('unexpected', String(error));
