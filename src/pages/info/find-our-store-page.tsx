import { InfoPage } from '#src/components/content/info-page.tsx';
import { StoreList } from '#src/components/content/store-list.tsx';
import { usePageContent } from '#src/components/content/use-page-content.ts';
import { loadPage } from '#src/content/pages/index.ts';

export const findOurStoreLoader = () => loadPage('find-our-store');

export function FindOurStorePage() {
  return (
    <InfoPage content={usePageContent()} maxW="4xl">
      <StoreList headingLevel="h2" />
    </InfoPage>
  );
}
