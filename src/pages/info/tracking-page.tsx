import { InfoPage } from '#src/components/content/info-page.tsx';
import { usePageContent } from '#src/components/content/use-page-content.ts';
import { loadPage } from '#src/content/pages/index.ts';
import { TrackingForm } from '#src/features/orders/tracking-form.tsx';
import type { PageRoute } from '#src/routing/load-page-module.ts';

const trackingLoader = () => loadPage('tracking');

function TrackingPage() {
  return (
    <InfoPage content={usePageContent()}>
      <TrackingForm />
    </InfoPage>
  );
}

/** The route's part that lives here (src/app/router.tsx loads it on first visit). */
export const route: PageRoute = { loader: trackingLoader, Component: TrackingPage };
