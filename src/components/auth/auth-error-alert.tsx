import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AuthError } from '../../../machines/auth/auth.types';
import { authErrorMessage } from '../../content/messages';

/**
 * A form's own message for a failed identity call (beyond the toast), announced as it appears.
 * A blocked popup is news, not a failure: the shopper is on the way to Google.
 */
export function AuthErrorAlert({ error, children }: { error: unknown; children?: ReactNode }) {
  if (!error) return null;
  const code = error instanceof AuthError ? error.code : 'internal-error';
  return (
    <Alert.Root status={code === 'popup-blocked' ? 'info' : 'error'} role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>
          {authErrorMessage(code)} {children}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
