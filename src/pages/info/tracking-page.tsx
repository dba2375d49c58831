import { InfoPage } from '../../components/content/info-page';
import { usePageContent } from '../../components/content/use-page-content';
import { loadPage } from '../../content/pages';
import { TrackingForm } from './tracking-form';

export const trackingLoader = () => loadPage('tracking');

export function TrackingPage() {
  return (
    <InfoPage content={usePageContent()}>
      <TrackingForm />
    </InfoPage>
  );
}
