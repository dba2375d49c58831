import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { InfoPage } from '#src/components/content/info-page.tsx';
import { usePageContent } from '#src/components/content/use-page-content.ts';
import { isPageSlug, loadPage, type PageId } from '#src/content/pages/index.ts';

/** The loader of a route that shows the page `id`. */
export const contentLoader = (id: PageId) => () => loadPage(id);

/** The loader of `/page/:slug`: a slug with no page is the 404 page. */
export function policyPageLoader({ params }: LoaderFunctionArgs) {
  // React Router turns a thrown response into the route's error: here the 404 page.
  if (!isPageSlug(params.slug)) throw data(null, { status: 404 });
  return loadPage(params.slug);
}

/** A page that is its markdown only: about, career, blog, press and the policies. */
export function ContentPage() {
  return <InfoPage content={usePageContent()} />;
}
