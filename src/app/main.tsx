import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from './react-dom-client.ts';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppErrorBoundary } from './app-error-boundary.tsx';
import { AppProviders } from './app-providers.tsx';
import { keyHistoryEntry } from './history-entry-key.ts';
import { loadMatchedRoutes, loadMatchedRoutesWithin, readRouteData } from './route-data.ts';
import { routes } from './router.tsx';
import {
  hydrateRegionsWhenReached,
  hydrateWaitingRegions,
} from '#src/components/ui/hydrate-on-view.tsx';
import { PageLeftToTheBrowser } from '#src/components/layout/page-left-to-the-browser.ts';
import { nextTask } from '#src/services/next-task.ts';

// Development only, before Firebase's first call: `?scenario=<name>` has MSW answer the identity
// calls (docs/qa.md, "Scenarios"). The production build drops this line and the module.
if (import.meta.env.DEV) await (await import('./qa-scenario.ts')).startQaScenario();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The build's pages, prerendered ones and the app shell (app.html), come drawn, with the theme's
// global CSS in their head; the development server's index.html comes empty.
const drawnByTheBuild = container.hasChildNodes();

// A prerendered page (the production build, scripts/prerender.ts) is hydrated from the data it
// was rendered with; the app shell (app.html: pages known only in the browser) is hydrated too,
// and its page drawn in place of its loading status (`PageLeftToTheBrowser`). The
// development server's empty page is rendered from scratch, and so is a prerendered page whose
// code does not come (offline, too slow): the router then shows the error page with Try again,
// not a page that looks ready but never responds.
const routeData = readRouteData();
const pageLeftToTheBrowser = drawnByTheBuild && !routeData;
// Evaluating the app's modules and matching the address to its routes are separate tasks too.
if (routeData) await nextTask();
const hydrationData =
  routeData &&
  (await loadMatchedRoutes(routes, window.location).then(
    () => routeData.hydration,
    () => undefined,
  ));
// Evaluating the page's modules and hydrating are separate tasks: input can come between.
if (hydrationData) await nextTask();
// Development only: the first render waits (up to a second) for the page's code, so that React
// draws the page at once. Drawing the loading state first, then the page in a new tree, cost a
// fresh tab on the development server about a second (docs/performance-log.md, "2026-11-29: A
// fresh tab on the development server"). The router then starts with the page, as from a
// prerendered page's data (the pages have no loader data): it leaves the scroll position alone,
// and a reload or Back returns where the shopper was (use-first-page-scroll.ts), as on the build.
// A router that has its page before it renders would scroll to the top instead: React Router's
// first restore comes before RouterProvider listens, and is lost.
const startsWithPage =
  import.meta.env.DEV &&
  !hydrationData &&
  (await loadMatchedRoutesWithin(routes, window.location, 1000));
// A page load starts at the top, a reload and back and forward where the shopper was.
keyHistoryEntry();
const router = createBrowserRouter(routes, {
  hydrationData: hydrationData ?? (startsWithPage ? {} : undefined),
});
// Before React renders any change of the router's state, in a transition that would wait for them.
router.subscribe(hydrateWaitingRegions);
const renderedForAnotherAddress =
  hydrationData && (window.location.search !== '' || window.location.pathname !== routeData?.path);

/**
 * Runs the loaders again once the page is hydrated: it was rendered for one address, and a static
 * host serves the same file for `/products?brand=apple&page=2`, and one order's page for every
 * order's. Not before: data that arrived while React hydrates would not match the HTML. It wraps
 * the router rather than sitting beside it: a sibling would change every `useId` below, and the
 * ids would no longer match the HTML's.
 */
function LoadWhatTheAddressAsks({ children }: { children: ReactNode }) {
  useEffect(() => {
    if (renderedForAnotherAddress) void router.revalidate();
  }, []);
  return children;
}

const app = (
  <StrictMode>
    <AppErrorBoundary>
      <AppProviders prerendered={drawnByTheBuild}>
        <LoadWhatTheAddressAsks>
          <PageLeftToTheBrowser value={pageLeftToTheBrowser}>
            <RouterProvider router={router} />
          </PageLeftToTheBrowser>
        </LoadWhatTheAddressAsks>
      </AppProviders>
    </AppErrorBoundary>
  </StrictMode>
);
if (hydrationData || pageLeftToTheBrowser) {
  // The app shell's layout is hydrated with the page's code and data in: the router's first
  // state is then the page's, and the layout is not drawn again when it comes.
  if (pageLeftToTheBrowser) await pageReady(router);
  // Creating the router and starting to hydrate are separate tasks too.
  await nextTask();
  hydrateRegionsWhenReached();
  // In a transition, React hydrates in slices of a few milliseconds with the browser's work in
  // between; otherwise the page's first hydration is one task (React 19 does not slice it).
  startTransition(() => void hydrateRoot(container, app));
} else {
  // A prerendered page whose code did not come is replaced once, by the error page.
  if (drawnByTheBuild) await pageReady(router);
  const root = createRoot(container);
  // A transition renders in slices with the browser's work in between, where a plain render is
  // one long task. Only with the page in: RouterProvider reads the router's state when it renders
  // and listens from its layout effect, so a change that came between the two would be lost.
  if (router.state.initialized) startTransition(() => root.render(app));
  else root.render(app);
}

/** Resolves when the router has loaded the page it starts with (its code and its data). */
function pageReady(started: typeof router): Promise<void> {
  return new Promise((resolve) => {
    if (started.state.initialized) return resolve();
    const unsubscribe = started.subscribe((next) => {
      if (!next.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
