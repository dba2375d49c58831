import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface NoticeProps {
  status: 'success' | 'info' | 'warning' | 'error';
  title?: ReactNode;
  children?: ReactNode;
  /** A control beside the message, such as a retry button. */
  action?: ReactNode;
  /** How it is announced, when not as its status implies. */
  role?: 'alert' | 'status';
}

/**
 * A message about what just happened on a page or form. Problems (warning, error) are announced
 * at once as alerts; news (success, info) politely, as a status.
 */
export function Notice({ status, title, children, action, role }: NoticeProps) {
  const isProblem = status === 'error' || status === 'warning';
  return (
    <Alert.Root status={status} role={role ?? (isProblem ? 'alert' : 'status')}>
      <Alert.Indicator />
      {/* A long word (an e-mail address, an order link) wraps instead of leaving the box. */}
      <Alert.Content minW="0" overflowWrap="anywhere">
        {title && <Alert.Title>{title}</Alert.Title>}
        {children && <Alert.Description>{children}</Alert.Description>}
      </Alert.Content>
      {action}
    </Alert.Root>
  );
}
