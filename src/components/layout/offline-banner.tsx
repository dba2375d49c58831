import { Box } from '@chakra-ui/react';
import { shellText } from '#src/content/messages.ts';
import { useOnline } from '#src/components/ui/use-online.ts';

/**
 * Says so at the top of the shop while the browser is offline, and leaves by itself when the
 * connection is back. Part of the app shell, not a lazy chunk: offline, a chunk could not load.
 * The polite status is always there, empty and zero-high online, so screen readers announce
 * the text when it arrives and a first view (online) has nothing to shift.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <Box role="status" aria-live="polite">
      {!online && (
        <Box bg="bg.inverted" color="fg.inverted" textAlign="center" fontSize="sm" px="4" py="2">
          {shellText.offline}
        </Box>
      )}
    </Box>
  );
}
