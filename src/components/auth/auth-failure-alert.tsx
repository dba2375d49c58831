import { Button } from '@chakra-ui/react';
import { selectFailure, selectIsUnavailable } from '#machines/auth/auth.selectors.ts';
import type { AuthFlow } from '#machines/auth/auth.types.ts';
import { AuthActor } from '#src/actors/auth-actor.ts';
import { accountText, authErrorMessage } from '#src/content/messages.ts';
import { Notice } from '#src/components/ui/notice.tsx';
import { AuthErrorAlert } from './auth-error-alert.tsx';

/** The message for the session's last failure in one of `flows`, or for a service that is down. */
export function AuthFailureAlert({ flows }: { flows: AuthFlow[] }) {
  const auth = AuthActor.useActorRef();
  const failure = AuthActor.useSelector(selectFailure);
  const isUnavailable = AuthActor.useSelector(selectIsUnavailable);

  if (isUnavailable) {
    return (
      <Notice
        status="warning"
        title={accountText.unavailable}
        action={
          <Button size="sm" variant="outline" onClick={() => auth.send({ type: 'auth.retry' })}>
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
