import { shallowEqual } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
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
import type { Credentials, SignUpDetails } from '#machines/auth/auth.types.ts';
import { startAuthNow } from '#src/services/firebase/index.ts';
import { AuthActor } from './auth-actor.ts';

/** What components show of the session, read in one subscription. */
const selectSession = (snapshot: SnapshotFrom<typeof authMachine>) => ({
  user: selectUser(snapshot),
  loading: selectIsLoading(snapshot),
  /** The header's name for the shopper: the display name, else the e-mail. */
  userLabel: selectUserLabel(snapshot),
  isSignedIn: selectIsSignedIn(snapshot),
  /** Signed out and nothing under way: a sign-in flow can start. */
  isSignedOut: selectIsSignedOut(snapshot),
  /** The identity service could not be reached; `retry` tries again. */
  isUnavailable: selectIsUnavailable(snapshot),
  hasPassword: selectHasPassword(snapshot),
  /** The flow under way, if any: its button shows progress. */
  pendingFlow: selectPendingFlow(snapshot),
  /** The last flow that failed and why, until `dismissFailure` or the next try. */
  failure: selectFailure(snapshot),
});

/**
 * The session, for components and pages: what it is, and the flows they can start, each named for
 * the event it sends the auth machine. The only way the UI reads or drives the app-wide auth actor.
 */
export function useAuth() {
  const auth = AuthActor.useActorRef();
  const session = AuthActor.useSelector(selectSession, shallowEqual);
  const flows = useMemo(
    () => ({
      signUp: (details: SignUpDetails) => auth.send({ type: 'signUp.submit', details }),
      logIn: (credentials: Credentials) => auth.send({ type: 'logIn.submit', credentials }),
      logInWithGoogle: () => auth.send({ type: 'google.submit' }),
      logOut: () => auth.send({ type: 'logOut.submit' }),
      updateDisplayName: (displayName: string) =>
        auth.send({ type: 'profile.submit', displayName }),
      /** Asks the identity service again after it could not be reached. */
      retry: () => auth.send({ type: 'auth.retry' }),
      /** The shopper left the form that showed the last failure. */
      dismissFailure: () => auth.send({ type: 'failure.dismiss' }),
    }),
    [auth],
  );
  return useMemo(() => ({ ...session, ...flows }), [session, flows]);
}

/**
 * Calls `listener` with each thing the session announces (a flow started, succeeded or failed; a
 * session that ended) while the calling component is mounted. Keep `listener` the same function
 * from render to render (define it outside the component), or it is subscribed again each time.
 */
export function useAuthAnnouncements(listener: (announcement: AuthEmitted) => void) {
  const auth = AuthActor.useActorRef();
  useEffect(() => {
    const subscription = auth.on('*', listener);
    return () => subscription.unsubscribe();
  }, [auth, listener]);
}

/**
 * Starts the session when the calling component mounts, instead of when the browser is next idle:
 * for what shows the session's state as soon as it is on screen (the auth pages, the drawers).
 */
export function useAuthNow() {
  useEffect(startAuthNow, []);
}
