import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Notice } from '#src/components/ui/notice.tsx';
import { orderPageText } from '#src/content/orders.ts';
import { failureMessage } from './order-format.ts';

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
          {orderPageText.retry}
        </Button>
      }
    >
      {failureMessage(error)}
    </Notice>
  );
}
