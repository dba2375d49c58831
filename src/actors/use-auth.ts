import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AuthEmitted, authMachine } from '#machines/auth/auth.machine.ts';
import {
  selectFailure,
  selectHasPassword,
  selectIsLoading,
  selectIsSignedIn,
  selectIsSignedOut,
  selectIsUnavailable,
  selectPendingFlow,
  selectUser,
  selectUserLabel,
} from '#machines/auth/auth.selectors.ts';
import type { Credentials, SignUpDetails, User } from '#machines/auth/auth.types.ts';
import { startAuthNow } from '#src/services/firebase/index.ts';
import { useAnnouncements, usePicks } from './app-actor-hooks.ts';
import { AuthActor } from './auth-actor.ts';

/** What components show of the session, each by its selector, read in one subscription. */
const sessionPicks = {
  user: selectUser,
  loading: selectIsLoading,
  /** The header's name for the shopper: the display name, else the e-mail. */
  userLabel: selectUserLabel,
  isSignedIn: selectIsSignedIn,
  /** Signed out and nothing under way: a sign-in flow can start. */
  isSignedOut: selectIsSignedOut,
  /** The identity service could not be reached; `retry` tries again. */
  isUnavailable: selectIsUnavailable,
  hasPassword: selectHasPassword,
  /** The flow under way, if any: its button shows progress. */
  pendingFlow: selectPendingFlow,
  /** The last flow that failed and why, until `dismissFailure` or the next try. */
  failure: selectFailure,
};

/** The flows a component can start, each named for the event it sends the auth machine. */
const authFlows = (auth: ActorRefFrom<typeof authMachine>) => ({
  signUp: (details: SignUpDetails) => auth.send({ type: 'signUp.submit', details }),
  logIn: (credentials: Credentials) => auth.send({ type: 'logIn.submit', credentials }),
  logInWithGoogle: () => auth.send({ type: 'google.submit' }),
  logOut: () => auth.send({ type: 'logOut.submit' }),
  updateDisplayName: (displayName: string) => auth.send({ type: 'profile.submit', displayName }),
  /** The account as the identity service has it now (`reloadUser`: its e-mail confirmed). */
  accountChanged: (user: User) => auth.send({ type: 'auth.changed', user }),
  /** Asks the identity service again after it could not be reached. */
  retry: () => auth.send({ type: 'auth.retry' }),
  /** The shopper left the form that showed the last failure. */
  dismissFailure: () => auth.send({ type: 'failure.dismiss' }),
});

/**
 * The session, for components and pages: what it is, and the flows they can start. The only way
 * the UI reads or drives the app-wide auth actor.
 */
export function useAuth() {
  return usePicks(AuthActor, sessionPicks, authFlows);
}

/**
 * Calls `listener` with each thing the session announces (a flow started, succeeded or failed; a
 * session that ended) while the calling component is mounted. Keep `listener` the same function
 * from render to render (define it outside the component), or it is subscribed again each time.
 */
export function useAuthAnnouncements(listener: (announcement: AuthEmitted) => void) {
  useAnnouncements(AuthActor.useActorRef(), listener);
}

/**
 * Starts the session when the calling component mounts, instead of when the browser is next idle:
 * for what shows the session's state as soon as it is on screen (the auth pages, the drawers).
 */
export function useAuthNow() {
  useEffect(startAuthNow, []);
}
