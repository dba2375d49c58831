import { Center, Spinner } from '@chakra-ui/react';
import { shellText } from '#src/content/messages.ts';

/** Where a page will be while it loads: a screen tall, so the footer stays out of view until the
 * page arrives (otherwise it jumps: a layout shift of 0.15 on a phone). */
export function PageLoading() {
  return (
    <Center minH="100vh" role="status" aria-label={shellText.pageLoading}>
      <Spinner size="lg" color="brand.fg" />
    </Center>
  );
}
