import { Box, Flex } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { shellText } from '../../content/messages';
import { PageLoading } from '../ui/page-loading';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const MAIN_ID = 'main-content';

/**
 * Header, the routed page (or `children`, for the error page) and footer. Each is its own
 * Suspense boundary: React hydrates a prerendered page boundary by boundary in short tasks that
 * input can come between, instead of in one long task, and the header first.
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh">
      <Box
        asChild
        position="absolute"
        left="2"
        top="-20"
        zIndex="skipLink"
        bg="bg"
        px="4"
        py="2"
        borderRadius="md"
        _focusVisible={{ top: '2' }}
      >
        <a href={`#${MAIN_ID}`}>{shellText.skipToContent}</a>
      </Box>
      <Suspense>
        <SiteHeader />
      </Suspense>
      {/* At least a screen tall, like the loading placeholder, so a short page arriving never
          pulls the footer up into view (a layout shift). */}
      <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" minH="100vh" outline="none">
        <Suspense fallback={<PageLoading />}>{children ?? <Outlet />}</Suspense>
      </Box>
      <Suspense>
        <SiteFooter />
      </Suspense>
    </Flex>
  );
}
