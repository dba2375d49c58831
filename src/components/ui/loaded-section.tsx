import { Heading, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useId, type ReactNode } from 'react';
import { LoadFailure } from '#src/components/ui/load-states.tsx';

interface LoadedSectionProps<Loaded> {
  /** The section's anchor (`#reviews`): where a sign-in comes back to. */
  id: string;
  heading: string;
  loadingText: string;
  loadFailedText: string;
  /** What the section shows, as last loaded; null until it first has. */
  loaded: Loaded | null;
  /** Why loading failed, or null. */
  loadError: unknown;
  onRetry: () => void;
  children: (loaded: Loaded) => ReactNode;
}

/**
 * A section of a page filled from the shop's server (a product's reviews, its questions): its
 * heading, then what loaded, or that it is loading, or why it failed with a way to try again.
 */
export function LoadedSection<Loaded>({
  id,
  heading,
  loadingText,
  loadFailedText,
  loaded,
  loadError,
  onRetry,
  children,
}: LoadedSectionProps<Loaded>) {
  const headingId = useId();
  // What loaded is drawn in a deferred render, which React slices between the browser's tasks:
  // the machine's update alone is drawn at once, and a page of reviews at once was a long task
  // of a product page's start on a phone.
  const shown = useDeferredValue(loaded);
  return (
    <Stack as="section" aria-labelledby={headingId} id={id} gap="6" mt={{ base: '12', md: '16' }}>
      <Heading as="h2" id={headingId} size="xl">
        {heading}
      </Heading>
      {loadError !== null ? (
        <LoadFailure title={loadFailedText} error={loadError} onRetry={onRetry} />
      ) : shown === null ? (
        <Text role="status" color="fg.muted">
          {loadingText}
        </Text>
      ) : (
        children(shown)
      )}
    </Stack>
  );
}
