import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AuthError } from '../../../machines/auth/auth.types';
import { authErrorMessage } from '../../content/messages';

/** The message for a failed identity call that is not a session flow (password reset). */
export function SubmitErrorAlert({ error, children }: { error: unknown; children?: ReactNode }) {
  if (!error) return null;
  const message = error instanceof AuthError ? authErrorMessage(error.code) : undefined;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>
          {message ?? authErrorMessage('internal-error')} {children}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
