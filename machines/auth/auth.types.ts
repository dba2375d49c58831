import type { AUTH_ERROR_CODES } from './auth.error-codes.ts';

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
 * (docs/decisions/sign-in-and-return-paths.md).
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

/** Every error code the shop knows from the identity service (listed in `auth.error-codes.ts`). */
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

/** A failed identity call: `code` drives what the UI says; the message is for logs only. */
export class AuthError extends Error {
  override readonly name = 'AuthError';
  readonly code: AuthErrorCode;
  /** With `password-does-not-meet-requirements`: what the policy asks, when it could be read. */
  readonly passwordRequirements: PasswordRequirements | undefined;

  constructor(code: AuthErrorCode, message: string, passwordRequirements?: PasswordRequirements) {
    super(message);
    this.code = code;
    this.passwordRequirements = passwordRequirements;
  }
}

/**
 * A failed actor's error as an `AuthError`. The Firebase boundary rejects only with these; anything
 * else is a fault of ours, and the shopper reads the general message.
 */
export const asAuthError = (error: unknown): AuthError =>
  error instanceof AuthError ? error : new AuthError('internal-error', String(error));
