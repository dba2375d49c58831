import { Alert, Button } from '@chakra-ui/react';
import { selectFailure, selectIsUnavailable } from '../../../machines/auth/auth.selectors';
import type { AuthFlow } from '../../../machines/auth/auth.types';
import { AuthActor } from '../../app/auth-actor';
import { accountText, authErrorMessage } from '../../content/messages';
import { AuthErrorAlert } from './auth-error-alert';

/** The message for the session's last failure in one of `flows`, or for a service that is down. */
export function AuthFailureAlert({ flows }: { flows: AuthFlow[] }) {
  const auth = AuthActor.useActorRef();
  const failure = AuthActor.useSelector(selectFailure);
  const isUnavailable = AuthActor.useSelector(selectIsUnavailable);

  if (isUnavailable) {
    return (
      <Alert.Root status="warning" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{accountText.unavailable}</Alert.Title>
          <Alert.Description>{authErrorMessage('network-request-failed')}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => auth.send({ type: 'auth.retry' })}>
          {accountText.retry}
        </Button>
      </Alert.Root>
    );
  }
  return <AuthErrorAlert error={failure && flows.includes(failure.flow) ? failure.error : null} />;
}
