import { useEffect, useMemo } from 'react';
import { selectIsLoading, selectUser } from '#machines/auth/auth.selectors.ts';
import type { Credentials, SignUpDetails } from '#machines/auth/auth.types.ts';
import { startAuthNow } from '#src/services/firebase/index.ts';
import { AuthActor } from './auth-actor.ts';

/**
 * The session as the original design's auth context had it: `user`, `loading`, and the four
 * actions, each an event to the auth machine. For more (the flow under way, the last failure),
 * read the machine with `AuthActor.useSelector(selectX)`.
 */
export function useAuth() {
  const auth = AuthActor.useActorRef();
  const user = AuthActor.useSelector(selectUser);
  const loading = AuthActor.useSelector(selectIsLoading);
  return useMemo(
    () => ({
      user,
      loading,
      signupEmailPass: (details: SignUpDetails) => auth.send({ type: 'signUp.submit', details }),
      loginWithEmail: (credentials: Credentials) =>
        auth.send({ type: 'logIn.submit', credentials }),
      loginWithGoogle: () => auth.send({ type: 'google.submit' }),
      logout: () => auth.send({ type: 'logOut.submit' }),
    }),
    [auth, user, loading],
  );
}

/**
 * Starts the session when the calling component mounts, instead of when the browser is next idle:
 * for what shows the session's state as soon as it is on screen (the auth pages, the drawers).
 */
export function useAuthNow() {
  useEffect(startAuthNow, []);
}
