import { Button } from '@chakra-ui/react';
import type { AuthErrorKind, AuthFailure, AuthFlow } from '#machines/auth/auth.types.ts';
import { useAuth } from '#src/actors/use-auth.ts';
import { authErrorMessage, googleNeedsInternetText } from '#src/content/auth.ts';
import { accountText } from '#src/content/account.ts';
import { Notice } from '#src/components/ui/notice.tsx';
import { AuthErrorAlert } from './auth-error-alert.tsx';
import { explainFailuresWith } from './auth-toasts.tsx';

// The failure toasts say what this alert says (src/components/auth/auth-toasts.tsx).
explainFailuresWith((error) => authErrorMessage(error.kind, error.passwordRequirements));

/**
 * What a Google sign-in fails with when Google's sign-in script (apis.google.com) cannot load:
 * `unexpected` when the script fails (the SDK's internal error), `unreachable` when its frame times
 * out. The browser may still say it is online (a network that reaches the shop but not Google), so
 * the kinds decide, not `navigator.onLine`.
 */
const GOOGLE_SCRIPT_MISSING: readonly AuthErrorKind[] = ['unexpected', 'unreachable'];

const googleCouldNotLoad = ({ flow, error }: AuthFailure) =>
  flow === 'google' && GOOGLE_SCRIPT_MISSING.includes(error.kind);

/** The message for the session's last failure in one of `flows`, or for a service that is down. */
export function AuthFailureAlert({ flows }: { flows: AuthFlow[] }) {
  const { failure, isUnavailable, retry } = useAuth();

  if (isUnavailable) {
    return (
      <Notice
        status="warning"
        title={accountText.unavailable}
        action={
          <Button size="sm" variant="outline" onClick={retry}>
            {accountText.retry}
          </Button>
        }
      >
        {authErrorMessage('unreachable')}
      </Notice>
    );
  }
  const shown = failure && flows.includes(failure.flow) ? failure : null;
  return (
    <AuthErrorAlert
      error={shown?.error}
      message={shown && googleCouldNotLoad(shown) ? googleNeedsInternetText : undefined}
    />
  );
}
