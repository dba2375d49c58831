import { InfoPage } from '../../components/content/info-page';
import { StoreList } from '../../components/content/store-list';
import { usePageContent } from '../../components/content/use-page-content';
import { loadPage } from '../../content/pages';

export const findOurStoreLoader = () => loadPage('find-our-store');

export function FindOurStorePage() {
  return (
    <InfoPage content={usePageContent()} maxW="4xl">
      <StoreList headingLevel="h2" />
    </InfoPage>
  );
}
