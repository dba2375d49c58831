import { Button } from '@chakra-ui/react';
import type { AuthFlow } from '#machines/auth/auth.types.ts';
import { useAuth } from '#src/actors/use-auth.ts';
import { authErrorMessage } from '#src/content/auth.ts';
import { accountText } from '#src/content/messages.ts';
import { Notice } from '#src/components/ui/notice.tsx';
import { AuthErrorAlert } from './auth-error-alert.tsx';

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
        {authErrorMessage('network-request-failed')}
      </Notice>
    );
  }
  return <AuthErrorAlert error={failure && flows.includes(failure.flow) ? failure.error : null} />;
}
