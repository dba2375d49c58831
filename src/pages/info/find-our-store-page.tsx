import { InfoPage } from '#src/components/content/info-page.tsx';
import { StoreList } from '#src/components/content/store-list.tsx';
import { usePageContent } from '#src/components/content/use-page-content.ts';
import { loadPage } from '#src/content/pages/index.ts';
import type { PageRoute } from '#src/routing/load-page-module.ts';

const findOurStoreLoader = () => loadPage('find-our-store');

export function FindOurStorePage() {
  return (
    <InfoPage content={usePageContent()} maxW="4xl">
      <StoreList headingLevel="h2" />
    </InfoPage>
  );
}

/** The route's part that lives here (src/app/router.tsx loads it on first visit). */
export const route: PageRoute = { loader: findOurStoreLoader, Component: FindOurStorePage };
