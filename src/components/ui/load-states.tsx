import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Notice } from '#src/components/ui/notice.tsx';
import { loadText } from '#src/content/load-states.ts';
import { ShopApiError } from '#src/services/shop-api/api-client.ts';
import { shopperMessage } from '#src/services/shopper-message.ts';

/**
 * What to tell the shopper about a failed call to the shop's server: no connection, the
 * server's own reason, or that it cannot answer now.
 */
export function failureMessage(error: unknown): string {
  if (error instanceof ShopApiError && error.code === 'offline') return loadText.offline;
  return shopperMessage(error) ?? loadText.unavailable;
}

/** What is loading, said (politely announced) over a placeholder of about its height. */
export function Loading({ text, height }: { text: string; height: string }) {
  return (
    <Stack gap="2" aria-busy="true">
      <Text role="status" color="fg.muted">
        {text}
      </Text>
      <Skeleton h={height} />
    </Stack>
  );
}

/** Loading failed: why (no connection, the server's reason, or down), and Try again. */
export function LoadFailure({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <Notice
      status="error"
      title={title}
      action={
        <Button size="sm" variant="outline" onClick={onRetry}>
          {loadText.retry}
        </Button>
      }
    >
      {failureMessage(error)}
    </Notice>
  );
}

/**
 * A list's states before its rows (the staff's lists): loading, failed with Try again, or empty;
 * nothing once it has rows.
 */
export function ListStates({
  rows,
  error,
  loadingText,
  loadingHeight,
  failedTitle,
  emptyText,
  onRetry,
}: {
  /** The rows once listed, else null. */
  rows: readonly unknown[] | null;
  /** Why listing failed, else null. */
  error: unknown;
  loadingText: string;
  loadingHeight: string;
  failedTitle: string;
  emptyText: string;
  onRetry: () => void;
}) {
  if (error !== null) return <LoadFailure title={failedTitle} error={error} onRetry={onRetry} />;
  if (rows === null) return <Loading text={loadingText} height={loadingHeight} />;
  return rows.length === 0 ? <Text>{emptyText}</Text> : null;
}
