import type { ReactNode } from 'react';
import { AuthError } from '#machines/auth/auth.types.ts';
import { authErrorMessage } from '#src/content/auth.ts';
import { Notice } from '#src/components/ui/notice.tsx';

interface AuthErrorAlertProps {
  error: unknown;
  /** Said instead of the error kind's own message, when the caller knows more (the flow). */
  message?: string;
  children?: ReactNode;
}

/**
 * A form's own message for a failed identity call (beyond the toast), announced as it appears.
 * A blocked popup is news, not a failure: the shopper is on the way to Google.
 */
export function AuthErrorAlert({ error, message, children }: AuthErrorAlertProps) {
  if (!error) return null;
  const known = error instanceof AuthError ? error : null;
  const kind = known?.kind ?? 'unexpected';
  return (
    <Notice status={kind === 'popup-blocked' ? 'info' : 'error'} role="alert">
      {message ?? authErrorMessage(kind, known?.passwordRequirements)} {children}
    </Notice>
  );
}
