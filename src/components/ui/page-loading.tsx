import { Center, Spinner } from '@chakra-ui/react';

/** Where a page will be while it loads; tall enough that the footer does not jump up and back. */
export function PageLoading() {
  return (
    <Center minH="70vh" role="status" aria-label="Loading the page">
      <Spinner size="lg" color="brand.fg" />
    </Center>
  );
}
