import { Alert, Button } from '@chakra-ui/react';
import { selectFailure, selectIsUnavailable } from '../../../machines/auth/auth.selectors';
import type { AuthFlow } from '../../../machines/auth/auth.types';
import { AuthActor } from '../../app/auth-actor';
import { accountText, authErrorMessage } from '../../content/messages';

/**
 * The form's own message for the last failure of one of `flows` (beyond the toast), or for an
 * identity service that cannot be reached. Announced to screen readers as it appears.
 */
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
  if (!failure || !flows.includes(failure.flow)) return null;

  const { code } = failure.error;
  return (
    <Alert.Root status={code === 'popup-blocked' ? 'info' : 'error'} role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{authErrorMessage(code)}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
