import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '#src/actors/use-auth.ts';
import { RETURN_PARAM, safeReturnPath } from '#src/routing/return-path.ts';

/**
 * Where this auth page sends the shopper when done: the `returnTo` parameter, else the `from` of
 * the navigation state, and only when it is a path on this site.
 */
export function useReturnPath(): string {
  const [params] = useSearchParams();
  const { state } = useLocation() as { state: { from?: unknown } | null };
  return safeReturnPath(params.get(RETURN_PARAM) ?? state?.from);
}

/** Leaves the page for `to` as soon as the shopper is signed in (also when already signed in). */
export function useLeaveWhenSignedIn(to: string) {
  const { isSignedIn } = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    if (isSignedIn) void navigate(to, { replace: true });
  }, [isSignedIn, navigate, to]);
}

/** A failure message belongs to the page it happened on: clear it when the shopper leaves. */
export function useFailureClearedOnLeave() {
  const { dismissFailure } = useAuth();
  useEffect(() => dismissFailure, [dismissFailure]);
}
