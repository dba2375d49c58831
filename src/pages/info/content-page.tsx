import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { InfoPage } from '#src/components/content/info-page.tsx';
import { usePageContent } from '#src/components/content/use-page-content.ts';
import { isPageSlug, loadPage, type PageId } from '#src/content/pages/index.ts';
import type { PageRoute } from '#src/routing/load-page-module.ts';

/** The loader of `/page/:slug`: a slug with no page is the 404 page. */
function policyPageLoader({ params }: LoaderFunctionArgs) {
  // React Router turns a thrown response into the route's error: here the 404 page.
  if (!isPageSlug(params.slug)) throw data(null, { status: 404 });
  return loadPage(params.slug);
}

/** A page that is its markdown only: about, career, blog, press and the policies. */
function ContentPage() {
  return <InfoPage content={usePageContent()} />;
}

/** The route of `/page/:slug` (src/app/router.tsx loads it on first visit). */
export const route: PageRoute = { loader: policyPageLoader, Component: ContentPage };

/** The route of an information page that shows the page `id` at a fixed path. */
export const contentRoute = (id: PageId): PageRoute => ({
  loader: () => loadPage(id),
  Component: ContentPage,
});
