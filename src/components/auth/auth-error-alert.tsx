import type { ReactNode } from 'react';
import { AuthError } from '#machines/auth/auth.types.ts';
import { authErrorMessage } from '#src/content/auth.ts';
import { Notice } from '#src/components/ui/notice.tsx';

/**
 * A form's own message for a failed identity call (beyond the toast), announced as it appears.
 * A blocked popup is news, not a failure: the shopper is on the way to Google.
 */
export function AuthErrorAlert({ error, children }: { error: unknown; children?: ReactNode }) {
  if (!error) return null;
  const known = error instanceof AuthError ? error : null;
  const code = known?.code ?? 'internal-error';
  return (
    <Notice status={code === 'popup-blocked' ? 'info' : 'error'} role="alert">
      {authErrorMessage(code, known?.passwordRequirements)} {children}
    </Notice>
  );
}
