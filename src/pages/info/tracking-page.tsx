import { InfoPage } from '#src/components/content/info-page.tsx';
import { usePageContent } from '#src/components/content/use-page-content.ts';
import { loadPage } from '#src/content/pages/index.ts';
import { TrackingForm } from './tracking-form.tsx';

export const trackingLoader = () => loadPage('tracking');

export function TrackingPage() {
  return (
    <InfoPage content={usePageContent()}>
      <TrackingForm />
    </InfoPage>
  );
}
