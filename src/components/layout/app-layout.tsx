import { Box, Flex } from '@chakra-ui/react';
import { Suspense, use, type ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { shellText } from '#src/content/messages.ts';
import { OfflineBanner } from './offline-banner.tsx';
import { HydrateOnView } from '#src/components/ui/hydrate-on-view.tsx';
import { PageLoading } from '#src/components/ui/page-loading.tsx';
import { useHydrated } from '#src/components/ui/use-hydrated.ts';
import { PageLeftToTheBrowser } from './page-left-to-the-browser.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { SCROLL_POSITIONS_KEY, useFirstPageScroll } from './use-first-page-scroll.ts';
import { useFocusPageOnNavigation } from './use-focus-page-on-navigation.ts';

const MAIN_ID = 'main-content';

/**
 * A component of its own, so that a new address (a filter, a checkout step) redraws only what
 * reads it, not the layout with the header and footer: on a slow phone that redraw was a long
 * task after each checkout step (~150 ms at 4x CPU).
 */
function FocusPageOnNavigation({ whileLoading }: { whileLoading: boolean }) {
  useFocusPageOnNavigation(MAIN_ID, { whileLoading });
  return null;
}

/**
 * The app shell's loading status while React hydrates it, then the page. The page's first render
 * is a transition of its own (`useHydrated`), which React renders in slices; a Suspense boundary
 * left to the browser instead is rendered at default priority, in one long task (1.0 s at 4x CPU
 * for the search page, docs/performance-log.md, 2026-12-01).
 */
function PageOnceHydrated({ page }: { page: ReactNode }) {
  const hydrated = useHydrated();
  // A reload or Back returns to where the shopper was once the page is drawn, not while the
  // status, shorter than the page, would cap the position.
  useFirstPageScroll({ whileLoading: !hydrated });
  return hydrated ? page : <PageLoading />;
}

/**
 * Header, the routed page (or `children`: the error page, the first load's placeholder) and
 * footer, in one Suspense boundary: React hydrates a prerendered page's boundary in short tasks
 * that input can come between, instead of in one long task, and commits it at once, so the whole
 * page works from the moment the header's counts show (with a boundary each, the header could
 * work while the page below it did not yet). In an app started from the app shell, the page comes
 * once the layout is hydrated (`PageLeftToTheBrowser`).
 */
export function AppLayout({
  children,
  whileLoading = false,
}: {
  children?: ReactNode;
  /** It holds the placeholder shown while the first page's code and data load. */
  whileLoading?: boolean;
}) {
  const pageLeftToTheBrowser = use(PageLeftToTheBrowser);
  useFirstPageScroll({ whileLoading: whileLoading || pageLeftToTheBrowser });
  const page = children ?? <Outlet />;
  return (
    <Suspense>
      <FocusPageOnNavigation whileLoading={whileLoading} />
      <Flex direction="column" minH="100dvh">
        <Box
          asChild
          position="absolute"
          left="2"
          top="-20"
          zIndex="skipNav"
          bg="bg"
          px="4"
          py="2"
          borderRadius="md"
          _focusVisible={{ top: '2' }}
        >
          <a href={`#${MAIN_ID}`}>{shellText.skipToContent}</a>
        </Box>
        <OfflineBanner />
        <SiteHeader />
        {/* At least a screen tall, like the loading placeholder, so a short page arriving never
          pulls the footer up into view (a layout shift). */}
        <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" minH="100vh" outline="none">
          {pageLeftToTheBrowser ? <PageOnceHydrated page={page} /> : page}
        </Box>
        <HydrateOnView>
          <SiteFooter />
        </HydrateOnView>
      </Flex>
      {/* A new page starts at its top; back, forward and a reload return to where the shopper
          was (each history entry has its own key: app/history-entry-key.ts; a document opened by
          Back on the development server: use-first-page-scroll.ts). */}
      <ScrollRestoration storageKey={SCROLL_POSITIONS_KEY} />
    </Suspense>
  );
}
